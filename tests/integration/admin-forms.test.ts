/**
 * Every admin form's action parses with its conform + zod schema and answers bad
 * input with conform's reply (errors by field, what was typed, never a file) and nothing written;
 * errors only the server knows (a taken slug, an image too large) come back the same way. Good input
 * read through conform (a checkbox's hidden "false" before "true") is written and read back.
 */
import { count, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { userContext, type SessionUser } from "~/services/session.server";
import * as panelBlog from "~/routes/admin-panel/blog";
import * as panelPrivacy from "~/routes/admin-panel/privacy";
import * as panelProducts from "~/routes/admin-panel/products";
import * as panelReviews from "~/routes/admin-panel/reviews";
import * as panelRewards from "~/routes/admin-panel/rewards";
import * as panelSamples from "~/routes/admin-panel/samples";
import * as panelSettings from "~/routes/admin-panel/settings";
import * as panelUsers from "~/routes/admin-panel/users";
import { readRetentionSettings } from "~/models/retention.server";
import { shippingRates } from "~/models/shipping.server";
import { SHIPPING_REGIONS } from "~/db/schema/enums";

const t = useTestDatabase();

type Reply = { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
type Answer = { data: { ok: boolean; message?: string; errors?: Record<string, string>; reply?: Reply }; init: ResponseInit | null };
type Handler = (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => Promise<unknown>;

let admin: SessionUser;

async function person(email: string, fullName: string, role: "user" | "admin" = "user"): Promise<SessionUser> {
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: fullName, email, emailVerified: true });
  const [profile] = await t.db.insert(s.profiles).values({ id, email, fullName, role }).returning();
  return { ...profile, sessionId: "s", emailVerified: true };
}

async function submit(mod: { action?: unknown }, url: string, fields: Record<string, string | string[] | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  const context = new RouterContextProvider();
  context.set(userContext, admin);
  const request = new Request(`http://localhost:3000${url}`, { method: "POST", body });
  const answer = (await (mod.action as Handler)({ request, context, params: {} })) as Answer;
  return { status: answer.init?.status ?? 200, ...answer.data };
}

/** A refused answer: status 400, the messages beside their fields in conform's reply, and the first one in `errors`. */
function expectFieldErrors(answer: Awaited<ReturnType<typeof submit>>, expected: Record<string, string>) {
  expect(answer.ok).toBe(false);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.reply?.status).toBe("error");
  for (const [field, message] of Object.entries(expected)) {
    expect(answer.reply?.error?.[field]?.[0], field).toBe(message);
    expect(answer.errors?.[field], field).toBe(message);
  }
}

const rows = async (table: typeof s.products | typeof s.blogCategories | typeof s.rewards | typeof s.pointSettings | typeof s.profiles) =>
  (await t.db.select({ n: count() }).from(table))[0].n;

beforeAll(async () => {
  await seedContent(t.db);
  admin = await person("chefe@raizvital.com.br", "Chefe Geral", "admin");
});

describe("products", () => {
  it("missing name and description: errors beside both fields, what was typed comes back, nothing is written", async () => {
    const before = await rows(s.products);
    const answer = await submit(panelProducts, "/admin-panel/produtos", {
      intent: "product-create",
      name: " ",
      description: "",
      shortDescription: "Guardado",
    });
    expectFieldErrors(answer, { name: "Informe o nome do produto.", description: "Informe a descrição completa." });
    expect(answer.reply?.initialValue).toMatchObject({ intent: "product-create", shortDescription: "Guardado" });
    expect(await rows(s.products)).toBe(before);
  });

  it("an image over 5 MB is refused by the same schema the browser uses, and the product is not saved", async () => {
    const before = await rows(s.products);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 10)], "grande.png", { type: "image/png" });
    const answer = await submit(panelProducts, "/admin-panel/produtos", {
      intent: "product-create",
      name: "Ashwagandha Grande",
      description: "Texto",
      imageFile: big,
    });
    expectFieldErrors(answer, { imageFile: "A imagem deve ter no máximo 5 MB." });
    expect(answer.reply?.initialValue).not.toHaveProperty("imageFile");
    expect(await rows(s.products)).toBe(before);
  });

  it("a taken slug (known only to the server) comes back beside the slug field", async () => {
    const [taken] = await t.db.select({ slug: s.products.slug }).from(s.products).limit(1);
    const before = await rows(s.products);
    const answer = await submit(panelProducts, "/admin-panel/produtos", {
      intent: "product-create",
      name: "Outro nome",
      slug: taken.slug,
      description: "Texto",
    });
    expect(answer.ok).toBe(false);
    expect(answer.reply?.error?.slug?.[0]).toMatch(/slug/);
    expect(answer.reply?.initialValue).toMatchObject({ slug: taken.slug, name: "Outro nome" });
    expect(await rows(s.products)).toBe(before);
  });

  it("good input is written: the hidden 'false' then the ticked box reads as featured", async () => {
    const answer = await submit(panelProducts, "/admin-panel/produtos", {
      intent: "product-create",
      name: "Rhodiola Teste",
      description: "Descrição completa",
      benefits: "Foco, Energia",
      featured: ["false", "true"],
      imageFile: new File([], ""),
    });
    expect(answer.ok).toBe(true);
    const [row] = await t.db.select().from(s.products).where(eq(s.products.name, "Rhodiola Teste"));
    expect(row).toMatchObject({ slug: "rhodiola-teste", featured: true, benefits: ["Foco", "Energia"] });
  });
});

