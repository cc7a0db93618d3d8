/**
 * Image uploads through the admin forms that take one (products, rewards, blog posts): only real
 * JPEG, PNG and WebP up to 5 MB are accepted, recognised by their content (never the name or the
 * browser's type), re-encoded to WebP (metadata dropped) and stored under a generated name; anything
 * else is refused in Portuguese and leaves no row and no file behind. The stored file is served as
 * image/webp with nosniff by the real server.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { count, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { env } from "~/lib/server/env.server";
import type { SessionUser } from "~/services/session.server";
import { getProfile } from "~/models/users.server";
import * as panelBlog from "~/routes/admin-panel/blog";
import * as panelBlogImage from "~/routes/admin-panel/blog-image";
import * as panelProducts from "~/routes/admin-panel/products";
import * as panelRewards from "~/routes/admin-panel/rewards";
import { formRequest, isPortuguese, run, uploadedFiles, type Action, type FormEntries } from "./support/actions";

const t = useTestDatabase();
const root = path.resolve(import.meta.dirname, "../..");
let admin: SessionUser;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedContent(t.db);
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: "Chefe", email: "chefe.upload@raizvital.com.br", emailVerified: true });
  await t.db.insert(s.profiles).values({ id, email: "chefe.upload@raizvital.com.br", fullName: "Chefe", role: "admin" });
  admin = { ...(await getProfile(id))!, sessionId: "upload", emailVerified: true };
});

// ---------------------------------------------------------------------------------------------
// Files

const picture = (format: "png" | "jpeg" | "webp" | "gif", width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** A JPEG carrying EXIF (camera, copyright) that must not survive. */
const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 90, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "SEGREDO-EXIF-123", Make: "CameraSecreta", Artist: "Pessoa Privada" } })
    .toBuffer();

/** A PNG whose header claims 60000 × 60000 pixels (3.6 gigapixels) in a few hundred bytes. */
async function decompressionBomb(): Promise<Buffer> {
  const png = Buffer.from(await picture("png", 8, 8));
  const ihdr = png.indexOf("IHDR"); // length(4) 'IHDR'(4) data(13) crc(4)
  png.writeUInt32BE(60_000, ihdr + 4);
  png.writeUInt32BE(60_000, ihdr + 8);
  png.writeUInt32BE(zlib.crc32(png.subarray(ihdr, ihdr + 17)) >>> 0, ihdr + 17);
  return png;
}

const file = (bytes: Uint8Array | string, name = "foto.jpg", type = "image/jpeg") =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

const productForm = (image: File): FormEntries => [
  ["intent", "product-create"],
  ["name", `Produto com imagem ${crypto.randomUUID().slice(0, 8)}`],
  ["description", "Descrição completa."],
  ["status", "active"],
  ["imageFile", image],
];

async function productCount() {
  const [row] = await t.db.select({ n: count() }).from(s.products);
  return row.n;
}

async function createProduct(image: File, headers: Record<string, string> = {}) {
  return run(panelProducts.action as unknown as Action, formRequest("/admin-panel/produtos", productForm(image), headers), {}, admin);
}

async function storedImageOf(outcome: Awaited<ReturnType<typeof run>>, name: string) {
  expect(outcome.status, JSON.stringify(outcome.payload)).toBe(200);
  const [product] = await t.db
    .select()
    .from(s.products)
    .where(like(s.products.name, `${name}%`));
  return product;
}

// ---------------------------------------------------------------------------------------------

