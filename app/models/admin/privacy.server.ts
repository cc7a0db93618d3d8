/** Data-removal requests and contact messages, as the admin works through them. */
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { db } from "~/lib/server/db/client.server";
import { contactMessages, dataRemovalRequests } from "~/db/schema";
import { recordAudit } from "./audit.server";
import { AdminError, pageOf, PAGE_SIZE, type Page } from "./errors.server";

export type RemovalRow = typeof dataRemovalRequests.$inferSelect;
export type ContactRow = typeof contactMessages.$inferSelect;

export async function listRemovalRequests(page = 1, pageSize = PAGE_SIZE): Promise<Page<RemovalRow> & { pending: number }> {
  return listPendingFirst(dataRemovalRequests, page, pageSize);
}

export async function listContactMessages(page = 1, pageSize = PAGE_SIZE): Promise<Page<ContactRow> & { pending: number }> {
  return listPendingFirst(contactMessages, page, pageSize);
}

/** A page of requests or messages, pending first (oldest first, the next to answer), then the handled ones newest first; and how many are pending. */
async function listPendingFirst<T extends typeof dataRemovalRequests | typeof contactMessages>(table: T, page: number, pageSize: number) {
  // Widened: drizzle's select cannot check a generic table.
  const source: PgTable = table;
  const [rows, [{ n }], [{ pending }]] = await Promise.all([
    db()
      .select()
      .from(source)
      .orderBy(asc(table.status), desc(table.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(source),
    db().select({ pending: count() }).from(source).where(eq(table.status, "pending")),
  ]);
  return { ...pageOf(rows as T["$inferSelect"][], n, page, pageSize), pending };
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
