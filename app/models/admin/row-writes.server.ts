/** The one-row writes the panel repeats: lock a row by its id; insert, update or delete it with its audit row. */
import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "~/lib/server/db/client.server";
import { recordAudit, type AuditAction, type AuditEntity } from "./audit.server";
import { AdminError } from "./errors.server";

/** A table whose rows the panel edits one at a time, by their uuid `id`. */
type TableWithId = PgTable & { id: PgColumn };

/** The entities whose "<entity>.<verb>" is a labelled audit action (so the helper's code always has words). */
type EntityWith<Verb extends string> = { [E in AuditEntity]: `${E}.${Verb}` extends AuditAction ? E : never }[AuditEntity];

/** Which row, who acts, and the audit's entity ("reward": actions "reward.update", "reward.delete"). */
export interface AuditedRow<E extends AuditEntity = AuditEntity> {
  id: string;
  actorId: string;
  entity: E;
}

/** Inserts a row and records "<entity>.create" with it. */
export async function insertAudited<T extends TableWithId>(
  tx: Tx,
  table: T,
  values: PgInsertValue<T>,
  audit: Omit<AuditedRow<EntityWith<"create">>, "id">,
): Promise<T["$inferSelect"]> {
  const [row] = (await tx.insert(table).values(values).returning()) as (T["$inferSelect"] & { id: string })[];
  await recordAudit(tx, { actorId: audit.actorId, action: `${audit.entity}.create`, entity: audit.entity, entityId: row.id, after: row });
  return row;
}

/** The row `id`, locked until the transaction ends (select … for update); refuses with `missing` when there is none. */
export async function lockById<T extends TableWithId>(tx: Tx, table: T, id: string, missing: string): Promise<T["$inferSelect"]> {
  // Widened: drizzle's select cannot check a generic table.
  const source: PgTable = table;
  const [row] = await tx.select().from(source).where(eq(table.id, id)).for("update");
  if (!row) throw new AdminError(missing);
  return row;
}

/** Updates the row with `values` and records "<entity>.update" with the row before and after; refuses with `missing`. */
export async function updateAudited<T extends TableWithId>(
  tx: Tx,
  table: T,
  row: AuditedRow<EntityWith<"update">>,
  values: PgUpdateSetSource<T>,
  missing: string,
): Promise<T["$inferSelect"]> {
  const before = await lockById(tx, table, row.id, missing);
  const [after] = (await tx.update(table).set(values).where(eq(table.id, row.id)).returning()) as T["$inferSelect"][];
  await recordAudit(tx, { actorId: row.actorId, action: `${row.entity}.update`, entity: row.entity, entityId: row.id, before, after });
  return after;
}

/** Deletes the row and records "<entity>.delete" with what it held; refuses with `missing` when there is none. */
export async function deleteAudited<T extends TableWithId>(
  tx: Tx,
  table: T,
  row: AuditedRow<EntityWith<"delete">>,
  missing: string,
): Promise<T["$inferSelect"]> {
  const [before] = (await tx.delete(table).where(eq(table.id, row.id)).returning()) as T["$inferSelect"][];
  if (!before) throw new AdminError(missing);
  await recordAudit(tx, { actorId: row.actorId, action: `${row.entity}.delete`, entity: row.entity, entityId: row.id, before });
  return before;
}
