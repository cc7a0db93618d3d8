/**
 * An address registered first by someone else is never taken over when its owner arrives: no password
 * chosen before the address was confirmed survives a confirmation by someone else, every session of an
 * unconfirmed account ends when it is confirmed, and the ADMIN_EMAILS role waits for the confirmation.
 * Played as the attacker would, through the real server (createApp): the /auth form, the e-mailed
 * links, /auth/nova-senha and better-auth's sign-in endpoint.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { linkIn, waitForLocalMail } from "../helpers/mail";
import { hasBuild, useSecurityHarness, type Answer } from "./support/harness";
import * as s from "~/db/schema";

// Before anything reads the configuration: one more store owner, whose address an attacker registers first.
const OWNER = vi.hoisted(() => {
  const email = "dona.da.loja@raizvital.com.br";
  process.env.ADMIN_EMAILS = `admin@raizvital.com.br,${email}`;
  return email;
});

const ATTACKER_PASSWORD = "Invasor@2026";
const OWNER_PASSWORD = "Dona@Legitima1";

describe.skipIf(!hasBuild)("an account registered before its owner arrives", () => {
  const h = useSecurityHarness();
  let n = 0;
  const address = (tag: string) => `${tag}-${++n}@exemplo.com.br`;

  /** The /auth form's sign-up, from a browser of its own (a fresh client address each time). */
  async function signUp(email: string, password: string, fullName = "Pessoa Qualquer") {
    const answer = await h.send("anonymous", "/auth", {
      form: { intent: "sign-up", fullName, email, password, confirmPassword: password },
      headers: { "x-rv-client-ip": `203.0.113.${++n % 250}` },
    });
    expect(answer.status).toBe(200);
    return answer;
  }

  /** better-auth's sign-in endpoint: "signed in", or the refusal's code. */
  async function signIn(email: string, password: string): Promise<string> {
    const answer = await h.send("anonymous", "/api/auth/sign-in/email", { form: { email, password }, json: true });
    if (answer.status === 200) return "signed in";
    return (JSON.parse(answer.body) as { code?: string }).code ?? String(answer.status);
  }

  /** Follows a link of an e-mail as the owner's browser does: the answer, and the session cookie it set. */
  async function open(link: string): Promise<Answer & { cookie: string }> {
    const url = new URL(link);
    const answer = await h.send("anonymous", url.pathname + url.search);
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("rv.session_token=")) ?? "";
    return { ...answer, cookie: cookie.split(";")[0] ?? "" };
  }

  /** The owner follows a "crie sua senha" link to /auth/nova-senha and creates a password there. */
  async function createPassword(link: string, password: string) {
    const landing = await open(link);
    expect(landing.status).toBe(302);
    const page = new URL(landing.location!, "http://localhost:3000");
    expect(page.pathname).toBe("/auth/nova-senha");
    const token = page.searchParams.get("token")!;
    const done = await h.send("anonymous", page.pathname + page.search, {
      form: { token, password, confirmPassword: password },
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/auth");
    return done;
  }

  const userOf = async (email: string) => (await h.t.db.select().from(s.user).where(eq(s.user.email, email)))[0];
  const profileOf = async (email: string) => (await h.t.db.select().from(s.profiles).where(eq(s.profiles.email, email)))[0];

  it("the attacker signs up, the owner signs up and confirms: the attacker's password no longer opens the account", async () => {
    const email = address("vitima");
    await signUp(email, ATTACKER_PASSWORD, "Atacante");
    await signUp(email, OWNER_PASSWORD, "Dona Legítima");
    // Two sign-ups claimed the address: the link sent to it now creates the password.
    const mail = await waitForLocalMail(email, /Confirme seu e-mail e crie sua senha/);
    expect(mail.text).not.toMatch(/Atacante|Legítima/);
    await createPassword(linkIn(mail, "/api/auth/reset-password/"), OWNER_PASSWORD);

    expect((await userOf(email)).emailVerified).toBe(true);
    expect(await signIn(email, ATTACKER_PASSWORD)).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(await signIn(email, OWNER_PASSWORD)).toBe("signed in");
    // Nor does the name typed by either sign-up stay: the owner writes it in the profile.
    expect((await profileOf(email)).fullName).toBe(email.split("@")[0]);
    expect((await userOf(email)).name).toBe(email.split("@")[0]);
  });

  it("the owner follows the first (plain) confirmation link instead: confirmed, and still no attacker's password", async () => {
    const email = address("vitima-link-antigo");
    await signUp(email, ATTACKER_PASSWORD);
    await signUp(email, OWNER_PASSWORD);
    const first = await waitForLocalMail(email, /^Confirme seu e-mail –/);
    const landing = await open(linkIn(first, "/api/auth/verify-email"));
    expect(landing.status).toBe(302);
    expect((await userOf(email)).emailVerified).toBe(true);
    expect(await signIn(email, ATTACKER_PASSWORD)).toBe("INVALID_EMAIL_OR_PASSWORD");
    // The owner, who opened the link, is the one signed in; the password is then created with "Esqueci minha senha".
    expect(landing.cookie).toMatch(/^rv\.session_token=/);
  });

  it("the attacker signs up again after the owner: whichever link the owner uses, the attacker's password is never the account's", async () => {
    const email = address("vitima-corrida");
    await signUp(email, ATTACKER_PASSWORD);
    await signUp(email, OWNER_PASSWORD);
    await signUp(email, ATTACKER_PASSWORD);
    expect(await signIn(email, ATTACKER_PASSWORD)).toBe("INVALID_EMAIL_OR_PASSWORD");
    const links = await waitForLocalMail(email, /Confirme seu e-mail e crie sua senha/, 2);
    await createPassword(linkIn(links, "/api/auth/reset-password/"), OWNER_PASSWORD);
    expect(await signIn(email, ATTACKER_PASSWORD)).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(await signIn(email, OWNER_PASSWORD)).toBe("signed in");
  });

  it("a store owner's address (ADMIN_EMAILS): the role waits for the confirmation, and the first sign-up's password never counts", async () => {
    await signUp(OWNER, ATTACKER_PASSWORD, "Atacante");
    expect((await profileOf(OWNER)).role).toBe("user");
    expect(await signIn(OWNER, ATTACKER_PASSWORD)).toBe("INVALID_EMAIL_OR_PASSWORD");
    const mail = await waitForLocalMail(OWNER, /Confirme seu e-mail e crie sua senha/);
    expect((await profileOf(OWNER)).role).toBe("user");

    await createPassword(linkIn(mail, "/api/auth/reset-password/"), OWNER_PASSWORD);
    expect((await profileOf(OWNER)).role).toBe("admin");
    expect(await signIn(OWNER, ATTACKER_PASSWORD)).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(await signIn(OWNER, OWNER_PASSWORD)).toBe("signed in");
  });

  it("every session an unconfirmed account had ends when its address is confirmed", async () => {
    const email = address("sessao-antiga");
    await signUp(email, OWNER_PASSWORD);
    const { id } = await userOf(email);
    const now = new Date();
    const stale = {
      id: crypto.randomUUID(),
      token: `antiga-${crypto.randomUUID()}`,
      userId: id,
      expiresAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
      updatedAt: now,
    };
    await h.t.db.insert(s.session).values(stale);

    const mail = await waitForLocalMail(email, /^Confirme seu e-mail –/);
    const landing = await open(linkIn(mail, "/api/auth/verify-email"));
    expect(landing.location).toBe("/auth?confirmado=1");
    const sessions = await h.t.db.select().from(s.session).where(eq(s.session.userId, id));
    expect(sessions.map((row) => row.token)).not.toContain(stale.token);
    // The one the link opened is the only one left, and it works.
    expect(sessions).toHaveLength(1);
    expect(await signIn(email, OWNER_PASSWORD)).toBe("signed in");
  });

  it("a single sign-up of an ordinary address keeps its password through the plain confirmation", async () => {
    const email = address("cadastro-simples");
    await signUp(email, OWNER_PASSWORD, "Maria <b>Silva</b>");
    const mail = await waitForLocalMail(email, /^Confirme seu e-mail –/);
    // The address is not proven yet: nothing the sign-up typed is repeated to it.
    expect(mail.text).not.toContain("Maria");
    await open(linkIn(mail, "/api/auth/verify-email"));
    expect(await signIn(email, OWNER_PASSWORD)).toBe("signed in");
  });
});
