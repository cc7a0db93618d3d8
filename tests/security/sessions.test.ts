/**
 * Sign-out and a password change end sessions on the server (the old cookie is
 * anonymous at once); changing the e-mail or the password asks for the current password; an admin
 * deactivating a user ends that user's sessions.
 */
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { countSettledMail, waitForLocalMail } from "../helpers/mail";
import { BASE, call, makeAccount, PASSWORD, sessionCookie, signedIn } from "./support";
import * as s from "~/db/schema";
import { auth } from "~/services/auth.server";
import { readSessionUser } from "~/services/session.server";
import { action as adminUsersAction } from "~/routes/admin-panel/users";
import { action as signOutAction } from "~/routes/auth/sign-out";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/dashboard/index";

const t = useTestDatabase();

/** Who a request carrying this cookie is, as the root middleware resolves it. */
async function whoIs(cookie: string) {
  return readSessionUser(new Request(`${BASE}/dashboard`, { headers: { cookie, "x-rv-client-ip": "198.51.100.3" } }));
}

async function sessionsOf(userId: string) {
  return t.db.select().from(s.session).where(eq(s.session.userId, userId));
}

let signInIp = 0;
/**
 * How a sign-in ends: "signed in", or the code of the refusal that better-auth answers for a wrong
 * password or an inactive account. Anything else (a crash, a rate limit, another refusal) is thrown,
 * so a broken sign-in never passes for the refusal a test expects.
 */
async function signInOutcome(email: string, password: string): Promise<"signed in" | "INVALID_EMAIL_OR_PASSWORD" | "ACCOUNT_INACTIVE"> {
  try {
    await signedIn(email, password, `198.51.100.${100 + (signInIp++ % 100)}`);
    return "signed in";
  } catch (error) {
    const code = isAPIError(error) ? error.body?.code : undefined;
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "ACCOUNT_INACTIVE") return code;
    throw error;
  }
}

