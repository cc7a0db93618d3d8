/**
 * The contact and data-removal actions as the browser reaches them: validation, rate limits per IP
 * and per e-mail, storage, and the answer (toast cookie, field errors, status) for each outcome.
 */
import { count, eq } from "drizzle-orm";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { sendMail } from "~/lib/server/mail.server";
import { TOO_MANY } from "~/lib/server/rate-limit.server";
import { userContext, type SessionUser } from "~/services/session.server";
import { action as contactPageAction } from "~/routes/site/contact";
import { action as helpAction } from "~/routes/site/help";
import { action as privacyAction } from "~/routes/site/privacy";

vi.mock("~/lib/server/mail.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/lib/server/mail.server")>();
  return { ...original, sendMail: vi.fn(original.sendMail) };
});

const t = useTestDatabase();

let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(path: string, fields: Record<string, string>, ip = freshIp()) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "x-rv-client-ip": ip },
  });
}

function contextFor(user: Pick<SessionUser, "id" | "email" | "fullName"> | null) {
  const context = new RouterContextProvider();
  context.set(userContext, user as SessionUser | null);
  return context;
}

type Answer<T> = DataWithResponseInit<T>;
async function callContact(fields: Record<string, string>, ip?: string, action = helpAction) {
  const result = await action({ request: post("/ajuda", fields, ip), context: contextFor(null), params: {} } as never);
  return result as unknown as Answer<Record<string, unknown>>;
}
async function callPrivacy(fields: Record<string, string>, user: Parameters<typeof contextFor>[0] = null, ip?: string) {
  const result = await privacyAction({ request: post("/lgpd", fields, ip), context: contextFor(user), params: {} } as never);
  return result as unknown as Answer<Record<string, unknown>>;
}

const contact = (email: string, subject = "Dúvida") => ({ intent: "contact", name: "Ana", email, subject, message: "Olá!" });
const toastOf = (answer: Answer<unknown>) => new Headers(answer.init?.headers).get("set-cookie") ?? "";
const contactCount = async () => (await t.db.select({ n: count() }).from(s.contactMessages))[0].n;
const requestCount = async () => (await t.db.select({ n: count() }).from(s.dataRemovalRequests))[0].n;

describe("contact action (/ajuda and /contato)", () => {
  it("answers field errors with the typed values and stores nothing", async () => {
    const before = await contactCount();
    const answer = await callContact({ intent: "contact", name: "Ana", email: "x", subject: "", message: "oi" });
    expect(answer.init?.status).toBe(400);
    // conform's reply: the schema's messages beside the fields and what was typed (pages without JavaScript).
    expect(answer.data).toMatchObject({
      ok: false,
      reply: {
        status: "error",
        error: { email: ["Digite um e-mail válido"], subject: ["Informe o assunto."] },
        initialValue: { name: "Ana", email: "x", message: "oi" },
      },
    });
    expect(toastOf(answer)).toBe("");
    expect(await contactCount()).toBe(before);
  });

  it("stores the message, e-mails support and sets the success toast", async () => {
    const answer = await callContact(contact("sucesso@x.com", "Minha amostra"));
    expect(answer.data).toEqual({ ok: true, intent: "contact" });
    expect(toastOf(answer)).toContain("rv_toast=");
    const [row] = await t.db.select().from(s.contactMessages).where(eq(s.contactMessages.email, "sucesso@x.com"));
    expect(row.subject).toBe("Minha amostra");
    // Queued in the message's own transaction.
    expect(vi.mocked(sendMail)).toHaveBeenLastCalledWith(
      expect.objectContaining({ to: "suporte@raizvital.com.br", subject: "Contato - Minha amostra" }),
      expect.objectContaining({ tx: expect.anything() }),
    );
  });

  it("/contato runs the same action", async () => {
    const answer = await callContact(contact("pelo-contato@x.com"), undefined, contactPageAction);
    expect(answer.data).toEqual({ ok: true, intent: "contact" });
    expect((await t.db.select().from(s.contactMessages).where(eq(s.contactMessages.email, "pelo-contato@x.com"))).length).toBe(1);
  });

  it("says 'Erro ao enviar' when the e-mail cannot be queued, storing nothing and keeping the text typed", async () => {
    vi.mocked(sendMail).mockRejectedValueOnce(new Error("fila fora do ar"));
    const answer = await callContact(contact("falha@x.com"));
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({
      ok: false,
      formError: { title: "Erro ao enviar", description: "Tente novamente ou entre em contato por telefone." },
      reply: { initialValue: { email: "falha@x.com" } },
    });
    // The refusal's toast takes the one flash path (decision 003).
    expect(toastOf(answer)).toContain("rv_toast=");
    // The message and its e-mail are one transaction: neither exists.
    expect((await t.db.select().from(s.contactMessages).where(eq(s.contactMessages.email, "falha@x.com"))).length).toBe(0);
  });

  it("limits messages per IP and per e-mail", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await callContact(contact(`ip${i}@x.com`), ip)).data.ok).toBe(true);
    const blocked = await callContact(contact("ip-extra@x.com"), ip);
    expect(blocked.init?.status).toBe(429);
    expect(blocked.data).toMatchObject({ ok: false, formError: { title: "Erro ao enviar", description: TOO_MANY } });
    expect(toastOf(blocked)).toContain("rv_toast=");
    expect((await t.db.select().from(s.contactMessages).where(eq(s.contactMessages.email, "ip-extra@x.com"))).length).toBe(0);

    for (let i = 0; i < 5; i++) expect((await callContact(contact("mesmo@x.com"))).data.ok).toBe(true);
    expect((await callContact(contact("MESMO@x.com"))).init?.status).toBe(429);
  });

  it("ignores bots that fill the hidden field", async () => {
    const before = await contactCount();
    const answer = await callContact({ ...contact("bot@x.com"), website: "http://spam.example" });
    expect(answer.data.ok).toBe(true);
    expect(await contactCount()).toBe(before);
  });
});

