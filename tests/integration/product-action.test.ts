/** The product page's action as the browser reaches it: intents, sign-in, toasts, status codes, rate limit. */
import { count, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { userContext, type SessionUser } from "~/services/session.server";
import { readToast } from "~/lib/server/toast.server";
import { getProfile } from "~/models/users.server";
import { action } from "~/routes/site/product";

const t = useTestDatabase();

type Args = Parameters<typeof action>[0];
type Answer = {
  data: {
    intent: string;
    ok: boolean;
    formError?: string;
    reply?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    message?: string;
  };
  init: ResponseInit | null;
};

async function makeUser(name = "Paula Nunes"): Promise<SessionUser> {
  const id = crypto.randomUUID();
  const email = `${id.slice(0, 8)}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name, email, emailVerified: true });
  await t.db.insert(s.profiles).values({ id, email, fullName: name });
  const profile = (await getProfile(id))!;
  return { ...profile, sessionId: "test", emailVerified: true };
}

async function post(slug: string, fields: Record<string, string>, user: SessionUser | null, ip = "203.0.113.7") {
  const context = new RouterContextProvider();
  context.set(userContext, user);
  const request = new Request(`http://localhost:3000/produto/${slug}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "x-rv-client-ip": ip },
  });
  const result = (await action({ request, params: { slug }, context } as unknown as Args)) as unknown as Answer;
  const headers = new Headers(result.init?.headers);
  const cookie = headers.get("set-cookie");
  const toast = cookie
    ? (await readToast(new Request("http://localhost:3000/", { headers: { cookie: cookie.split(";")[0] } }))).toast
    : null;
  return { status: result.init?.status ?? 200, body: result.data, toast };
}

async function tableCount(table: typeof s.sampleRequests | typeof s.productReviews, userId: string) {
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row.n;
}

const SAMPLE = {
  intent: "sample",
  fullName: "Paula Nunes",
  email: "paula@exemplo.com.br",
  phone: "",
  address: "Av. Sete de Setembro, 100",
  city: "Salvador",
  state: "BA",
  zipCode: "40060001",
  notes: "",
};

beforeAll(async () => {
  await seedContent(t.db);
});

describe("anonymous visitors", () => {
  it("are told to sign in to request a sample or to review, and nothing is written", async () => {
    const sample = await post("bacopa-monnieri-500mg", SAMPLE, null);
    expect(sample.status).toBe(401);
    expect(sample.body.formError).toBe("Você precisa estar logado para solicitar uma amostra.");
    expect(sample.toast?.title).toBe("Você precisa estar logado para solicitar uma amostra.");
    const review = await post("bacopa-monnieri-500mg", { intent: "review", rating: "5", content: "Bom" }, null);
    expect(review.status).toBe(401);
    expect(review.toast?.title).toBe("Você precisa estar logado para avaliar um produto.");
    const [rows] = await t.db.select({ n: count() }).from(s.sampleRequests);
    expect(rows.n).toBe(0);
  });
});

describe("intent sample", () => {
  it("creates the request and answers with the real points in the toast; a second one is refused", async () => {
    const user = await makeUser();
    const first = await post("bacopa-monnieri-500mg", SAMPLE, user);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ intent: "sample", ok: true });
    expect(first.toast).toMatchObject({ type: "success", title: "Sua solicitação foi enviada com sucesso! Você ganhou 5 pontos!" });
    expect((await getProfile(user.id))?.points).toBe(5);

    const second = await post("bacopa-monnieri-500mg", SAMPLE, user);
    expect(second.status).toBe(409);
    expect(second.toast?.type).toBe("error");
    expect(second.body.formError).toMatch(/^Você já tem uma solicitação de amostra em andamento para este produto/);
    expect(await tableCount(s.sampleRequests, user.id)).toBe(1);
  });

  it("returns field errors with 400 and writes nothing", async () => {
    const user = await makeUser();
    const bad = await post("bacopa-monnieri-500mg", { ...SAMPLE, zipCode: "01310-100" }, user);
    expect(bad.status).toBe(400);
    // conform's reply: the error beside its field, and what was typed kept.
    expect(bad.body.reply?.error).toEqual({ zipCode: ["Este CEP não pertence ao estado selecionado."] });
    expect(bad.body.reply?.initialValue).toMatchObject({ zipCode: "01310-100", city: "Salvador" });
    expect(await tableCount(s.sampleRequests, user.id)).toBe(0);
  });

  it("answers 404 for an unknown or inactive product", async () => {
    const user = await makeUser();
    const missing = await post("nao-existe", SAMPLE, user);
    expect(missing.status).toBe(404);
    expect(missing.body.formError).toBe("Produto não encontrado.");
  });

  it("is rate limited per user", async () => {
    const user = await makeUser();
    for (let i = 0; i < 10; i++)
      expect((await post("magnesio-dimalato", { ...SAMPLE, city: "" }, user, `198.51.100.${i}`)).status).toBe(400);
    const blocked = await post("magnesio-dimalato", SAMPLE, user, "198.51.100.99");
    expect(blocked.status).toBe(429);
    expect(blocked.body.formError).toBe("Muitas tentativas. Aguarde alguns minutos e tente novamente.");
    expect(await tableCount(s.sampleRequests, user.id)).toBe(0);
  });
});

