/** Data-removal requests and contact messages, as the admin works through them. */
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
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
  await markHandled(dataRemovalRequests, id, actorId, {
    entity: "data_removal_request",
    missing: "Pedido não encontrado ou já atendido.",
    summary: (row) => ({ protocol: row.protocol }),
  });
}

export async function markContactHandled(id: string, actorId: string) {
  await markHandled(contactMessages, id, actorId, {
    entity: "contact_message",
    missing: "Mensagem não encontrada ou já atendida.",
    summary: (row) => ({ name: row.name }),
  });
}

/** Marks a pending request or message handled with its audit row (`summary` names it); refuses one missing or already handled. */
async function markHandled<T extends typeof dataRemovalRequests | typeof contactMessages>(
  table: T,
  id: string,
  actorId: string,
  audit: { entity: "data_removal_request" | "contact_message"; missing: string; summary: (row: T["$inferSelect"]) => object },
) {
  await db().transaction(async (tx) => {
    const [after] = (await tx
      .update(table)
      // Both tables have these columns; drizzle cannot check them on a generic table.
      .set({ status: "handled", handledAt: new Date(), handledBy: actorId } as PgUpdateSetSource<T>)
      .where(and(eq(table.id, id), eq(table.status, "pending")))
      .returning()) as T["$inferSelect"][];
    if (!after) throw new AdminError(audit.missing);
    await recordAudit(tx, {
      actorId,
      action: `${audit.entity}.handle`,
      entity: audit.entity,
      entityId: id,
      before: { ...audit.summary(after), status: "pending" },
      after: { ...audit.summary(after), status: "handled" },
    });
  });
}
