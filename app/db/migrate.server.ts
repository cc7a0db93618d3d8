import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { databaseHandle, openDatabase, setDatabase, type OpenOptions } from "./client.server";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../drizzle");

/** Applies the committed drizzle-kit migrations; the same files serve PGlite and PostgreSQL. */
export async function migrateDatabase() {
  const handle = databaseHandle();
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else await migratePg(handle.db as unknown as NodePgDatabase, config);
}

/** Opens the process's database, registers it, and brings its schema up to date. */
export async function initDatabase(options: OpenOptions) {
  const handle = await openDatabase(options);
  setDatabase(handle);
  await migrateDatabase();
  return handle;
}
