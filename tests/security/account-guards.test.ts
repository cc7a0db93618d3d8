/**
 * Older password links die with a new password, and the store's owners stay in charge. Through the
 * real server (createApp): the /auth and /auth/nova-senha forms, the dashboard, the Usuários panel.
 * - A reset, a change of password in the dashboard and an admin's deactivation delete every outstanding
 *   link to set the account's password.
 * - The accounts of ADMIN_EMAILS are owners: no other admin can demote or deactivate them; the last
 *   active admin stays; every refusal is a clear message and a row of the audit log.
 */
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { linkIn, waitForLocalMail } from "../helpers/mail";
import { makeAccount as makeBareAccount, PASSWORD } from "./support";
import { hasBuild, useSecurityHarness } from "./support/harness";
import * as s from "~/db/schema";
import { setUserRole } from "~/models/admin/users.server";
import { currentAcceptanceRows } from "~/models/terms.server";

describe.skipIf(!hasBuild)("password links and owners", () => {
  const h = useSecurityHarness();
  let ip = 0;
  /** An account that accepted the terms in force (else every page sends it to /termos/aceitar first). */
  async function makeAccount(tag: string, options?: Parameters<typeof makeBareAccount>[1]) {
    const person = await makeBareAccount(tag, options);
    await h.t.db.insert(s.termsAcceptances).values(currentAcceptanceRows(person.id, new Date()));
    return person;
  }
  const fromIp = () => ({ "x-rv-client-ip": `192.0.2.${++ip % 250}` });

  async function cookieOf(email: string, password = PASSWORD): Promise<string> {
    const answer = await h.send("anonymous", "/api/auth/sign-in/email", { form: { email, password }, json: true, headers: fromIp() });
    expect(answer.status).toBe(200);
    return answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  /** "Esqueci minha senha" on /auth, then the link of the n-th reset e-mail. */
  async function resetLink(email: string, nth: number): Promise<string> {
    const answer = await h.send("anonymous", "/auth", { form: { intent: "forgot", email }, headers: fromIp() });
    expect(answer.status).toBe(200);
    return linkIn(await waitForLocalMail(email, /Redefina sua senha/, nth), "/api/auth/reset-password/");
  }

  /** Where a reset link leads: the set-password page with its token, or back with INVALID_TOKEN. */
  async function follow(link: string): Promise<URL> {
    const url = new URL(link);
    const answer = await h.send("anonymous", url.pathname + url.search);
    expect(answer.status).toBe(302);
    return new URL(answer.location!, "http://localhost:3000");
  }
  const works = async (link: string) => (await follow(link)).searchParams.has("token");

  const resetRows = async (userId: string) =>
    h.t.db
      .select()
      .from(s.verification)
      .where(and(like(s.verification.identifier, "reset-password:%"), eq(s.verification.value, userId)));

  describe("older links to set the password", () => {
    it("a reset through one link kills every other one sent before", async () => {
      const person = await makeAccount("dois-links");
      const first = await resetLink(person.email, 1);
      const second = await resetLink(person.email, 2);
      const page = await follow(second);
      const done = await h.send("anonymous", page.pathname + page.search, {
        form: { token: page.searchParams.get("token")!, password: "Nova@Senha2026", confirmPassword: "Nova@Senha2026" },
      });
      expect(done.status).toBe(302);
      expect(await works(first)).toBe(false);
      expect(await resetRows(person.id)).toHaveLength(0);
    });

    it("changing the password in the dashboard kills the links sent before", async () => {
      const person = await makeAccount("troca-no-painel");
      const link = await resetLink(person.email, 1);
      const cookie = await cookieOf(person.email);
      const answer = await h.send("anonymous", "/dashboard", {
        form: { intent: "change-password", currentPassword: PASSWORD, password: "Outra@Senha2026", confirmPassword: "Outra@Senha2026" },
        headers: { cookie, ...fromIp() },
      });
      expect(answer.status).toBe(200);
      expect(await works(link)).toBe(false);
      expect(await resetRows(person.id)).toHaveLength(0);
    });

    it("an admin deactivating the account kills its links", async () => {
      const person = await makeAccount("desativada");
      const link = await resetLink(person.email, 1);
      expect(await resetRows(person.id)).toHaveLength(1);
      const answer = await h.send("admin", "/admin-panel/usuarios", { form: { intent: "status", id: person.id, status: "inactive" } });
      expect(answer.status).toBe(200);
      expect(await works(link)).toBe(false);
      expect(await resetRows(person.id)).toHaveLength(0);
    });
  });

  describe("the store's owners (ADMIN_EMAILS) and the last admin", () => {
    const audit = async (actorId: string, action: string) =>
      h.t.db
        .select()
        .from(s.auditLog)
        .where(and(eq(s.auditLog.actorId, actorId), eq(s.auditLog.action, action)));

    it("another admin can neither demote nor deactivate an owner: a clear message, nothing changed, the attempt audited", async () => {
      const other = await makeAccount("outra-admin", { role: "admin" });
      const cookie = await cookieOf(other.email);
      const owner = h.fx.people.admin;

      const demote = await h.send("anonymous", "/admin-panel/usuarios", {
        form: { intent: "role", id: owner.id, role: "user" },
        headers: { cookie },
      });
      expect(demote.status).toBe(400);
      expect(demote.body).toContain("Erro ao atualizar permissão do usuário.");
      expect(demote.body).toContain("Esta conta é de um proprietário da loja: a permissão de administrador dela não pode ser removida.");

      const deactivate = await h.send("anonymous", "/admin-panel/usuarios", {
        form: { intent: "status", id: owner.id, status: "inactive" },
        headers: { cookie },
      });
      expect(deactivate.status).toBe(400);
      expect(deactivate.body).toContain("Esta conta é de um proprietário da loja: ela não pode ser desativada.");

      const [profile] = await h.t.db.select().from(s.profiles).where(eq(s.profiles.id, owner.id));
      expect(profile).toMatchObject({ role: "admin", status: "active" });
      expect(await audit(other.id, "user.role_refused")).toHaveLength(1);
      expect(await audit(other.id, "user.status_refused")).toHaveLength(1);
      // The owner still signs in, with the panel.
      expect((await h.send("admin", "/admin-panel/usuarios")).status).toBe(200);

      // The owner may demote the other admin: the guard is about owners, not about admins in general.
      const back = await h.send("admin", "/admin-panel/usuarios", { form: { intent: "role", id: other.id, role: "user" } });
      expect(back.status).toBe(200);
    });

    it("two admins removing each other at once: one of them stays, and the store keeps an active admin", async () => {
      const [a, b] = [await makeAccount("admin-a", { role: "admin" }), await makeAccount("admin-b", { role: "admin" })];
      // Only these two are active admins for this case (the owner is set aside, then put back).
      const others = await h.t.db
        .select({ id: s.profiles.id })
        .from(s.profiles)
        .where(and(eq(s.profiles.role, "admin"), eq(s.profiles.status, "active")));
      const asideIds = others.map((r) => r.id).filter((id) => id !== a.id && id !== b.id);
      for (const id of asideIds) await h.t.db.update(s.profiles).set({ status: "inactive" }).where(eq(s.profiles.id, id));
      try {
        const results = await Promise.allSettled([setUserRole(a.id, b.id, "user"), setUserRole(b.id, a.id, "user")]);
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
        expect(String(refused.reason.message)).toBe("A loja precisa de pelo menos um administrador ativo.");
        const admins = await h.t.db
          .select()
          .from(s.profiles)
          .where(and(eq(s.profiles.role, "admin"), eq(s.profiles.status, "active")));
        expect(admins).toHaveLength(1);
      } finally {
        for (const id of asideIds) await h.t.db.update(s.profiles).set({ status: "active" }).where(eq(s.profiles.id, id));
      }
    });
  });
});
