/** The one-row writes the panel repeats: lock a row by its id; insert, update or delete it with its audit row. */
import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "~/lib/server/db/client.server";
import { recordAudit, type AuditAction, type AuditEntity } from "./audit.server";
import { AdminError } from "./errors.server";
import { checkVersion, nextVersion, type EditVersion } from "./edit-version.server";

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

/**
 * The row `id`, locked, when it is still at the version the form was loaded with (edit-version.server.ts):
 * a save based on an older one is refused (StaleEditError) before anything is written.
 */
export async function lockVersioned<T extends TableWithId & { updatedAt: PgColumn }>(
  tx: Tx,
  table: T,
  id: string,
  version: EditVersion,
  missing: string,
): Promise<T["$inferSelect"]> {
  const row = await lockById(tx, table, id, missing);
  checkVersion((row as { updatedAt: Date }).updatedAt, version);
  return row;
}

/**
 * Updates the row with `values` and records "<entity>.update" with the row before and after; refuses
 * with `missing`. A table with `updated_at` is versioned: `row.version` (what the form was loaded with)
 * must still be the row's, and the update writes the next one.
 */
export async function updateAudited<T extends TableWithId>(
  tx: Tx,
  table: T,
  row: AuditedRow<EntityWith<"update">> & { version?: EditVersion },
  values: PgUpdateSetSource<T>,
  missing: string,
): Promise<T["$inferSelect"]> {
  const before = await lockById(tx, table, row.id, missing);
  const versioned = "updatedAt" in table;
  if (versioned) {
    const stored = (before as { updatedAt: Date }).updatedAt;
    checkVersion(stored, row.version);
    values = { ...values, updatedAt: nextVersion(stored) };
  }
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
