import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { databaseHandle, openDatabase, setDatabase, type OpenOptions } from "./client.server";

import fs from "node:fs";

/**
 * The committed drizzle-kit migrations: the nearest `drizzle/` folder above this module. The source
 * (app/lib/server/db) and the bundle (build/server) stand at different depths below the project.
 */
export const MIGRATIONS_DIR = findMigrations(import.meta.dirname);

function findMigrations(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "drizzle", "meta", "_journal.json"))) return path.join(dir, "drizzle");
    if (path.dirname(dir) === dir) return path.resolve("drizzle");
  }
}

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