describe("intent review", () => {
  it("answers the specification's messages for a missing rating or text", async () => {
    const user = await makeUser();
    const noRating = await post("cardo-mariano", { intent: "review", rating: "0", title: "", content: "Bom" }, user);
    expect(noRating.status).toBe(400);
    expect(noRating.toast?.title).toBe("Por favor, selecione uma classificação.");
    const noText = await post("cardo-mariano", { intent: "review", rating: "4", title: "", content: "   " }, user);
    expect(noText.toast?.title).toBe("Por favor, escreva um comentário sobre o produto.");
    expect(await tableCount(s.productReviews, user.id)).toBe(0);
  });

  it("saves the review and answers with the points", async () => {
    const user = await makeUser();
    const ok = await post(
      "cardo-mariano",
      { intent: "review", rating: "5", title: "Gostei", content: "Digestão mais leve depois das refeições." },
      user,
    );
    expect(ok.status).toBe(200);
    expect(ok.toast).toMatchObject({
      type: "success",
      title: "Sua avaliação foi enviada e será analisada em breve. Você ganhou 10 pontos!",
    });
    const again = await post("cardo-mariano", { intent: "review", rating: "4", title: "", content: "De novo" }, user);
    expect(again.status).toBe(409);
    expect(await tableCount(s.productReviews, user.id)).toBe(1);
  });

  it("a review under 30 characters is saved, and its toast says it earned no points", async () => {
    const user = await makeUser();
    const short = await post("cardo-mariano", { intent: "review", rating: "5", title: "", content: "Bom" }, user);
    expect(short.status).toBe(200);
    expect(short.toast).toMatchObject({
      type: "success",
      title: "Sua avaliação foi enviada e será analisada em breve. Ela não ganhou pontos porque o comentário tem menos de 30 caracteres.",
    });
    expect(await tableCount(s.productReviews, user.id)).toBe(1);
    expect((await getProfile(user.id))?.points).toBe(0);
  });

  it("counts every post against the limit, duplicates too; past it a valid review writes nothing and earns nothing", async () => {
    const user = await makeUser();
    expect(
      (await post("cardo-mariano", { intent: "review", rating: "5", title: "", content: "Muito bom, senti a digestão mais leve." }, user))
        .status,
    ).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await post("cardo-mariano", { intent: "review", rating: "4", title: "", content: "De novo" }, user)).status).toBe(409);
    const blocked = await post("magnesio-dimalato", { intent: "review", rating: "5", title: "", content: "Outro produto." }, user);
    expect(blocked.status).toBe(429);
    expect(blocked.toast?.title).toBe("Muitas tentativas. Aguarde alguns minutos e tente novamente.");
    expect(await tableCount(s.productReviews, user.id)).toBe(1);
    expect((await getProfile(user.id))?.points).toBe(10);
  });

  it("refuses an unknown intent", async () => {
    const user = await makeUser();
    expect((await post("cardo-mariano", { intent: "delete" }, user)).status).toBe(400);
  });
});
