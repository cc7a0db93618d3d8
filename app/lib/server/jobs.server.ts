/**
 * The job queue: pg-boss over the application's own database connection (the PGlite client, or the
 * PostgreSQL pool), so jobs live in the same database as the data and can be enqueued in the
 * transaction that makes the change (docs/decisions/013-job-queue.md).
 *
 * One instance per process, in this module's own variable (the server reaches it through the server
 * build's `services`, docs/decisions/002). `startJobs({ work: true })` (server/index.ts) also runs a worker for
 * every queue in this process; tests start it without workers and run the queue themselves
 * (`drainQueue`).
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import { fromDrizzle, fromPglite, PgBoss, type Db as IDatabase, type Job, type Queue, type SendOptions } from "pg-boss";
import { databaseHandle, type DbOrTx } from "~/lib/server/db/client.server";
import { log } from "./logger.server";

/** pg-boss's tables live in a schema of their own, beside the application's. */
export const JOBS_SCHEMA = "pgboss";

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

interface QueueDefinition {
  options: Omit<Queue, "name">;
  handler: JobHandler<never>;
  /** Seconds between polls of an idle worker. */
  pollingIntervalSeconds: number;
}

interface PeriodicDefinition {
  cron: string;
  handler: () => Promise<void>;
}

interface JobsState {
  boss?: PgBoss;
  working: boolean;
  queues: Map<string, QueueDefinition>;
  periodic: Map<string, PeriodicDefinition>;
  /** Queues created (and worked) on the running instance. */
  ready: Set<string>;
}

let jobsState: JobsState | undefined;

function state(): JobsState {
  return (jobsState ??= { working: false, queues: new Map(), periodic: new Map(), ready: new Set() });
}

/** The PostgreSQL pool as pg-boss's database: multi-statement texts without parameters go through the simple protocol. */
function fromPool(pool: pg.Pool): IDatabase {
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? { rows: result.flatMap((r): unknown[] => r.rows ?? []) } : result;
    },
  };
}

/** The running instance; throws when the queue was not started (a start-up mistake, never a customer's). */
export function jobs(): PgBoss {
  const boss = state().boss;
  if (!boss) throw new Error("Fila de tarefas não iniciada: chame startJobs() na partida do servidor.");
  return boss;
}

export function jobsStarted(): boolean {
  return Boolean(state().boss);
}

/** pg-boss's statements for one call: inside the caller's transaction when there is one. */
export function jobsDb(tx?: DbOrTx): IDatabase | undefined {
  return tx ? fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) : undefined;
}

export interface StartJobsOptions {
  /** Run a worker for every queue in this process (the server); tests leave it off and drain by hand. */
  work?: boolean;
}

/**
 * Starts pg-boss on the process's database (installing or migrating its schema, under its own
 * advisory lock, so several processes may start at once), creates the registered queues and, with
 * `work`, runs their workers and the periodic jobs' schedules.
 */
export async function startJobs(options: StartJobsOptions = {}): Promise<PgBoss> {
  const s = state();
  if (s.boss) return s.boss;
  const handle = databaseHandle();
  const db = handle.kind === "pglite" ? fromPglite(handle.pglite!) : fromPool(handle.pool!);
  const boss = new PgBoss({
    db,
    backend: handle.kind === "pglite" ? "pglite" : "postgres",
    schema: JOBS_SCHEMA,
    // Only the worker process keeps the queue tidy (expired jobs, retention) and runs cron.
    supervise: Boolean(options.work),
    schedule: Boolean(options.work),
    registerInstance: false,
    monitorVacuum: false,
    persistWarnings: false,
  });
  boss.on("error", (error: Error) => log().error({ err: error }, "[jobs] erro na fila"));
  await oneStartAtATime(handle, () => boss.start());
  s.boss = boss;
  s.working = Boolean(options.work);
  s.ready.clear();
  try {
    for (const [name, definition] of s.queues) await applyQueue(boss, name, definition);
    for (const [name, definition] of s.periodic) await applyPeriodic(boss, name, definition);
  } catch (error) {
    await stopJobs();
    throw error;
  }
  return boss;
}

/**
 * Processes starting together on one empty PostgreSQL database each found pg-boss's schema missing and
 * installed it, and the second died at start-up on `pg_namespace_nspname_index` (two processes behind
 * nginx, tests/reliability/concurrency-nginx.test.ts). The start is held under a session advisory lock
 * of its own, on one connection of the pool, so the second process finds the schema installed.
 */
const START_LOCK = "select pg_advisory_lock(hashtext('raiz-vital:jobs-start'))";
const START_UNLOCK = "select pg_advisory_unlock(hashtext('raiz-vital:jobs-start'))";

async function oneStartAtATime(handle: ReturnType<typeof databaseHandle>, start: () => Promise<unknown>) {
  if (handle.kind !== "postgres") return void (await start());
  const client = await handle.pool!.connect();
  try {
    await client.query(START_LOCK);
    await start();
  } finally {
    await client.query(START_UNLOCK).catch(() => {});
    client.release();
  }
}

/** Stops the workers (waiting up to `timeoutMs` for jobs in progress) and forgets the instance; the database stays open. */
export async function stopJobs(timeoutMs = 10_000): Promise<void> {
  const s = state();
  const boss = s.boss;
  if (!boss) return;
  s.boss = undefined;
  s.working = false;
  s.ready.clear();
  await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
}

