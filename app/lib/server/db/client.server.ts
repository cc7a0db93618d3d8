import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "~/db/schema";
import { runWorkAfterCommit } from "./commit.server";
import { lockDataDir } from "./lock.server";
import { noteStatementRun } from "~/lib/server/cache.server";
import { rootLogger } from "~/lib/server/logger.server";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; domain functions accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

interface Handle {
  /** Its transactions run their after-commit work (db/commit.server.ts: a cache invalidation). */
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PostgreSQL only: the pool, and its URL (a listening connection of its own: lib/cache-notify.server.ts). */
  pool?: pg.Pool;
  databaseUrl?: string;
  /** PGlite only: the embedded database's client (the job queue runs over it: lib/jobs.server.ts). */
  pglite?: PGlite;
}

/**
 * PGlite's default start parameters minus "-F" (which turns fsync off): an acknowledged write on the
 * embedded database must survive a crash or power loss. And a smaller shared_buffers.
 */
const DURABLE_START_PARAMS = [
  "--single",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
  "-c",
  "fsync=on",
  "-c",
  "synchronous_commit=on",
  // PostgreSQL's own page cache, in the server's memory (PGlite's default is 128 MB): the files
  // are in the operating system's cache anyway, and the server must stay under 350 MB (docs/performance.md).
  "-c",
  "shared_buffers=16MB",
];

/**
 * Counting of the SQL statements issued inside `countQueries()` (the queries-per-page budget test and
 * the scale bench). Every statement is also counted for the page cache (lib/cache.server.ts
 * noteStatementRun: a page that read the database outside a tagged cache is not kept).
 */
const queryLog = new AsyncLocalStorage<{ queries: string[]; params: unknown[][] }>();

const countingLogger: Logger = {
  logQuery(query, params) {
    noteStatementRun();
    const log = queryLog.getStore();
    if (!log) return;
    log.queries.push(query);
    log.params.push(params);
  },
};

/**
 * Runs `fn` and returns what it returned with every SQL statement it issued through drizzle, in
 * order (and their parameters, for EXPLAIN).
 */
export async function countQueries<T>(fn: () => Promise<T> | T): Promise<{ result: T; queries: string[]; params: unknown[][] }> {
  const log = { queries: [] as string[], params: [] as unknown[][] };
  const result = await queryLog.run(log, fn);
  return { result, ...log };
}