describe("blog", () => {
  it("category without a name, post with an image and no description of it: refused beside the fields", async () => {
    const categories = await rows(s.blogCategories);
    const category = await submit(panelBlog, "/admin-panel/blog", { intent: "category-create", name: "" });
    expectFieldErrors(category, { name: "Informe o nome da categoria." });
    expect(await rows(s.blogCategories)).toBe(categories);

    const post = await submit(panelBlog, "/admin-panel/blog", {
      intent: "post-create",
      title: "Sono",
      content: "# Oi",
      imageUrl: "/images/sono.jpg",
      imageAlt: "",
    });
    expectFieldErrors(post, { imageAlt: "Descreva a imagem em poucas palavras (texto alternativo), para quem não pode vê-la." });
    expect(await t.db.select().from(s.blogPosts).where(eq(s.blogPosts.title, "Sono"))).toHaveLength(0);
  });

  it("a valid category is written and read back by the page's loader", async () => {
    const answer = await submit(panelBlog, "/admin-panel/blog", { intent: "category-create", name: "Sono e descanso" });
    expect(answer.ok).toBe(true);
    const context = new RouterContextProvider();
    context.set(userContext, admin);
    const page = (await (panelBlog.loader as unknown as Handler)({
      request: new Request("http://localhost:3000/admin-panel/blog"),
      context,
      params: {},
    })) as {
      categories: { name: string; slug: string }[];
    };
    expect(page.categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Sono e descanso", slug: "sono-e-descanso" })]),
    );
  });
});

describe("rewards, point settings, shipping fees", () => {
  it("points that are not a number, a junk action key, a bad fee: each refused beside its field", async () => {
    const rewards = await rows(s.rewards);
    const reward = await submit(panelRewards, "/admin-panel/premios", {
      intent: "reward-create",
      name: "Ecobag",
      pointsRequired: "muitos",
      kind: "item",
    });
    expectFieldErrors(reward, { pointsRequired: "Os pontos necessários devem ser no mínimo 1." });
    expect(await rows(s.rewards)).toBe(rewards);

    const settings = await rows(s.pointSettings);
    const setting = await submit(panelSettings, "/admin-panel/configuracoes", {
      intent: "setting-create",
      action: "x".repeat(60),
      points: "10",
    });
    expectFieldErrors(setting, { action: "Escolha uma das ações que o site premia." });
    expect(await rows(s.pointSettings)).toBe(settings);

    const before = await shippingRates();
    const fees = await submit(panelSettings, "/admin-panel/configuracoes", {
      intent: "shipping-fees",
      ...Object.fromEntries(
        SHIPPING_REGIONS.flatMap((r) => [
          [`fee_${r}`, "12,90"],
          [`min_${r}`, "5"],
          [`max_${r}`, "3"],
        ]),
      ),
    });
    expectFieldErrors(
      fees,
      Object.fromEntries(SHIPPING_REGIONS.map((r) => [`max_${r}`, "O prazo máximo não pode ser menor que o mínimo."])),
    );
    const fee = await submit(panelSettings, "/admin-panel/configuracoes", {
      intent: "shipping-fees",
      ...Object.fromEntries(
        SHIPPING_REGIONS.flatMap((r) => [
          [`fee_${r}`, "12,90"],
          [`min_${r}`, "3"],
          [`max_${r}`, "5"],
        ]),
      ),
      fee_nordeste: "doze",
    });
    expectFieldErrors(fee, { fee_nordeste: "Valor inválido. Use o formato 12,90 (até R$ 1.000,00)." });
    expect(fee.reply?.initialValue).toMatchObject({ fee_nordeste: "doze" });
    expect(await t.db.select().from(s.shippingFees)).toHaveLength(0);
    expect(await shippingRates()).toEqual(before);
  });

  it("an unticked 'Ativo' (only the hidden 'false' sent) saves the reward inactive", async () => {
    const answer = await submit(panelRewards, "/admin-panel/premios", {
      intent: "reward-create",
      name: "Caneca",
      pointsRequired: "200",
      kind: "item",
      active: "false",
    });
    expect(answer.ok).toBe(true);
    const [row] = await t.db.select().from(s.rewards).where(eq(s.rewards.name, "Caneca"));
    expect(row).toMatchObject({ pointsRequired: 200, active: false });
  });
});

