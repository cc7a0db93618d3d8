import crypto from "node:crypto";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, setDatabase, type Db } from "~/lib/server/db/client.server";
import { products, profiles, user } from "~/db/schema";
import { migrateDatabase } from "~/lib/server/db/migrate.server";
import { resetAuth } from "~/services/auth.server";
import { startBackgroundWork, stopBackgroundWork } from "~/services/background.server";
import { onServer } from "./pg-admin";

export const usingServer = Boolean(process.env.DATABASE_URL);

export interface TestDatabase {
  db: Db;
  kind: "pglite" | "postgres";
  /** Connection string of this file's own database (server only), for tests that open more connections. */
  url?: string;
}

/**
 * Gives the calling test file a fresh, migrated database: PGlite in memory (a copy of the run's migrated
 * template when there is one; a migration added since, in watch mode, is still applied below), or a
 * database of its own on the PostgreSQL server when DATABASE_URL is set. Registered as the process's
 * database, with the job queue started on it (no workers: tests deliver queued mail with drainMailQueue).
 */
export function useTestDatabase(): TestDatabase {
  const state = {} as TestDatabase;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    let url: string | undefined;
    let name: string | undefined;
    if (serverUrl) {
      name = `rv_test_${crypto.randomBytes(6).toString("hex")}`;
      await onServer(serverUrl, `create database ${name}`);
      const u = new URL(serverUrl);
      u.pathname = `/${name}`;
      url = u.toString();
    }
    // On PGlite, a copy of the run's migrated database (tests/helpers/global-setup.ts; "" on a server).
    const template = inject("pgliteTemplate");
    const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
    const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolSize: 30, loadDataDir });
    setDatabase(handle);
    resetAuth();
    await migrateDatabase();
    // The job queue without workers: mail waits in the queue until a test drains it (tests/helpers/mail.ts).
    await startBackgroundWork();
    state.db = handle.db;
    state.kind = handle.kind;
    state.url = url;
    close = async () => {
      await stopBackgroundWork();
      await handle.close();
      setDatabase(undefined);
      resetAuth();
      if (serverUrl && name) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }, 180_000); // PGlite's creation, the migrations and the job queue's schema: seconds, but minutes on a machine shared by many test runs
  afterAll(() => close());
  return state;
}

/** The id of the product with this slug (the seeded catalogue's, usually). */
export async function productIdBySlug(db: Db, slug: string): Promise<string> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row.id;
}

/** A confirmed account with its profile, named `tag` (its e-mail made unique); returns its id. */
export async function makeConfirmedUser(db: Db, tag: string): Promise<string> {
  const id = crypto.randomUUID();
  const email = `${tag}-${id.slice(0, 8)}@exemplo.com.br`;
  await db.insert(user).values({ id, name: tag, email, emailVerified: true });
  await db.insert(profiles).values({ id, email, fullName: tag });
  return id;
}
