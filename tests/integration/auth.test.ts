import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestDatabase } from "../helpers/db";
import { countSettledMail, linkIn, waitForLocalMail } from "../helpers/mail";
import * as s from "~/db/schema";
import { AUTH_TEXTS } from "~/i18n/auth";
import { auth } from "~/services/auth.server";
import { callAuth } from "~/services/auth-call.server";
import { TOO_MANY } from "~/lib/server/rate-limit.server";

const t = useTestDatabase();
const PASSWORD = "Senha@Forte1";
let ipCounter = 0;

/** Request headers from a fresh client address (so limits of one test do not leak into another). */
function fromIp(ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
  return new Headers({ "x-rv-client-ip": ip });
}

function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@exemplo.com.br`;
}

function signIn(email: string, password: string, headers = fromIp(), rememberMe = true) {
  return callAuth(() => auth().api.signInEmail({ body: { email, password, rememberMe }, headers, returnHeaders: true }));
}

function signUp(email: string, name = "Maria <b>Silva</b>", headers = fromIp()) {
  return callAuth(() =>
    auth().api.signUpEmail({ body: { name, email, password: PASSWORD, callbackURL: "/auth?confirmado=1" }, headers, returnHeaders: true }),
  );
}

/** Follows a link of an e-mail through better-auth's HTTP handler, as the browser does. */
async function follow(link: string) {
  const response = await auth().handler(new Request(link, { headers: fromIp() }));
  return { status: response.status, location: response.headers.get("location") ?? "", cookies: response.headers.getSetCookie() };
}

async function confirmedAccount(tag: string) {
  const email = uniqueEmail(tag);
  expect((await signUp(email)).ok).toBe(true);
  const mail = await waitForLocalMail(email, /Confirme seu e-mail/);
  expect((await follow(linkIn(mail, "/api/auth/verify-email"))).status).toBe(302);
  return email;
}

describe("sign-up and confirmation", () => {
  it("creates the account and profile, and mails a Portuguese confirmation with HTML and text parts", async () => {
    const email = uniqueEmail("cadastro");
    const result = await signUp(email);
    expect(result.ok).toBe(true);
    const [profile] = await t.db.select().from(s.profiles).where(eq(s.profiles.email, email));
    expect(profile).toMatchObject({ fullName: "Maria <b>Silva</b>", role: "user", points: 0, status: "active" });

    const mail = await waitForLocalMail(email, /Confirme seu e-mail – Raiz Vital/);
    // The address is not confirmed yet: the typed name is not repeated to it.
    expect(mail.text).toMatch(/^Olá!$/m);
    expect(mail.text + mail.html).not.toContain("Maria");
    expect(mail.html).toContain("Confirmar e-mail");
    expect(mail.html).not.toContain("<b>Silva</b>");
    const link = linkIn(mail, "/api/auth/verify-email");
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/auth?confirmado=1");
  });

  it("refuses to sign in before the e-mail is confirmed, resends on request, then signs in after the link", async () => {
    const email = uniqueEmail("confirma");
    await signUp(email);
    const before = await signIn(email, PASSWORD);
    expect(before).toMatchObject({ ok: false, code: "EMAIL_NOT_VERIFIED", message: AUTH_TEXTS.emailNotVerified });

    const resent = await callAuth(() =>
      auth().api.sendVerificationEmail({ body: { email, callbackURL: "/auth?confirmado=1" }, headers: fromIp(), returnHeaders: true }),
    );
    expect(resent.ok).toBe(true);
    const second = await waitForLocalMail(email, /Confirme seu e-mail/, 2);

    const landing = await follow(linkIn(second, "/api/auth/verify-email"));
    expect(landing.status).toBe(302);
    expect(landing.location).toBe("/auth?confirmado=1");
    expect(landing.cookies.some((c) => c.startsWith("rv.session_token="))).toBe(true);
    expect((await signIn(email, PASSWORD)).ok).toBe(true);
  });

  it("signing up again with an unconfirmed address drops every password chosen so far: the link it sends creates one", async () => {
    const email = uniqueEmail("reconfirma");
    const first = await signUp(email);
    expect(first.ok).toBe(true);
    await waitForLocalMail(email, /Confirme seu e-mail/);
    const again = await signUp(email, "Outra Pessoa");
    // The same answer as a first sign-up.
    expect(again.ok).toBe(true);
    const second = await waitForLocalMail(email, /Confirme seu e-mail e crie sua senha/);
    expect(second.text).not.toMatch(/já tem uma conta|Outra Pessoa/);
    expect((await signIn(email, PASSWORD)).ok).toBe(false);
    const landing = await follow(linkIn(second, "/api/auth/reset-password/"));
    expect(new URL(landing.location, "http://localhost:3000").pathname + new URL(landing.location, "http://localhost:3000").search).toMatch(
      /^\/auth\/nova-senha\?confirmar=1&token=/,
    );
    const users = await t.db.select().from(s.user).where(eq(s.user.email, email));
    expect(users).toHaveLength(1);
  });

  it("answers a sign-up with a taken e-mail like a new one, and tells the owner by e-mail", async () => {
    const email = await confirmedAccount("duplicado");
    const again = await signUp(email, "Outra Pessoa");
    expect(again.ok).toBe(true);
    await waitForLocalMail(email, /Você já tem uma conta/);
    const users = await t.db.select().from(s.user).where(eq(s.user.email, email));
    expect(users).toHaveLength(1);
    expect(users[0].name).toBe("Maria <b>Silva</b>");
  });
});

describe("sign-in", () => {
  it("turns wrong credentials into the specification's message", async () => {
    const email = await confirmedAccount("errada");
    const wrong = await signIn(email, "Errada@123");
    expect(wrong).toMatchObject({ ok: false, message: "E-mail ou senha incorretos. Verifique suas credenciais e tente novamente." });
    const unknown = await signIn(uniqueEmail("ninguem"), "Errada@123");
    expect(unknown).toMatchObject({ ok: false, message: AUTH_TEXTS.invalidCredentials });
  });

  it("keeps the session 30 days with 'Lembrar-me' and for the browser session without it", async () => {
    const email = await confirmedAccount("lembrar");
    const remembered = await signIn(email, PASSWORD, fromIp(), true);
    const forgotten = await signIn(email, PASSWORD, fromIp(), false);
    if (!remembered.ok || !forgotten.ok) throw new Error("sign-in failed");
    const cookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith("rv.session_token="))!;
    expect(cookie(remembered.headers)).toMatch(/Max-Age=2592000/i);
    expect(cookie(forgotten.headers)).not.toMatch(/Max-Age|Expires/i);
  });

  it("refuses an inactive account", async () => {
    const email = await confirmedAccount("inativo");
    await t.db.update(s.profiles).set({ status: "inactive" }).where(eq(s.profiles.email, email));
    expect(await signIn(email, PASSWORD)).toMatchObject({ ok: false, code: "ACCOUNT_INACTIVE", message: AUTH_TEXTS.accountInactive });
  });
});

describe("password reset", () => {
  it("mails a link that lands on /auth/nova-senha, sets the new password and ends every session", async () => {
    const email = await confirmedAccount("reset");
    const session = await signIn(email, PASSWORD);
    expect(session.ok).toBe(true);

    const asked = await callAuth(() =>
      auth().api.requestPasswordReset({ body: { email, redirectTo: "/auth/nova-senha" }, headers: fromIp(), returnHeaders: true }),
    );
    expect(asked.ok).toBe(true);
    const mail = await waitForLocalMail(email, /Redefina sua senha/);
    const landing = await follow(linkIn(mail, "/api/auth/reset-password/"));
    expect(landing.status).toBe(302);
    const target = new URL(landing.location, "http://localhost:3000");
    expect(target.pathname).toBe("/auth/nova-senha");
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const done = await callAuth(() =>
      auth().api.resetPassword({ body: { newPassword: "Nova@Senha2", token }, headers: fromIp(), returnHeaders: true }),
    );
    expect(done.ok).toBe(true);
    const [profile] = await t.db.select().from(s.profiles).where(eq(s.profiles.email, email));
    expect(await t.db.select().from(s.session).where(eq(s.session.userId, profile.id))).toHaveLength(0);
    expect((await signIn(email, PASSWORD)).ok).toBe(false);
    expect((await signIn(email, "Nova@Senha2")).ok).toBe(true);

    const reused = await callAuth(() =>
      auth().api.resetPassword({ body: { newPassword: "Outra@Senha3", token }, headers: fromIp(), returnHeaders: true }),
    );
    expect(reused).toMatchObject({ ok: false, message: AUTH_TEXTS.resetLinkInvalid });
  });

  it("answers an unknown e-mail exactly like a known one, and sends nothing", async () => {
    const known = await confirmedAccount("conhecido");
    const unknown = uniqueEmail("desconhecido");
    const ask = (email: string) =>
      callAuth(() =>
        auth().api.requestPasswordReset({ body: { email, redirectTo: "/auth/nova-senha" }, headers: fromIp(), returnHeaders: true }),
      );
    const [a, b] = [await ask(known), await ask(unknown)];
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(b.data).toEqual(a.data);
    await waitForLocalMail(known, /Redefina sua senha/);
    expect(await countSettledMail(unknown, /./)).toBe(0);
  });
});

describe("rate limits in the database", () => {
  it("limits failed sign-ins per account and address, counts only failures, and lets the owner in elsewhere", async () => {
    const email = await confirmedAccount("limite");
    const ip = "203.0.113.90";
    for (let i = 0; i < 12; i++) expect((await signIn(email, PASSWORD, fromIp(ip))).ok).toBe(true);
    for (let i = 0; i < 8; i++)
      expect(await signIn(email, "Errada@123", fromIp(ip))).toMatchObject({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(await signIn(email, PASSWORD, fromIp(ip))).toMatchObject({ ok: false, status: 429, message: TOO_MANY });
    expect((await signIn(email, PASSWORD)).ok).toBe(true);
    const rows = await t.db.select().from(s.rateLimit);
    expect(rows.some((r) => r.key === `app:auth-sign-in-pair:${email}|${ip}`)).toBe(true);
  });

  // 31 sign-ins, each hashing a password (an unknown address is hashed too, so that it answers as slowly
  // as a known one): seconds of CPU, many more when CI runs both database passes side by side.
  it("limits per IP across accounts, also for direct calls to /api/auth", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 30; i++) {
      const r = await signIn(uniqueEmail(`ip${i}`), "Errada@123", fromIp(ip));
      expect(r.ok).toBe(false);
      expect(r.ok ? 0 : r.status).toBe(401);
    }
    const direct = await auth().handler(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-rv-client-ip": ip },
        body: JSON.stringify({ email: uniqueEmail("direto"), password: "Errada@123" }),
      }),
    );
    expect(direct.status).toBe(429);
    expect(direct.headers.get("retry-after")).toMatch(/^\d+$/);
  }, 120_000);

  it("limits reset requests per account with the same answer for unknown addresses", async () => {
    const email = uniqueEmail("reset-limite");
    const ask = () =>
      callAuth(() =>
        auth().api.requestPasswordReset({ body: { email, redirectTo: "/auth/nova-senha" }, headers: fromIp(), returnHeaders: true }),
      );
    for (let i = 0; i < 3; i++) expect((await ask()).ok).toBe(true);
    expect(await ask()).toMatchObject({ ok: false, status: 429 });
  });
});