export interface OpenOptions {
  /** PostgreSQL server URL; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; "memory://" for an in-memory database (tests). */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: a data-directory tarball (from dumpDataDir) to create a new database from (a restore; the tests' template). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Handle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    pool.on("error", (error) => rootLogger().error({ err: error }, "[db] erro no pool"));
    const client = await pool.connect().catch((error: Error) => {
      throw new Error(`Não foi possível conectar ao PostgreSQL de DATABASE_URL: ${error.message}`);
    });
    client.release();
    return {
      db: runWorkAfterCommit(drizzlePg(pool, { schema, logger: countingLogger })),
      kind: "postgres",
      close: () => pool.end(),
      pool,
      databaseUrl: options.databaseUrl,
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  const inMemory = dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDir(path.dirname(path.resolve(dataDir)));
  try {
    let client: PGlite;
    if (inMemory) {
      client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
    } else {
      const dir = path.resolve(dataDir);
      await prepareDataDir(dir, options.loadDataDir);
      client = await startPglite(dir);
    }
    await shareDrizzleParsers(client);
    return {
      db: runWorkAfterCommit(drizzlePglite(client, { schema, logger: countingLogger })),
      kind: "pglite",
      pglite: client,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite on a directory, durable. PGlite's own error when PostgreSQL refuses to start says only
 * "PGlite failed to initialize properly"; PostgreSQL's reason (printed on its stderr, which PGlite
 * shows only in debug mode) is added to it.
 */
async function startPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  const said: string[] = [];
  let starting = true;
  const onStderr = (line: string) => {
    if (starting && /\b(FATAL|PANIC|ERROR|HINT|DETAIL):/.test(line)) said.push(line.trim());
    return false;
  };
  try {
    // pg_trgm backs the "contains" searches (trigram indexes); PostgreSQL ships it in contrib.
    return await PGlite.create(dir, { extensions: { pg_trgm }, startParams: DURABLE_START_PARAMS, loadDataDir, onStderr });
  } catch (error) {
    if (!said.length) throw error;
    throw new Error(`${(error as Error).message} (${dir}): ${said.slice(-6).join(" | ")}`, { cause: error });
  } finally {
    starting = false;
  }
}

/** A directory holds a database once initdb (or a restore) finished: PostgreSQL cannot start without both. */
function holdsDatabase(dir: string): boolean {
  return fs.existsSync(path.join(dir, "PG_VERSION")) && fs.existsSync(path.join(dir, "global", "pg_control"));
}

/** Makes a rename in `dir` durable (PostgreSQL's own writes are what decision 001 describes). */
function syncDir(dir: string) {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Readies the embedded database's directory for PGlite, under the data directory's lock (so nothing
 * else has it open), so that a process killed at any moment leaves a directory the next start opens:
 *
 * - A new database (initdb, or a restore from a tarball) is made in a sibling directory and renamed
 *   into place once PGlite has closed it: a start killed halfway through initdb left a directory
 *   PGlite took for a database (PG_VERSION is written first) and then failed to start, for good.
 *   The half-made sibling of such a start is removed. A directory in place that is neither empty nor
 *   a whole database is never replaced (it may be a store's damaged data): the start stops and says so.
 * - PostgreSQL's own postmaster.pid is removed: PGlite's instance writes it on start, and a process
 *   killed between its creation and its first write leaves it empty, which PostgreSQL refuses ("lock
 *   file is empty") — PGlite then fails to initialize on every start. The lock held here is what
 *   keeps a second process out.
 */
async function prepareDataDir(dir: string, loadDataDir: Blob | undefined) {
  const creating = `${dir}.em-criacao`;
  fs.rmSync(creating, { recursive: true, force: true });
  if (fs.existsSync(dir) && !holdsDatabase(dir)) {
    if (fs.readdirSync(dir).length > 0) {
      throw new Error(
        `${dir} não está vazio e não tem um banco completo (faltam PG_VERSION ou global/pg_control). ` +
          "Se veio de uma primeira partida interrompida, apague-o; se não, restaure um backup (npm run restore).",
      );
    }
    fs.rmdirSync(dir);
  }
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(creating, { recursive: true });
    const client = await startPglite(creating, loadDataDir);
    await client.close();
    fs.renameSync(creating, dir);
    syncDir(path.dirname(dir));
  } else if (loadDataDir) {
    throw new Error(`${dir} já tem um banco: um banco só é restaurado num diretório vazio.`);
  }
  fs.rmSync(path.join(dir, "postmaster.pid"), { force: true });
}

/**
 * The types drizzle reads as PostgreSQL's text (it parses them itself): timestamp, timestamptz,
 * interval, date, and the arrays of numeric, timestamp, timestamptz, interval and date.
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

/**
 * drizzle passes those types' parsers (identity functions) with every query, and PGlite then copies
 * its whole table of 340 parsers for each query: about half a millisecond per statement, more than
 * the statement itself. The same parsers are installed once on the client instead and the per-query
 * copy is left out, in transactions too: what drizzle receives is unchanged. Measured and kept:
 * docs/decisions/027-shared-pglite-parsers.md (tests/integration/shared-parsers.test.ts guards it).
 */
async function shareDrizzleParsers(client: PGlite) {
  await client.query("select 1"); // loads the array types, whose parsers would replace ours later
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = (value: string) => value;
  type Queryable = Pick<PGlite, "query">;
  const withoutParsers = <T extends Queryable>(target: T): T => {
    const query = target.query.bind(target);
    target.query = ((text: string, params?: unknown[], options?: Parameters<PGlite["query"]>[2]) =>
      query(text, params, options?.parsers ? { ...options, parsers: undefined } : options)) as T["query"];
    return target;
  };
  withoutParsers(client);
  yieldAfterEachQuery(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) =>
    transaction((tx) => callback(withoutParsers(tx)))) as PGlite["transaction"];
}

/**
 * PGlite runs a statement synchronously, and its promise settles in the same turn of the event loop:
 * a loader's queries and the page's render that follows them would hold the server for their whole
 * length (on a page cache refresh, 50–100 ms during which the cached pages wait). Each statement
 * outside a transaction lets the event loop run once before its result is used, so other requests
 * are answered between the statements of a slow one. (A transaction is left whole: it holds the
 * database anyway.)
 */
function yieldAfterEachQuery(client: PGlite) {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    const result = await query(...args);
    await new Promise<void>((resolve) => setImmediate(resolve));
    return result;
  }) as PGlite["query"];
}

// One database per process (the server reaches this module through the server build's `services`).
let current: Handle | undefined;

export function setDatabase(handle: Handle | undefined) {
  current = handle;
}

export function databaseHandle(): Handle {
  const handle = current;
  if (!handle) throw new Error("Banco de dados não inicializado: chame initDatabase() na partida do servidor.");
  return handle;
}

export function db(): Db {
  return databaseHandle().db;
}
