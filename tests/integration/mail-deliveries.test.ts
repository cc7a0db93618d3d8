// The panel lists failed (and retrying) e-mail deliveries and "Reenviar" tries
// again, admin-only and audit-logged. On PGlite and on PostgreSQL (DATABASE_URL).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { countLocalMail, drainMailQueue, queueFailedMail } from "../helpers/mail";
import { call, makeAccount, sessionUser } from "../security/support";
import * as s from "~/db/schema";
import { jobs } from "~/lib/server/jobs.server";
import { MAIL_QUEUE, sendMail } from "~/lib/server/mail.server";
import { action, loader } from "~/routes/admin-panel/emails";

const t = useTestDatabase();
let admin: Awaited<ReturnType<typeof makeAccount>>;
let customer: Awaited<ReturnType<typeof makeAccount>>;

const message = (to: string, subject: string) => ({ to, subject, html: `<p>${subject}</p>`, text: subject });

async function state(id: string): Promise<string> {
  const [job] = await jobs().findJobs(MAIL_QUEUE, { id });
  return job?.state ?? "missing";
}

beforeAll(async () => {
  admin = await makeAccount("admin-emails", { role: "admin" });
  customer = await makeAccount("cliente-emails");
});

describe("/admin-panel/emails", () => {
  it("is for admins only: visitors go to /auth, customers to /dashboard, and their posts change nothing", async () => {
    const id = await queueFailedMail(message("alguem@exemplo.net", "Só para admins"));
    const anonymous = await call(loader, "/admin-panel/emails", { user: null });
    expect([anonymous.status, anonymous.headers.get("location")]).toEqual([302, "/auth?redirectTo=%2Fadmin-panel%2Femails"]);
    const asCustomer = await call(loader, "/admin-panel/emails", { user: await sessionUser(customer.id) });
    expect([asCustomer.status, asCustomer.headers.get("location")]).toEqual([302, "/dashboard"]);
    for (const fields of [{ intent: "retry", id }, { intent: "retry-all" }] as Record<string, string>[]) {
      for (const user of [null, await sessionUser(customer.id)]) {
        const answer = await call(action, "/admin-panel/emails", { fields, user });
        expect(answer.status).toBe(302);
      }
    }
    expect(await state(id)).toBe("failed");
    expect(await t.db.select().from(s.auditLog).where(eq(s.auditLog.entityId, id))).toHaveLength(0);
    await call(action, "/admin-panel/emails", { fields: { intent: "retry", id }, user: await sessionUser(admin.id) });
    await drainMailQueue();
  });

  it("lists each failed delivery with recipient, subject, attempts, last error and date", async () => {
    const id = await queueFailedMail(message("maria.falha@exemplo.net", "Seu pedido foi aprovado"), "connect ECONNREFUSED 127.0.0.1:2525");
    const answer = await call(loader, "/admin-panel/emails", { user: await sessionUser(admin.id) });
    expect(answer.status).toBe(200);
    const { deliveries } = answer.body as { deliveries: { rows: Record<string, unknown>[]; failed: number } };
    const row = deliveries.rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({
      to: "maria.falha@exemplo.net",
      subject: "Seu pedido foi aprovado",
      state: "failed",
      attempts: 1,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(Math.abs(Date.parse(String(row.createdAt)) - Date.now())).toBeLessThan(60_000);
    expect(deliveries.failed).toBeGreaterThanOrEqual(1);
    // A delivered mail is not listed.
    await sendMail(message("entregue@exemplo.net", "Entregue"));
    await drainMailQueue();
    const again = await call(loader, "/admin-panel/emails", { user: await sessionUser(admin.id) });
    expect((again.body as { deliveries: { rows: { to: string }[] } }).deliveries.rows.map((r) => r.to)).not.toContain(
      "entregue@exemplo.net",
    );
  });

  it("'Reenviar' queues the delivery again, writes the audit row, and the mail then arrives once", async () => {
    const to = "reenvio@exemplo.net";
    const id = await queueFailedMail(message(to, "Convite para criar sua senha"));
    const answer = await call(action, "/admin-panel/emails", { fields: { intent: "retry", id }, user: await sessionUser(admin.id) });
    expect(answer.status).toBe(200);
    expect(answer.toast).toMatchObject({ type: "success", title: "E-mail colocado na fila de novo." });
    expect(await state(id)).toBe("retry");
    const [audit] = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entityId, id), eq(s.auditLog.action, "mail_delivery.retry")));
    expect(audit).toMatchObject({ actorId: admin.id, entity: "mail_delivery" });
    expect(audit.before).toMatchObject({ email: to, status: "failed" });
    // The next read no longer shows it as failed.
    const list = await call(loader, "/admin-panel/emails", { user: await sessionUser(admin.id) });
    expect((list.body as { deliveries: { rows: { id: string; state: string }[] } }).deliveries.rows.find((r) => r.id === id)?.state).toBe(
      "retry",
    );

    expect(await countLocalMail(to, /Convite/)).toBe(1);
    expect(await state(id)).toBe("completed");
    // Retrying a delivered mail is refused and sends nothing.
    const late = await call(action, "/admin-panel/emails", { fields: { intent: "retry", id }, user: await sessionUser(admin.id) });
    expect(late.status).toBe(400);
    expect(late.toast).toMatchObject({ type: "error", description: "Envio não encontrado ou já entregue." });
    expect(await countLocalMail(to, /Convite/)).toBe(1);
  });

  it("'Reenviar todos' queues every failed delivery again, one audit row each", async () => {
    const ids = [await queueFailedMail(message("todos1@exemplo.net", "Um")), await queueFailedMail(message("todos2@exemplo.net", "Dois"))];
    const listed = await call(loader, "/admin-panel/emails", { user: await sessionUser(admin.id) });
    const waiting = (listed.body as { deliveries: { total: number } }).deliveries.total;
    expect(waiting).toBeGreaterThanOrEqual(2);
    const answer = await call(action, "/admin-panel/emails", { fields: { intent: "retry-all" }, user: await sessionUser(admin.id) });
    expect(answer.status).toBe(200);
    expect(answer.toast?.title).toBe(`${waiting} e-mails colocados na fila de novo.`);
    for (const id of ids) expect(await state(id)).toBe("retry");
    expect(await t.db.select().from(s.auditLog).where(eq(s.auditLog.action, "mail_delivery.retry"))).toHaveLength(waiting + 2);
    expect(await countLocalMail("todos1@exemplo.net", /^Um$/)).toBe(1);
    expect(await countLocalMail("todos2@exemplo.net", /^Dois$/)).toBe(1);
    const none = await call(action, "/admin-panel/emails", { fields: { intent: "retry-all" }, user: await sessionUser(admin.id) });
    expect(none.toast?.title).toBe("Nenhum envio com falha.");
  });

  it("refuses unknown intents and ids that are not a delivery", async () => {
    const user = await sessionUser(admin.id);
    expect((await call(action, "/admin-panel/emails", { fields: { intent: "apagar" }, user })).status).toBe(400);
    expect((await call(action, "/admin-panel/emails", { fields: { intent: "retry", id: "nao-e-uuid" }, user })).status).toBe(400);
    const missing = await call(action, "/admin-panel/emails", { fields: { intent: "retry", id: crypto.randomUUID() }, user });
    expect(missing.toast).toMatchObject({ type: "error", description: "Envio não encontrado ou já entregue." });
  });
});
