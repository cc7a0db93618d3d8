/**
 * Sign-up, sign-in, password reset and the confirmation resend answer the same
 * for an e-mail that has an account and one that has not (status, body, toast), through the real
 * /auth action, and do comparable work (a password hash either way; mail goes out after the answer).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { countSettledMail, waitForLocalMail } from "../helpers/mail";
import { call, makeAccount, PASSWORD, uniqueEmail, type Answer } from "./support";
import * as s from "~/db/schema";
import { auth } from "~/services/auth.server";
import { action as authAction } from "~/routes/auth/auth";

const t = useTestDatabase();
let ipCounter = 0;
const freshIp = () => `100.80.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** Counts the password hashes and verifications (scrypt: the slow, telling part of the work). */
const work = { n: 0 };
let restore = () => {};
beforeAll(async () => {
  const context = await auth().$context;
  const { hash, verify } = context.password;
  context.password.hash = async (...args) => (work.n++, hash(...args));
  context.password.verify = async (...args) => (work.n++, verify(...args));
  restore = () => Object.assign(context.password, { hash, verify });
});
afterAll(() => restore());

/** The answer with the typed e-mail taken out (forms echo it back into their field). */
function shape(answer: Answer, email: string) {
  // A toast carries a random id (so two equal toasts both show); everything else must match.
  const toast = answer.toast ? { ...answer.toast, id: "<id>" } : null;
  const text = JSON.stringify({ status: answer.status, body: answer.body, toast }).replaceAll(email, "<e-mail>");
  const cookies = answer.headers.getSetCookie().map((c) => c.split("=")[0]);
  return { text, cookies, location: answer.headers.get("location") };
}

async function send(fields: Record<string, string>) {
  const before = work.n;
  const answer = await call(authAction, "/auth", { ip: freshIp(), fields });
  return { answer, work: work.n - before, shape: shape(answer, fields.email) };
}

describe("known and unknown e-mails get the same answer", () => {
  it("sign-in: a wrong password on a real account, on an unconfirmed one, and an address with no account", async () => {
    const known = await makeAccount("conhecida");
    const unconfirmed = await makeAccount("pendente");
    await t.db.update(s.user).set({ emailVerified: false }).where(eq(s.user.id, unconfirmed.id));
    const attempt = (email: string) => send({ intent: "sign-in", email, password: "Errada@123" });
    const [a, b, c] = [await attempt(known.email), await attempt(unconfirmed.email), await attempt(uniqueEmail("ninguem"))];
    expect(a.answer.toast?.title).toBe("E-mail ou senha incorretos. Verifique suas credenciais e tente novamente.");
    expect(b.shape).toEqual(a.shape);
    expect(c.shape).toEqual(a.shape);
    expect([a.work, b.work, c.work]).toEqual([1, 1, 1]);
  });

  it("sign-up: an address already registered answers like a new one (its owner is told by e-mail)", async () => {
    const known = await makeAccount("cadastrada");
    const unknown = uniqueEmail("nova");
    const signUp = (email: string) =>
      send({ intent: "sign-up", fullName: "Ana Lima", email, password: PASSWORD, confirmPassword: PASSWORD });
    const [a, b] = [await signUp(known.email), await signUp(unknown)];
    expect(a.answer.toast?.title).toBe("Cadastro realizado com sucesso! Verifique seu e-mail para confirmar sua conta.");
    expect(b.shape).toEqual(a.shape);
    expect([a.work, b.work]).toEqual([1, 1]);
    await waitForLocalMail(known.email, /Você já tem uma conta/);
    await waitForLocalMail(unknown, /Confirme seu e-mail/);
    expect(await t.db.select().from(s.user).where(eq(s.user.email, known.email))).toHaveLength(1);
  });

  it("sign-up: an address registered but not confirmed answers like a new one (a fresh confirmation link is sent)", async () => {
    const pending = await makeAccount("nao-confirmada");
    await t.db.update(s.user).set({ emailVerified: false }).where(eq(s.user.id, pending.id));
    const unknown = uniqueEmail("nova-2");
    const signUp = (email: string) =>
      send({ intent: "sign-up", fullName: "Ana Lima", email, password: PASSWORD, confirmPassword: PASSWORD });
    const [a, b] = [await signUp(pending.email), await signUp(unknown)];
    expect(b.shape).toEqual(a.shape);
    expect([a.work, b.work]).toEqual([1, 1]);
    await waitForLocalMail(pending.email, /Confirme seu e-mail/);
    await waitForLocalMail(unknown, /Confirme seu e-mail/);
  });

  it("password reset: the same message, and a link only for a real account", async () => {
    const known = await makeAccount("recupera");
    const unknown = uniqueEmail("sem-conta");
    const forgot = (email: string) => send({ intent: "forgot", email });
    const [a, b] = [await forgot(known.email), await forgot(unknown)];
    expect(a.answer.toast?.title).toBe(
      "E-mail de recuperação enviado! Verifique sua caixa de entrada e siga as instruções para redefinir sua senha.",
    );
    expect(b.shape).toEqual(a.shape);
    await waitForLocalMail(known.email, /Redefina sua senha/);
    expect(await countSettledMail(unknown, /./)).toBe(0);
  });

  it("confirmation resend: an unconfirmed account, a confirmed one and no account answer alike", async () => {
    const pending = await makeAccount("aguarda");
    await t.db.update(s.user).set({ emailVerified: false }).where(eq(s.user.id, pending.id));
    const confirmed = await makeAccount("confirmada");
    const resend = (email: string) => send({ intent: "resend", from: "sign-in", email });
    const [a, b, c] = [await resend(pending.email), await resend(confirmed.email), await resend(uniqueEmail("nada"))];
    expect(a.answer.toast?.title).toBe(
      "Se houver uma conta aguardando confirmação com este e-mail, enviamos um novo link. Ele vale por 24 horas.",
    );
    expect(b.shape).toEqual(a.shape);
    expect(c.shape).toEqual(a.shape);
    await waitForLocalMail(pending.email, /Confirme seu e-mail/);
    expect(await countSettledMail(confirmed.email, /./)).toBe(0);
  });

  it("the per-account limits count an unknown address exactly like a known one", async () => {
    const known = await makeAccount("limite");
    const unknown = uniqueEmail("limite-x");
    const run = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await send({ intent: "forgot", email })).answer.status);
      return statuses;
    };
    const [a, b] = [await run(known.email), await run(unknown)];
    expect(a).toEqual([200, 200, 200, 429]);
    expect(b).toEqual(a);
  });
});