async function applyQueue(boss: PgBoss, name: string, definition: QueueDefinition) {
  await boss.createQueue(name, definition.options);
  const s = state();
  if (s.working) {
    await boss.work(name, { pollingIntervalSeconds: definition.pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      await definition.handler(job as Job<never>);
    });
  }
  s.ready.add(name);
}

async function applyPeriodic(boss: PgBoss, name: string, definition: PeriodicDefinition) {
  await applyQueue(boss, name, {
    // A periodic job that fails is tried again at its next time; it is not retried in between.
    options: { retryLimit: 0, expireInSeconds: 15 * 60, deleteAfterSeconds: 7 * 86_400 },
    handler: async () => definition.handler(),
    pollingIntervalSeconds: 30,
  });
  if (state().working) await boss.schedule(name, definition.cron, null, { tz: "America/Sao_Paulo" });
}

/**
 * Declares a queue and its handler. The handler throws to fail an attempt (pg-boss retries it as the
 * queue's options say). May be called before or after startJobs.
 */
export async function registerQueue<T>(
  name: string,
  options: Omit<Queue, "name">,
  handler: JobHandler<T>,
  pollingIntervalSeconds = 1,
): Promise<void> {
  const definition: QueueDefinition = { options, handler: handler, pollingIntervalSeconds };
  const s = state();
  s.queues.set(name, definition);
  if (s.boss && !s.ready.has(name)) await applyQueue(s.boss, name, definition);
}

/**
 * Periodic work on the queue: `handler` runs at each time of `cron` (five fields, São Paulo time), in
 * one process of however many share the database. May be called before or after startJobs.
 */
export async function registerPeriodicJob(name: string, cron: string, handler: () => Promise<void>): Promise<void> {
  const definition = { cron, handler };
  const s = state();
  s.periodic.set(name, definition);
  if (s.boss && !s.ready.has(name)) await applyPeriodic(s.boss, name, definition);
}

/** Adds a job; with `tx`, inside that transaction, so the job exists if and only if the transaction commits. */
export async function enqueue(name: string, data: object, options: { tx?: DbOrTx } & Omit<SendOptions, "db"> = {}): Promise<string> {
  const { tx, ...sendOptions } = options;
  const id = await jobs().send(name, data, { ...sendOptions, db: jobsDb(tx) });
  if (!id) throw new Error(`A fila ${name} não aceitou a tarefa.`);
  return id;
}

export interface QueueHealth {
  /** Jobs waiting to run, or waiting for their next attempt. */
  queued: number;
  /** Jobs that used up their attempts (kept until their retention ends, or until retried). */
  failed: number;
  /** Age of the oldest waiting job, from its creation; null when none waits. */
  oldestQueuedSeconds: number | null;
}

/** The queue's state for /readyz and the metrics, across every queue, read from the job table itself. */
/**
 * Jobs due for more than `seconds` (their time to run, or to be retried, came and went) that no worker
 * has taken: the queue is stuck. A message waiting for its next attempt after an SMTP failure is not due.
 */
export async function overdueJobs(seconds: number): Promise<number> {
  const { rows } = await jobs()
    .getDb()
    .executeSql(
      `select count(*)::int as overdue from ${JOBS_SCHEMA}.job
        where state in ('created', 'retry') and start_after < now() - make_interval(secs => $1)`,
      [seconds],
    );
  return Number((rows[0] as { overdue: number }).overdue);
}

export async function queueHealth(): Promise<QueueHealth> {
  const { rows } = await jobs()
    .getDb()
    .executeSql(
      `select count(*) filter (where state in ('created', 'retry'))::int as queued,
              count(*) filter (where state = 'failed')::int as failed,
              extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry')))::float8 as oldest
         from ${JOBS_SCHEMA}.job`,
    );
  const row = rows[0] as { queued: number; failed: number; oldest: number | null };
  return {
    queued: Number(row.queued),
    failed: Number(row.failed),
    oldestQueuedSeconds: row.oldest === null ? null : Math.max(0, Math.floor(Number(row.oldest))),
  };
}

/**
 * Runs every job of `name` that is due now in this process, one at a time, until none is left
 * (retries that come due while it runs included; retries scheduled later are left). For tests and
 * maintenance scripts: the server's workers do this by themselves. Returns how many attempts ran.
 */
export async function drainQueue(name: string, options: { maxAttempts?: number } = {}): Promise<number> {
  const boss = jobs();
  const definition = state().queues.get(name) ?? periodicAsQueue(name);
  if (!definition) throw new Error(`Fila desconhecida: ${name}`);
  let attempts = 0;
  const limit = options.maxAttempts ?? 1000;
  while (attempts < limit) {
    const [job] = await boss.fetch<never>(name, { batchSize: 1 });
    if (!job) break;
    attempts += 1;
    try {
      await definition.handler(job);
      await boss.complete(name, job.id);
    } catch (error) {
      await boss.fail(name, job.id, { message: (error as Error).message });
    }
  }
  return attempts;
}

function periodicAsQueue(name: string): Pick<QueueDefinition, "handler"> | undefined {
  const periodic = state().periodic.get(name);
  return periodic ? { handler: async () => periodic.handler() } : undefined;
}

/** Runs one periodic job now, in this process (tests, and a manual clean-up). */
export async function runPeriodicJobNow(name: string): Promise<void> {
  const periodic = state().periodic.get(name);
  if (!periodic) throw new Error(`Tarefa periódica desconhecida: ${name}`);
  await periodic.handler();
}
