import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, setDatabase, type Db } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { resetAuth } from "~/lib/auth.server";

export const usingServer = Boolean(process.env.DATABASE_URL);

export interface TestDatabase {
  db: Db;
  kind: "pglite" | "postgres";
}

/**
 * Gives the calling test file a fresh, migrated database: PGlite in memory, or a schema of its own
 * on the PostgreSQL server when DATABASE_URL is set. Registered as the process's database.
 */
export function useTestDatabase(): TestDatabase {
  const state = {} as TestDatabase;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    const schema = url ? `test_${crypto.randomBytes(6).toString("hex")}` : undefined;
    if (url && schema) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
    }
    const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://", searchPath: schema, poolSize: 30 });
    setDatabase(handle);
    resetAuth();
    await migrateDatabase(schema);
    state.db = handle.db;
    state.kind = handle.kind;
    close = async () => {
      await handle.close();
      setDatabase(undefined);
      resetAuth();
      if (url && schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
    };
  }, 60_000);
  afterAll(() => close());
  return state;
}
