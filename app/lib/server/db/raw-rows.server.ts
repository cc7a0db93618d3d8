import type { SQL } from "drizzle-orm";

/**
 * The rows of a raw SQL statement, typed by the caller. Drizzle types `execute`'s answer by the
 * driver, which the app's `Db` leaves open (PGlite here, node-postgres with DATABASE_URL); both answer
 * `{ rows }`.
 */
export async function rawRows<R>(db: { execute: (query: SQL) => Promise<unknown> }, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as { rows: R[] }).rows;
}