describe("users, points, review reply, retention, sample status", () => {
  it("each refuses bad input beside the field and writes nothing", async () => {
    const people = await rows(s.profiles);
    const user = await submit(panelUsers, "/admin-panel/usuarios", { intent: "create", fullName: "Nova Pessoa", email: "", role: "user" });
    expectFieldErrors(user, { email: "Informe o e-mail do novo usuário." });
    expect(user.reply?.initialValue).toMatchObject({ fullName: "Nova Pessoa" });
    expect(await rows(s.profiles)).toBe(people);

    const maria = await person("maria@exemplo.com", "Maria Souza");
    const points = await submit(panelUsers, "/admin-panel/usuarios", { intent: "points", id: maria.id, amount: "", reason: "" });
    expectFieldErrors(points, { amount: "Informe a quantidade de pontos.", reason: "Informe o motivo do ajuste." });
    expect(await t.db.select().from(s.pointsLedger).where(eq(s.pointsLedger.userId, maria.id))).toHaveLength(0);

    const reply = await submit(panelReviews, "/admin-panel/avaliacoes", { intent: "reply", id: crypto.randomUUID(), reply: "   " });
    expectFieldErrors(reply, { reply: "Escreva a resposta da loja." });

    const retention = await readRetentionSettings();
    const periods = await submit(panelPrivacy, "/admin-panel/privacidade", {
      intent: "retention",
      sampleAddressDays: "0",
      contactMessageMonths: "121",
    });
    expectFieldErrors(periods, {
      sampleAddressDays: "O prazo deve ser de pelo menos 1 dia.",
      contactMessageMonths: "O prazo deve ser de no máximo 120 meses.",
    });
    expect(await readRetentionSettings()).toEqual(retention);

    const [product] = await t.db.select({ id: s.products.id }).from(s.products).limit(1);
    const [sample] = await t.db
      .insert(s.sampleRequests)
      .values({
        userId: maria.id,
        productId: product.id,
        fullName: maria.fullName,
        email: maria.email,
        address: "Rua 1",
        city: "Recife",
        state: "PE",
        zipCode: "50000-000",
      })
      .returning();
    const status = await submit(panelSamples, "/admin-panel/amostras", {
      intent: "sample-status",
      id: sample.id,
      status: "shipped",
      trackingCode: "abc",
    });
    expectFieldErrors(status, { trackingCode: "Código de rastreio inválido: use o formato dos Correios, como AA123456789BR." });
    expect(status.reply?.initialValue).toMatchObject({ intent: "sample-status", id: sample.id });
    const [after] = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, sample.id));
    expect(after.status).toBe("pending");
  });
});

describe("what was typed comes back", () => {
  it("an emptied field comes back empty (a page rendered without JavaScript must not refill it), files never", async () => {
    const answer = await submit(panelProducts, "/admin-panel/produtos", {
      intent: "product-create",
      name: "Com imagem",
      description: "",
      featured: ["false", "true"],
      imageFile: new File([new Uint8Array(10)], "a.txt", { type: "text/plain" }),
    });
    expect(answer.reply?.initialValue).toEqual({ intent: "product-create", name: "Com imagem", description: "", featured: "true" });
    expect(answer.reply?.error?.imageFile).toEqual(["Envie uma imagem JPEG, PNG ou WebP."]);
  });
});