describe("sign-out", () => {
  it("'Sair' ends this browser's session only: its old cookie is anonymous, the account's other devices stay signed in", async () => {
    const { id, email } = await makeAccount("saida");
    const here = await signedIn(email);
    const phone = await signedIn(email);
    expect((await whoIs(here))?.id).toBe(id);
    expect(await sessionsOf(id)).toHaveLength(2);

    const out = await call(signOutAction, "/sair", { cookie: here, fields: {} });
    expect(out.status).toBe(302);
    expect(out.toast?.title).toBe("Você saiu da sua conta.");
    expect(
      out.headers.getSetCookie().some((c) => c.startsWith("rv.session_token=;") || /rv\.session_token=[^;]*;.*Max-Age=0/i.test(c)),
    ).toBe(true);

    expect(await sessionsOf(id)).toHaveLength(1);
    expect(await whoIs(here)).toBeNull();
    expect((await whoIs(phone))?.id).toBe(id);
    const page = await call(dashboardLoader, "/dashboard", { cookie: here });
    expect(page.status).toBe(302);
    // The session this cookie held has ended: the sign-in page says so.
    expect(page.headers.get("location")).toBe("/auth?sessao=expirada&redirectTo=%2Fdashboard");
  });

  it("'Sair de todos os aparelhos' ends every session of the account, and no one else's", async () => {
    const { id, email } = await makeAccount("saida-todos");
    const stranger = await makeAccount("saida-outra");
    const here = await signedIn(email);
    const phone = await signedIn(email);
    const strangers = await signedIn(stranger.email);

    const out = await call(signOutAction, "/sair", { cookie: here, fields: { intent: "everywhere" } });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    expect(out.toast?.title).toBe("Você saiu de todos os aparelhos.");
    expect(out.headers.getSetCookie().some((c) => /rv\.session_token=[^;]*;.*Max-Age=0/i.test(c))).toBe(true);
    expect(await sessionsOf(id)).toHaveLength(0);
    expect(await whoIs(here)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
    expect((await whoIs(strangers))?.id).toBe(stranger.id);

    // A visitor pressing it ends nothing.
    const anonymous = await call(signOutAction, "/sair", { fields: { intent: "everywhere" } });
    expect(anonymous.status).toBe(302);
    expect(anonymous.toast?.title).toBe("Você saiu da sua conta.");
    expect((await whoIs(strangers))?.id).toBe(stranger.id);
  });
});

describe("the account's sessions", () => {
  const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

  it("lists every device with 'este aparelho' on this one, and never a token", async () => {
    const { id, email } = await makeAccount("aparelhos");
    const here = await signedIn(email);
    const phone = await signedIn(email);
    const phoneSession = (await whoIs(phone))!.sessionId;
    await t.db.update(s.session).set({ userAgent: ANDROID }).where(eq(s.session.id, phoneSession));

    const page = await call(dashboardLoader, "/dashboard", { cookie: here });
    expect(page.status).toBe(200);
    const sessions = page.body?.sessions as { id: string; device: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, device: "Navegador desconhecido" });
    expect(sessions[1]).toMatchObject({ id: phoneSession, current: false, device: "Chrome no Android" });
    const tokens = (await sessionsOf(id)).map((row) => row.token);
    for (const token of tokens) expect(page.text).not.toContain(token);
  });

  it("'Encerrar' ends that device's session at once (the next read no longer lists it); another account's is refused", async () => {
    const { id, email } = await makeAccount("encerrar");
    const stranger = await makeAccount("encerrar-outra");
    const here = await signedIn(email);
    const phone = await signedIn(email);
    const strangers = await signedIn(stranger.email);
    const phoneSession = (await whoIs(phone))!.sessionId;
    const strangerSession = (await whoIs(strangers))!.sessionId;
    await t.db.update(s.session).set({ userAgent: ANDROID }).where(eq(s.session.id, phoneSession));
    // The phone is signed in before it is ended.
    expect((await whoIs(phone))?.id).toBe(id);

    const refused = await call(dashboardAction, "/dashboard", {
      cookie: here,
      fields: { intent: "end-session", sessionId: strangerSession },
    });
    expect(refused.body).toMatchObject({ ok: false });
    expect(refused.toast).toMatchObject({ type: "error", title: "Esta sessão já foi encerrada." });
    expect((await whoIs(strangers))?.id).toBe(stranger.id);
    const malformed = await call(dashboardAction, "/dashboard", { cookie: here, fields: { intent: "end-session", sessionId: "x" } });
    expect(malformed.body).toMatchObject({ ok: false });

    const ended = await call(dashboardAction, "/dashboard", { cookie: here, fields: { intent: "end-session", sessionId: phoneSession } });
    expect(ended.body).toMatchObject({ ok: true });
    expect(ended.toast).toMatchObject({ type: "success", title: "Sessão encerrada: Chrome no Android." });
    expect(await whoIs(phone)).toBeNull();
    expect((await whoIs(here))?.id).toBe(id);
    const page = await call(dashboardLoader, "/dashboard", { cookie: here });
    expect((page.body?.sessions as { id: string }[]).map((row) => row.id)).not.toContain(phoneSession);
  });
});

