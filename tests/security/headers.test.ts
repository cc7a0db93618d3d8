/**
 * Every page carries a Content-Security-Policy with no 'unsafe-inline' script,
 * frame-ancestors 'none': a page rendered for one visitor allows its scripts by a fresh nonce; a page
 * that may be kept and replayed to others (Cache-Control public, the page cache) carries no nonce and
 * allows its inline scripts by their hashes; every response carries X-Content-Type-Options,
 * Referrer-Policy and Permissions-Policy; HSTS only when the site is served over HTTPS; cookies are
 * HttpOnly and SameSite=Lax, and Secure when the site is HTTPS.
 * Over plain HTTP: the in-process harness (createApp of server/app.ts, what server/index.ts serves). Over HTTPS: the real
 * server (server/index.ts over build/) started with an https BASE_URL, as behind a TLS proxy.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, waitForLocalMail } from "../helpers/mail";
import { hasBuild, rawRequest, ROOT, useSecurityHarness, type Answer, type Role } from "./support/harness";

/** The kinds of answer the site gives, each checked for its headers. */
const KINDS: [string, Role, string, number][] = [
  ["public page", "anonymous", "/", 200],
  ["product page", "anonymous", "/produto/__slug__", 200],
  ["customer dashboard", "customer", "/dashboard", 200],
  ["admin panel", "admin", "/admin-panel", 200],
  ["site admin", "admin", "/admin", 200],
  ["not-found page", "anonymous", "/nao-existe", 404],
  ["error page (a loader's 404)", "anonymous", "/produto/nao-existe-este-produto", 404],
  ["admin panel's not-found page", "admin", "/admin-panel/nao-existe", 404],
  ["resource route (robots.txt)", "anonymous", "/robots.txt", 200],
  ["resource route (CSV)", "admin", "/admin-panel/amostras.csv", 200],
  ["resource route (meus dados)", "customer", "/dashboard/meus-dados", 200],
  ["redirect", "anonymous", "/dashboard", 302],
  ["static file (favicon.ico)", "anonymous", "/favicon.ico", 200],
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** The baseline every answer carries. */
function expectBaseline(answer: Answer, label: string) {
  expect(answer.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(answer.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(answer.headers.get("permissions-policy"), label).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(answer.headers.get("x-frame-options"), label).toBe("DENY");
}

/** The directives every page's CSP has, and its script-src. */
function expectCspBase(answer: Answer, label: string): string[] {
  const csp = answer.headers.get("content-security-policy");
  expect(csp, `${label}: CSP`).toBeTruthy();
  const d = directives(csp!);
  const scripts = d.get("script-src") ?? d.get("default-src")!;
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(d.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(d.get("object-src"), label).toEqual(["'none'"]);
  expect(d.get("base-uri"), label).toEqual(["'self'"]);
  return scripts;
}

/** The page's scripts (data blocks such as JSON-LD are not scripts). */
function scriptTags(answer: Answer, label: string): string[] {
  const tags = [...answer.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
  expect(tags.length, `${label}: scripts on the page`).toBeGreaterThan(0);
  return tags;
}

/** A page rendered for one visitor: a nonce that every script of the page carries. */
function expectNonceCsp(answer: Answer, label: string): string {
  const scripts = expectCspBase(answer, label);
  const nonce = scripts.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce, `${label}: nonce in script-src`).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  expect(
    scripts.some((v) => v.startsWith("'sha256-")),
    `${label}: no hashes beside the nonce`,
  ).toBe(false);
  for (const tag of scriptTags(answer, label)) expect(tag, `${label}: ${tag}`).toContain(`nonce="${nonce}"`);
  return nonce!;
}

/** A page that may be replayed to many visitors: no nonce at all; every inline script allowed by its hash. */
function expectHashCsp(answer: Answer, label: string) {
  const scripts = expectCspBase(answer, label);
  expect(
    scripts.filter((v) => v.startsWith("'nonce-")),
    `${label}: no nonce in script-src`,
  ).toEqual([]);
  expect(answer.body, `${label}: no nonce attribute`).not.toMatch(/\bnonce=/);
  scriptTags(answer, label);
  const inline = [...answer.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attrs]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attrs),
  );
  expect(inline.length, `${label}: inline scripts`).toBeGreaterThan(0);
  for (const [, , body] of inline) {
    const hash = `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`;
    expect(scripts, `${label}: hash of ${body.slice(0, 60)}`).toContain(hash);
  }
}

/** A page's CSP, by how it may be cached. */
function expectPageCsp(answer: Answer, label: string) {
  if ((answer.headers.get("cache-control") ?? "").startsWith("public")) expectHashCsp(answer, label);
  else expectNonceCsp(answer, label);
}

function cookieAttributes(setCookie: string) {
  const [pair, ...attrs] = setCookie.split(";").map((p) => p.trim());
  const lower = attrs.map((a) => a.toLowerCase());
  return {
    name: pair.split("=")[0],
    httpOnly: lower.includes("httponly"),
    secure: lower.includes("secure"),
    sameSite: lower.find((a) => a.startsWith("samesite="))?.slice(9),
  };
}

describe.skipIf(!hasBuild)("headers and cookies over plain HTTP (BASE_URL http://)", () => {
  const h = useSecurityHarness();

  it.each(KINDS)("%s: the baseline headers, a page CSP with nonce, no HSTS", async (label, role, url, status) => {
    const answer = await h.send(role, url.replace("__slug__", h.fx.productSlug));
    if (status) expect(answer.status, label).toBe(status);
    expectBaseline(answer, label);
    expect(answer.headers.get("strict-transport-security"), label).toBeNull();
    if ((answer.headers.get("content-type") ?? "").startsWith("text/html") && answer.status !== 302) expectPageCsp(answer, label);
  });

  it("the favicon every page links is a real file: /favicon.ico, served as an icon and kept for an hour", async () => {
    const page = await h.send("anonymous", "/");
    const icons = [...page.body.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map((m) => m[0]);
    expect(
      icons.filter((tag) => /\bhref="\/favicon\.ico"/.test(tag)),
      icons.join(" "),
    ).toHaveLength(1);
    const icon = await h.send("anonymous", "/favicon.ico", { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(Number(icon.headers.get("content-length"))).toBe(fs.statSync(path.join(ROOT, "public/favicon.ico")).size);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expectBaseline(icon, "/favicon.ico");
  });

  it("the page's own /assets/* files: immutable for a year, their type, precompressed, and the baseline headers", async () => {
    const page = await h.send("anonymous", "/");
    const assets = [...new Set([...page.body.matchAll(/\b(?:src|href)="(\/assets\/[\w.-]+\.(?:js|css))"/g)].map((m) => m[1]))];
    expect(assets.filter((a) => a.endsWith(".js")).length, assets.join(" ")).toBeGreaterThan(0);
    expect(assets.filter((a) => a.endsWith(".css")).length, assets.join(" ")).toBeGreaterThan(0);
    for (const url of assets) {
      const file = path.join(ROOT, "build/client", url);
      expect(fs.existsSync(file), url).toBe(true);
      const plain = await h.send("anonymous", url, { headers: { accept: "*/*", "sec-fetch-mode": "no-cors" } });
      expect(plain.status, url).toBe(200);
      expect(plain.headers.get("cache-control"), url).toBe("public, max-age=31536000, immutable");
      expect(plain.headers.get("content-type"), url).toMatch(url.endsWith(".js") ? /^(text|application)\/javascript\b/ : /^text\/css\b/);
      expect(plain.headers.get("content-encoding"), url).toBeNull();
      expect(Buffer.byteLength(plain.body), url).toBe(fs.statSync(file).size);
      expect(plain.headers.get("content-security-policy"), url).toBeNull();
      expectBaseline(plain, url);
      // The build's Brotli copy, with the same lifetime, and a Vary so a cache keeps both.
      const compressed = await h.send("anonymous", url, { headers: { accept: "*/*", "accept-encoding": "gzip, deflate, br" } });
      expect(compressed.status, url).toBe(200);
      expect(compressed.headers.get("content-encoding"), url).toBe("br");
      expect(Number(compressed.headers.get("content-length")), url).toBe(fs.statSync(`${file}.br`).size);
      expect(compressed.headers.get("cache-control"), url).toBe("public, max-age=31536000, immutable");
      expect(compressed.headers.get("vary") ?? "", url).toMatch(/accept-encoding/i);
      expectBaseline(compressed, url);
    }
    // A name that is not in the build is a 404, never a page or a long-lived answer.
    const missing = await h.send("anonymous", "/assets/nao-existe-0000.js", { headers: { accept: "*/*" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control") ?? "").not.toMatch(/immutable/);
  });

  it("a page that sets no cache policy of its own is never stored (Cache-Control: private, no-store); the public pages keep theirs", async () => {
    for (const [role, url] of [
      ["customer", "/sobre"],
      ["customer", "/ajuda"],
      ["customer", "/dashboard"],
      ["admin", "/admin-panel"],
      ["anonymous", "/auth"],
      ["customer", "/sobre.data"],
    ] as [Role, string][]) {
      const answer = await h.send(role, url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get("cache-control"), `${role} ${url}`).toBe("private, no-store");
    }
    expect((await h.send("customer", "/")).headers.get("cache-control")).toBe("private, no-store");
    // The content pages are public to visitors (their loaders say so), private once signed in.
    for (const url of ["/", "/sobre", "/ajuda", "/contato", "/politica-troca", "/lgpd", "/sobre.data"]) {
      expect((await h.send("anonymous", url)).headers.get("cache-control"), url).toMatch(/^public, /);
    }
  });

  it("a page rendered for one visitor gets its own nonce each time", async () => {
    for (const [role, url] of [
      ["customer", "/"],
      ["customer", "/dashboard"],
      ["anonymous", "/auth"],
    ] as [Role, string][]) {
      const a = expectNonceCsp(await h.send(role, url), `${role} ${url} first`);
      const b = expectNonceCsp(await h.send(role, url), `${role} ${url} second`);
      expect(a, `${role} ${url}`).not.toBe(b);
    }
  });

  it("a page kept by the page cache carries no nonce, from the rendering and from the cache; its inline scripts go by hash", async () => {
    for (const url of ["/", "/produtos", `/produto/${h.fx.productSlug}`, "/blog", `/blog/${h.fx.postSlug}`]) {
      h.app.pageCache.clear();
      const first = await h.send("anonymous", url);
      const second = await h.send("anonymous", url);
      expect(first.headers.get("x-cache"), url).toBe("MISS");
      expect(second.headers.get("x-cache"), url).toBe("HIT");
      expectHashCsp(first, `${url} first`);
      expectHashCsp(second, `${url} second`);
    }
  });

  it("session and toast cookies: HttpOnly, SameSite=Lax, not Secure over http", async () => {
    const signIn = await h.send("anonymous", "/api/auth/sign-in/email", {
      form: { email: h.fx.people.customer.email, password: "Cliente@2026" },
      json: true,
    });
    const session = signIn.headers.getSetCookie().map(cookieAttributes);
    expect(session.map((c) => c.name)).toContain("rv.session_token");
    // A toast (the newsletter's thank-you) comes as a cookie too.
    const toast = (await h.send("anonymous", "/newsletter", { form: { email: "cookie@exemplo.com" } })).headers
      .getSetCookie()
      .map(cookieAttributes);
    expect(toast.map((c) => c.name)).toContain("rv_toast");
    for (const c of [...session, ...toast]) {
      expect(c.httpOnly, c.name).toBe(true);
      expect(c.sameSite, c.name).toBe("lax");
      expect(c.secure, c.name).toBe(false);
    }
  });
});

// ── Over HTTPS: the real server, with an https BASE_URL ─────────────────────────────────────────

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe.skipIf(!hasBuild)("headers and cookies behind HTTPS (the real server, BASE_URL https://)", () => {
  let child: ChildProcess | undefined;
  let port = 0;
  let base = "";
  let dataDir = "";

  function send(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      host: `localhost:${port}`,
      "user-agent": "Mozilla/5.0 security-headers",
      accept: "text/html",
      ...init.headers,
    };
    if (init.body) {
      headers.origin = base;
      headers["content-length"] = String(Buffer.byteLength(init.body));
    }
    return rawRequest({ host: "127.0.0.1", port, path: url, method: init.method ?? (init.body ? "POST" : "GET"), headers }, init.body);
  }

  beforeAll(async () => {
    port = await freePort();
    base = `https://localhost:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rv-headers-"));
    // A fresh embedded database of its own, whatever DATABASE_URL the tests run with (an https BASE_URL
    // gets no demo accounts: the cookie test signs up and confirms an account of its own).
    child = spawn(path.join(ROOT, "node_modules/.bin/node"), ["--import", "tsx", "server/index.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: "",
        SMTP_URL: "",
        PORT: String(port),
        BASE_URL: base,
        DATA_DIR: dataDir,
        TRUST_PROXY: "1",
        NODE_ENV: "production",
      },
    });
    let out = "";
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on("data", (chunk) => {
        out += chunk;
        if (/Pronto em/.test(out)) resolve();
      });
      child!.stderr!.on("data", (chunk) => (out += chunk));
      child!.on("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
    });
  }, 150_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  });

  it("sends HSTS on pages, resources and redirects, with the page CSP", async () => {
    for (const url of ["/", "/robots.txt", "/dashboard", "/nao-existe"]) {
      const answer = await send(url);
      expectBaseline(answer, url);
      expect(answer.headers.get("strict-transport-security"), url).toMatch(/max-age=31536000/);
      if ((answer.headers.get("content-type") ?? "").startsWith("text/html")) expectPageCsp(answer, url);
    }
  });

  it("session and toast cookies are Secure, HttpOnly and SameSite=Lax", async () => {
    const account = { name: "Conta Segura", email: "conta.segura@exemplo.com.br", password: "Senha@Forte1" };
    const json = { "content-type": "application/json", "x-forwarded-proto": "https" };
    const signUp = await send("/api/auth/sign-up/email", { body: JSON.stringify(account), headers: json });
    expect(signUp.status, signUp.body).toBe(200);
    const confirm = new URL(
      linkIn(await waitForLocalMail(account.email, /Confirme seu e-mail/, 1, 10_000, dataDir), "/api/auth/verify-email"),
    );
    expect((await send(confirm.pathname + confirm.search, { headers: { "x-forwarded-proto": "https" } })).status).toBe(302);
    const signIn = await send("/api/auth/sign-in/email", {
      body: JSON.stringify({ email: account.email, password: account.password }),
      headers: json,
    });
    expect(signIn.status, signIn.body).toBe(200);
    const session = signIn.headers.getSetCookie().map(cookieAttributes);
    expect(session.map((c) => c.name)).toContain("__Secure-rv.session_token");
    const toast = (
      await send("/newsletter", {
        body: new URLSearchParams({ email: "seguro@exemplo.com" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-mode": "navigate", "x-forwarded-proto": "https" },
      })
    ).headers
      .getSetCookie()
      .map(cookieAttributes);
    expect(toast.map((c) => c.name)).toContain("rv_toast");
    for (const c of [...session, ...toast]) {
      expect(c.httpOnly, c.name).toBe(true);
      expect(c.sameSite, c.name).toBe("lax");
      expect(c.secure, c.name).toBe(true);
    }
  });
});