describe("accepted images", () => {
  it("a PNG named .jpg (and typed image/jpeg) is read as the PNG it is, re-encoded to WebP under a generated name", async () => {
    const before = uploadedFiles();
    const outcome = await createProduct(file(await picture("png"), "minhas férias.jpg", "image/jpeg"));
    const product = await storedImageOf(outcome, "Produto com imagem");
    expect(product.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const added = uploadedFiles().filter((f) => !before.includes(f));
    // The upload and its two smaller copies (lib/uploads.server.ts), all under the generated name.
    const id = path.basename(product.imageUrl!, ".webp");
    expect(added).toEqual([`${id}-400.webp`, `${id}-800.webp`, `${id}.webp`]);
    for (const name of added) {
      expect(name).not.toContain("ferias");
      const stored = fs.readFileSync(path.join(env().dataDir, "uploads", name));
      expect((await sharp(stored).metadata()).format).toBe("webp");
    }
  });

  it("JPEG and WebP are accepted; the EXIF of a JPEG (camera, author, copyright) is gone from the stored file", async () => {
    for (const image of [await jpegWithExif(), await picture("webp")]) {
      const before = uploadedFiles();
      const outcome = await createProduct(file(image));
      expect(outcome.status, JSON.stringify(outcome.payload)).toBe(200);
      const added = uploadedFiles().filter((f) => !before.includes(f));
      expect(added).toHaveLength(3);
      for (const name of added) {
        const stored = fs.readFileSync(path.join(env().dataDir, "uploads", name));
        const meta = await sharp(stored).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.exif).toBeUndefined();
        expect(stored.includes("SEGREDO-EXIF-123")).toBe(false);
        expect(stored.includes("CameraSecreta")).toBe(false);
      }
    }
    expect((await sharp(await jpegWithExif()).metadata()).exif).toBeDefined();
  });

  it("a JPEG with an HTML page glued after it is stored without the HTML (re-encoded, not copied)", async () => {
    const polyglot = Buffer.concat([await picture("jpeg"), Buffer.from("<html><script>alert('xss')</script></html>")]);
    const before = uploadedFiles();
    const outcome = await createProduct(file(polyglot));
    expect(outcome.status).toBe(200);
    const added = uploadedFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(3);
    for (const name of added) expect(fs.readFileSync(path.join(env().dataDir, "uploads", name)).includes("<script>")).toBe(false);
  });

  it("rewards and blog posts take the same path", async () => {
    const reward = await run(
      panelRewards.action as unknown as Action,
      formRequest("/admin-panel/premios", [
        ["intent", "reward-create"],
        ["name", "Ecobag com foto"],
        ["pointsRequired", "100"],
        ["imageFile", file(await picture("png"), "x.webp", "image/webp")],
      ]),
      {},
      admin,
    );
    expect(reward.status, JSON.stringify(reward.payload)).toBe(200);
    const post = await run(
      panelBlog.action as unknown as Action,
      formRequest("/admin-panel/blog", [
        ["intent", "post-create"],
        ["title", "Post com foto"],
        ["content", "# Olá"],
        ["imageAlt", "Folhas verdes sobre a mesa"],
        ["imageFile", file(await picture("jpeg"), "capa.png", "image/png")],
      ]),
      {},
      admin,
    );
    expect(post.status, JSON.stringify(post.payload)).toBe(200);
    const [rewardRow] = await t.db.select().from(s.rewards).where(eq(s.rewards.name, "Ecobag com foto"));
    const [postRow] = await t.db.select().from(s.blogPosts).where(eq(s.blogPosts.title, "Post com foto"));
    expect(rewardRow.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(postRow.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  });
});

describe("refused files", () => {
  const cases: [string, () => Promise<Uint8Array | string>, RegExp][] = [
    ["an HTML page named .jpg", async () => "<!doctype html><html><body><script>alert('xss')</script></body></html>", /JPEG, PNG ou WebP/],
    [
      "an SVG with script named .jpg",
      async () => `<svg xmlns="http://www.w3.org/2000/svg" onload="alert('xss')"><rect width="10" height="10"/></svg>`,
      /JPEG, PNG ou WebP/,
    ],
    ["a PDF named .jpg", async () => "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF", /JPEG, PNG ou WebP/],
    ["a real GIF named .jpg", () => picture("gif"), /JPEG, PNG ou WebP/],
    [
      "a GIF/JavaScript polyglot named .jpg",
      async () => "GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert('xss');//",
      /JPEG, PNG ou WebP|Não foi possível ler/,
    ],
    ["a truncated PNG", async () => (await picture("png", 400, 300)).subarray(0, 120), /JPEG, PNG ou WebP|Não foi possível ler/],
    [
      "a JPEG cut in half",
      async () => {
        const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#4a7" } })
          .jpeg()
          .toBuffer();
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      },
      /JPEG, PNG ou WebP|Não foi possível ler/,
    ],
    [
      "a decompression bomb (60000 × 60000 px in a few bytes)",
      decompressionBomb,
      /resolução grande demais|JPEG, PNG ou WebP|Não foi possível ler/,
    ],
    ["random bytes", async () => crypto.getRandomValues(new Uint8Array(2048)), /JPEG, PNG ou WebP/],
  ];

  it.each(cases)("%s: refused in Portuguese, no row, no file", async (_label, bytes, message) => {
    const rows = await productCount();
    const files = uploadedFiles();
    const outcome = await createProduct(file(await bytes()));
    expect(outcome.status).toBe(400);
    const errors = (outcome.payload as { errors?: Record<string, string> }).errors ?? {};
    expect(errors.imageFile).toMatch(message);
    expect(isPortuguese(errors.imageFile)).toBe(true);
    expect(await productCount()).toBe(rows);
    expect(uploadedFiles()).toEqual(files);
  });

  it("over 5 MB: refused (413 when the body says so up front, 400 otherwise), no row, no file", async () => {
    // A valid PNG padded to 6 MB (the trailing bytes do not make it less of a PNG): over the 5 MB of
    // an image and the 5.5 MB a whole form may take.
    const big = Buffer.concat([await picture("png"), Buffer.alloc(6 * 1024 * 1024)]);
    const rows = await productCount();
    const files = uploadedFiles();
    const announced = await createProduct(file(big), { "content-length": String(big.length + 1000) });
    expect(announced.status).toBe(413);
    expect((announced.payload as { errors: Record<string, string> }).errors.imageFile).toBe("A imagem deve ter no máximo 5 MB.");
    const streamed = await createProduct(file(big));
    expect(streamed.status).toBe(400);
    expect((streamed.payload as { errors: Record<string, string> }).errors.imageFile).toBe("A imagem deve ter no máximo 5 MB.");
    // Just over 5 MB, inside what a form may carry: the file itself is refused.
    const justOver = Buffer.concat([await picture("png"), Buffer.alloc(5 * 1024 * 1024)]);
    const small = await createProduct(file(justOver), { "content-length": String(justOver.length + 1000) });
    expect(small.status).toBe(400);
    expect((small.payload as { errors: Record<string, string> }).errors.imageFile).toBe("A imagem deve ter no máximo 5 MB.");
    expect(await productCount()).toBe(rows);
    expect(uploadedFiles()).toEqual(files);
  });

  it("a valid image in a form the database then refuses (a slug in use, a reward that no longer exists) leaves no file", async () => {
    const files = uploadedFiles();
    const taken = await run(
      panelProducts.action as unknown as Action,
      formRequest("/admin-panel/produtos", [
        ["intent", "product-create"],
        ["name", "Outra Bacopa"],
        ["slug", "bacopa-monnieri-500mg"],
        ["description", "x"],
        ["imageFile", file(await picture("png"))],
      ]),
      {},
      admin,
    );
    expect(taken.status).toBe(400);
    expect(taken.toast?.type).toBe("error");
    expect(isPortuguese(taken.toast!.title)).toBe(true);
    expect(isPortuguese(taken.toast!.description ?? "")).toBe(true);
    const gone = await run(
      panelRewards.action as unknown as Action,
      formRequest("/admin-panel/premios", [
        ["intent", "reward-update"],
        ["id", "00000000-0000-4000-8000-000000000000"],
        ["name", "Sumiu"],
        ["pointsRequired", "10"],
        ["imageFile", file(await picture("png"))],
      ]),
      {},
      admin,
    );
    expect(gone.status).toBe(400);
    expect(uploadedFiles()).toEqual(files);
  });

  it("a refused image in a reward or a post form writes nothing either", async () => {
    const rewards = await t.db.select({ n: count() }).from(s.rewards);
    const posts = await t.db.select({ n: count() }).from(s.blogPosts);
    const files = uploadedFiles();
    const html = file("<html><script>alert(1)</script></html>");
    const reward = await run(
      panelRewards.action as unknown as Action,
      formRequest("/admin-panel/premios", [
        ["intent", "reward-create"],
        ["name", "Recusado"],
        ["pointsRequired", "100"],
        ["imageFile", html],
      ]),
      {},
      admin,
    );
    const post = await run(
      panelBlog.action as unknown as Action,
      formRequest("/admin-panel/blog", [
        ["intent", "post-create"],
        ["title", "Recusado"],
        ["content", "x"],
        ["imageAlt", "Uma imagem"],
        ["imageFile", html],
      ]),
      {},
      admin,
    );
    for (const outcome of [reward, post]) {
      expect(outcome.status).toBe(400);
      expect((outcome.payload as { errors: Record<string, string> }).errors.imageFile).toBe("Envie uma imagem JPEG, PNG ou WebP.");
    }
    expect(await t.db.select({ n: count() }).from(s.rewards)).toEqual(rewards);
    expect(await t.db.select({ n: count() }).from(s.blogPosts)).toEqual(posts);
    expect(uploadedFiles()).toEqual(files);
  });
});

// ---------------------------------------------------------------------------------------------

describe("an image in a post's body ('Inserir imagem', /admin-panel/blog/imagem)", () => {
  const send = (entries: FormEntries, user: SessionUser | null = admin, headers: Record<string, string> = {}) =>
    run(panelBlogImage.action as unknown as Action, formRequest("/admin-panel/blog/imagem", entries, headers), {}, user);

  it("stores the image through the same path as the cover and answers its Markdown, with its size and description", async () => {
    const before = uploadedFiles();
    const outcome = await send([
      ["alt", "Folhas de chá verde [secas]"],
      ["imageFile", file(await picture("jpeg", 1200, 800), "cha.png", "image/png")],
    ]);
    expect(outcome.status, JSON.stringify(outcome.payload)).toBe(200);
    const { markdown } = outcome.payload as { markdown: string };
    const match = /^!\[Folhas de chá verde secas\]\((\/uploads\/([0-9a-f]{32})\.webp)#1200x800\)$/.exec(markdown);
    expect(match, markdown).not.toBeNull();
    const id = match![2];
    expect(uploadedFiles().filter((f) => !before.includes(f))).toEqual([`${id}-400.webp`, `${id}-800.webp`, `${id}.webp`]);
    // No row: the post's own save makes the image part of it.
    expect(
      await t.db
        .select({ n: count() })
        .from(s.blogPosts)
        .where(like(s.blogPosts.content, `%${id}%`)),
    ).toEqual([{ n: 0 }]);
  });

  it("is the administrator's alone: a visitor goes to sign in, a customer to the dashboard, and nothing is stored", async () => {
    const files = uploadedFiles();
    const entries: FormEntries = [
      ["alt", "Uma imagem"],
      ["imageFile", file(await picture("png"))],
    ];
    const visitor = await send(entries, null);
    expect(visitor.status).toBe(302);
    expect(visitor.response?.headers.get("location")).toMatch(/^\/auth/);
    const customer = await send(entries, { ...admin, id: crypto.randomUUID(), role: "user" });
    expect(customer.status).toBe(302);
    expect(customer.response?.headers.get("location")).toBe("/dashboard");
    expect(uploadedFiles()).toEqual(files);
  });

  it("refuses in Portuguese, storing nothing: no description, no file, not an image, over 5 MB", async () => {
    const files = uploadedFiles();
    const cases: [FormEntries, string, string, Record<string, string>?][] = [
      [
        [
          ["alt", " "],
          ["imageFile", file(await picture("png"))],
        ],
        "alt",
        "Descreva a imagem: o texto alternativo é lido por quem não pode vê-la.",
      ],
      [[["alt", "Uma imagem"]], "imageFile", "Escolha a imagem que vai no texto."],
      [
        [
          ["alt", "Uma imagem"],
          ["imageFile", file("<svg onload=alert(1)>")],
        ],
        "imageFile",
        "Envie uma imagem JPEG, PNG ou WebP.",
      ],
      [
        [
          ["alt", "Uma imagem"],
          ["imageFile", file(await picture("gif"), "x.gif", "image/gif")],
        ],
        "imageFile",
        "Envie uma imagem JPEG, PNG ou WebP.",
      ],
      [
        [
          ["alt", "Uma imagem"],
          ["imageFile", file(Buffer.alloc(6 * 1024 * 1024))],
        ],
        "imageFile",
        "A imagem deve ter no máximo 5 MB.",
        { "content-length": String(6 * 1024 * 1024 + 1000) },
      ],
    ];
    for (const [entries, field, message, headers] of cases) {
      const outcome = await send(entries, admin, headers);
      expect(outcome.status, message).toBe(headers ? 413 : 400);
      expect((outcome.payload as { errors: Record<string, string> }).errors[field]).toBe(message);
      expect(outcome.toast?.type).toBe("error");
      expect(isPortuguese(outcome.toast!.title)).toBe(true);
    }
    expect(uploadedFiles()).toEqual(files);
  });
});

// ---------------------------------------------------------------------------------------------

const hasBuild = fs.existsSync(path.join(root, "build/server/index.js"));

describe.skipIf(!hasBuild)("the stored file as the server serves it", () => {
  let server: ReturnType<typeof spawn> | undefined;
  let origin = "";
  let stored = "";

  beforeAll(async () => {
    const before = uploadedFiles();
    expect((await createProduct(file(await picture("png"), "servida.jpg"))).status).toBe(200);
    [stored] = uploadedFiles().filter((f) => !before.includes(f) && /^[0-9a-f]{32}\.webp$/.test(f));
    // The real server on this test's DATA_DIR (its own database there; uploads are what it shares).
    server = spawn(path.join(root, "node_modules/.bin/node"), ["--import", "tsx", "server/index.ts"], {
      cwd: root,
      // No AUTH_SECRET: the server generates one and keeps it in DATA_DIR/auth-secret, the file the
      // path-traversal probes below try to read through /uploads.
      env: { ...process.env, AUTH_SECRET: "", DATABASE_URL: "", SMTP_URL: "", PORT: "0", NODE_ENV: "production" },
    });
    origin = await new Promise<string>((resolve, reject) => {
      let out = "";
      const timer = setTimeout(() => reject(new Error(`o servidor não subiu: ${out}`)), 240_000);
      server!.stdout!.on("data", (chunk) => {
        out += chunk;
        const match = out.match(/Pronto em .*?(http:\/\/localhost:\d+)/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      server!.stderr!.on("data", (chunk) => (out += chunk));
    });
  }, 300_000);

  afterAll(async () => {
    if (!server) return;
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  });

  it("answers image/webp with nosniff, and nothing outside the uploads folder", async () => {
    const response = await fetch(`${origin}/uploads/${stored}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("webp");
  });

  it("serves nothing outside the uploads folder: every path-traversal form of /uploads/../auth-secret is refused", async () => {
    // The target exists, one level above the uploads folder, and holds the session-signing secret.
    const secretFile = path.join(env().dataDir, "auth-secret");
    const secret = fs.readFileSync(secretFile, "utf8").trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(path.dirname(path.join(env().dataDir, "uploads", stored))).toBe(path.join(path.dirname(secretFile), "uploads"));
    const { port } = new URL(origin);
    // Sent byte for byte (fetch would resolve the dots before sending).
    const get = (rawPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: rawPath, agent: false }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
          })
          .on("error", reject);
      });
    // The same request shape reaches a real file in the folder.
    expect((await get(`/uploads/${stored}`)).status).toBe(200);
    const probes = [
      "/uploads/../auth-secret",
      "/uploads/..%2fauth-secret",
      "/uploads/..%2Fauth-secret",
      "/uploads/%2e%2e/auth-secret",
      "/uploads/%2e%2e%2fauth-secret",
      "/uploads/.%2e/auth-secret",
      "/uploads/..%5cauth-secret",
      "/uploads/..\\auth-secret",
      "/uploads//../auth-secret",
      "/uploads/./../auth-secret",
      "/uploads/%252e%252e%252fauth-secret",
      "/uploads/..%c0%afauth-secret",
      "/uploads/..%00/auth-secret",
      `/uploads/../uploads/../auth-secret`,
      `/uploads/${stored}/../../auth-secret`,
      "/uploads/../auth-secret-400.webp",
    ];
    for (const probe of probes) {
      const answer = await get(probe);
      expect(answer.body, probe).not.toContain(secret);
      expect(answer.status, probe).not.toBe(200);
    }
  });

  it("an upload stored before its smaller copies existed gets each one on its first request; no copy of what was never uploaded", async () => {
    const id = stored.replace(/\.webp$/, "");
    const copy = path.join(env().dataDir, "uploads", `${id}-400.webp`);
    fs.rmSync(copy);
    const [first, second] = await Promise.all([fetch(`${origin}/uploads/${id}-400.webp`), fetch(`${origin}/uploads/${id}-400.webp`)]);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(400);
    }
    expect(fs.existsSync(copy)).toBe(true);
    expect(uploadedFiles().filter((f) => f.endsWith(".tmp"))).toEqual([]);
    const unknown = await fetch(`${origin}/uploads/${"0".repeat(32)}-400.webp`);
    expect(unknown.status).toBe(404);
    expect(uploadedFiles()).not.toContain(`${"0".repeat(32)}-400.webp`);
  });
});
