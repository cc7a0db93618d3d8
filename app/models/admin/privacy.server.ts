/** Data-removal requests and contact messages, as the admin works through them. */
import { and, asc, count, desc, eq } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { contactMessages, dataRemovalRequests } from "~/db/schema";
import { recordAudit } from "./audit.server";
import { AdminError, pageOf, PAGE_SIZE, type Page } from "./errors.server";

export type RemovalRow = typeof dataRemovalRequests.$inferSelect;
export type ContactRow = typeof contactMessages.$inferSelect;

/** Pending first (oldest first, the next to answer), then the handled ones newest first. */
export async function listRemovalRequests(page = 1, pageSize = PAGE_SIZE): Promise<Page<RemovalRow> & { pending: number }> {
  const [rows, [{ n }], [{ pending }]] = await Promise.all([
    db()
      .select()
      .from(dataRemovalRequests)
      .orderBy(asc(dataRemovalRequests.status), desc(dataRemovalRequests.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(dataRemovalRequests),
    db().select({ pending: count() }).from(dataRemovalRequests).where(eq(dataRemovalRequests.status, "pending")),
  ]);
  return { ...pageOf(rows, n, page, pageSize), pending };
}

export async function listContactMessages(page = 1, pageSize = PAGE_SIZE): Promise<Page<ContactRow> & { pending: number }> {
  const [rows, [{ n }], [{ pending }]] = await Promise.all([
    db()
      .select()
      .from(contactMessages)
      .orderBy(asc(contactMessages.status), desc(contactMessages.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(contactMessages),
    db().select({ pending: count() }).from(contactMessages).where(eq(contactMessages.status, "pending")),
  ]);
  return { ...pageOf(rows, n, page, pageSize), pending };
}

export async function markRemovalHandled(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    const [after] = await tx
      .update(dataRemovalRequests)
      .set({ status: "handled", handledAt: new Date(), handledBy: actorId })
      .where(and(eq(dataRemovalRequests.id, id), eq(dataRemovalRequests.status, "pending")))
      .returning();
    if (!after) throw new AdminError("Pedido não encontrado ou já atendido.");
    await recordAudit(tx, {
      actorId,
      action: "data_removal_request.handle",
      entity: "data_removal_request",
      entityId: id,
      before: { protocol: after.protocol, status: "pending" },
      after: { protocol: after.protocol, status: "handled" },
    });
  });
}

export async function markContactHandled(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    const [after] = await tx
      .update(contactMessages)
      .set({ status: "handled", handledAt: new Date(), handledBy: actorId })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "pending")))
      .returning();
    if (!after) throw new AdminError("Mensagem não encontrada ou já atendida.");
    await recordAudit(tx, {
      actorId,
      action: "contact_message.handle",
      entity: "contact_message",
      entityId: id,
      before: { name: after.name, status: "pending" },
      after: { name: after.name, status: "handled" },
    });
  });
}