describe("data-removal action (/lgpd)", () => {
  it("requires full name and e-mail, storing nothing otherwise", async () => {
    const before = await requestCount();
    const answer = await callPrivacy({ intent: "data-removal", fullName: " ", email: "", reason: "" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, reply: { status: "error" } });
    // The field shows its first message.
    const reply = answer.data.reply as { error: Record<string, string[]> };
    expect({ fullName: reply.error.fullName[0], email: reply.error.email[0] }).toEqual({
      fullName: "Informe seu nome completo.",
      email: "Informe seu e-mail.",
    });
    expect(toastOf(answer)).toBe("");
    expect(await requestCount()).toBe(before);
  });

  it("stores an anonymous request with a protocol and answers with the confirmation", async () => {
    const answer = await callPrivacy({ intent: "data-removal", fullName: "Ana Lima", email: "Ana@X.com", reason: "" });
    // Anonymous: the typed address gets a confirmation link, and the toast says so.
    expect(answer.data).toMatchObject({ ok: true, email: "ana@x.com", confirmed: false });
    expect(String(answer.data.protocol)).toMatch(/^LGPD-\d{4}-\d{6}$/);
    expect(toastOf(answer)).toContain("rv_toast=");
    const [row] = await t.db
      .select()
      .from(s.dataRemovalRequests)
      .where(eq(s.dataRemovalRequests.protocol, String(answer.data.protocol)));
    expect(row).toMatchObject({ userId: null, fullName: "Ana Lima", email: "ana@x.com", reason: null, status: "pending" });
  });

  it("links the request to the signed-in user", async () => {
    const id = crypto.randomUUID();
    await t.db.insert(s.user).values({ id, name: "Bia", email: "bia@x.com" });
    await t.db.insert(s.profiles).values({ id, email: "bia@x.com", fullName: "Bia" });
    const answer = await callPrivacy(
      { intent: "data-removal", fullName: "Bia Souza", email: "bia@x.com", reason: "Não uso mais" },
      { id, email: "bia@x.com", fullName: "Bia" },
    );
    const [row] = await t.db
      .select()
      .from(s.dataRemovalRequests)
      .where(eq(s.dataRemovalRequests.protocol, String(answer.data.protocol)));
    expect(row.userId).toBe(id);
    expect(row.reason).toBe("Não uso mais");
  });

  it("limits requests per IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await callPrivacy({ intent: "data-removal", fullName: "Ana", email: `lim${i}@x.com` }, null, ip)).data.ok).toBe(true);
    }
    const blocked = await callPrivacy({ intent: "data-removal", fullName: "Ana", email: "lim-extra@x.com" }, null, ip);
    expect(blocked.init?.status).toBe(429);
    expect(blocked.data).toMatchObject({ ok: false, formError: { title: "Erro ao enviar solicitação", description: TOO_MANY } });
    expect(toastOf(blocked)).toContain("rv_toast=");
  });
});