describe("password change", () => {
  it("asks for the current password: a wrong one is refused in Portuguese and changes nothing", async () => {
    const { id, email } = await makeAccount("senha-errada");
    const cookie = await signedIn(email);
    const wrong = await call(dashboardAction, "/dashboard", {
      cookie,
      fields: { intent: "change-password", currentPassword: "Errada@123", password: "Nova@Senha2", confirmPassword: "Nova@Senha2" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ ok: false, reply: { error: { currentPassword: ["Senha atual incorreta."] } } });
    const missing = await call(dashboardAction, "/dashboard", {
      cookie,
      fields: { intent: "change-password", currentPassword: "", password: "Nova@Senha2", confirmPassword: "Nova@Senha2" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ reply: { error: { currentPassword: ["Digite sua senha atual."] } } });
    expect((await whoIs(cookie))?.id).toBe(id);
    expect(await signInOutcome(email, PASSWORD)).toBe("signed in");
    expect(await signInOutcome(email, "Nova@Senha2")).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("ends every session of the account, and this browser carries on with a fresh one", async () => {
    const { id, email } = await makeAccount("troca-senha");
    const here = await signedIn(email);
    const elsewhere = await signedIn(email);
    const changed = await call(dashboardAction, "/dashboard", {
      cookie: here,
      fields: { intent: "change-password", currentPassword: PASSWORD, password: "Nova@Senha2", confirmPassword: "Nova@Senha2" },
    });
    expect(changed.status).toBe(200);
    expect(changed.toast).toMatchObject({ type: "success", title: "Senha alterada!" });
    const fresh = sessionCookie(changed.headers);
    expect(fresh).not.toBe("");
    expect(fresh).not.toBe(here);

    expect(await whoIs(elsewhere)).toBeNull();
    expect(await whoIs(here)).toBeNull();
    expect((await whoIs(fresh))?.id).toBe(id);
    expect(await sessionsOf(id)).toHaveLength(1);
    expect(await signInOutcome(email, PASSWORD)).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(await signInOutcome(email, "Nova@Senha2")).toBe("signed in");
  });
});

describe("change of e-mail", () => {
  const profileForm = (email: string, currentPassword?: string) => ({
    intent: "update-profile",
    fullName: "Troca Teste",
    email,
    phone: "",
    ...(currentPassword !== undefined ? { currentPassword } : {}),
  });

  it("asks for the current password: missing or wrong, nothing is sent and nothing changes", async () => {
    const { id, email } = await makeAccount("troca-email");
    const cookie = await signedIn(email);
    const target = `novo-${id.slice(0, 8)}@exemplo.com.br`;

    const missing = await call(dashboardAction, "/dashboard", { cookie, fields: profileForm(target) });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ ok: false, reply: { error: { currentPassword: ["Digite sua senha atual."] } } });

    const wrong = await call(dashboardAction, "/dashboard", { cookie, fields: profileForm(target, "Errada@123") });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ ok: false, reply: { error: { currentPassword: ["Senha atual incorreta."] } } });

    expect(await countSettledMail(email, /Confirme a troca de e-mail/)).toBe(0);
    const [profile] = await t.db.select().from(s.profiles).where(eq(s.profiles.id, id));
    expect(profile).toMatchObject({ email, fullName: "Troca-email Teste" });

    const right = await call(dashboardAction, "/dashboard", { cookie, fields: profileForm(target, PASSWORD) });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ ok: true, emailPending: target });
    const mail = await waitForLocalMail(email, /Confirme a troca de e-mail/);
    expect(mail.text).toContain(target);
  });

  it("saving the profile without a new e-mail needs no password", async () => {
    const { email } = await makeAccount("sem-troca");
    const cookie = await signedIn(email);
    const saved = await call(dashboardAction, "/dashboard", { cookie, fields: profileForm(email) });
    expect(saved.status).toBe(200);
    expect(saved.toast?.title).toBe("Sucesso!");
  });

  it("better-auth's HTTP endpoints that would skip the password are closed", async () => {
    const { email } = await makeAccount("direto");
    const cookie = await signedIn(email);
    for (const [path, body] of [
      ["/api/auth/change-email", { newEmail: "outro@exemplo.com.br" }],
      ["/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "Nova@Senha2" }],
    ] as const) {
      const response = await auth().handler(
        new Request(`${BASE}${path}`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json", origin: BASE, "x-rv-client-ip": "198.51.100.4" },
          body: JSON.stringify(body),
        }),
      );
      expect(response.status, path).toBe(404);
    }
    expect(await countSettledMail(email, /Confirme a troca de e-mail/)).toBe(0);
  });
});

describe("deactivation by an admin", () => {
  it("ends the user's sessions at once, and the account cannot sign in again", async () => {
    const admin = await makeAccount("admin", { role: "admin" });
    const adminCookie = await signedIn(admin.email);
    const { id, email } = await makeAccount("desativada");
    const cookie = await signedIn(email);
    expect((await whoIs(cookie))?.id).toBe(id);

    const done = await call(adminUsersAction, "/admin-panel/usuarios", {
      cookie: adminCookie,
      fields: { intent: "status", id, status: "inactive" },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ ok: true });

    expect(await sessionsOf(id)).toHaveLength(0);
    expect(await whoIs(cookie)).toBeNull();
    expect(await signInOutcome(email, PASSWORD)).toBe("ACCOUNT_INACTIVE");
  });

  it("a session that somehow survives is still refused while the account is inactive", async () => {
    const { id, email } = await makeAccount("inativa");
    const cookie = await signedIn(email);
    await t.db.update(s.profiles).set({ status: "inactive" }).where(eq(s.profiles.id, id));
    expect(await whoIs(cookie)).toBeNull();
  });
});
