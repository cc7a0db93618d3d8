/**
 * Liveness and readiness (docs/decisions/014-operations.md), served by server/ops.ts:
 *
 * - `GET /healthz`: the process is up and its event loop answers. No database call: a load balancer
 *   or Docker's HEALTHCHECK restarts a process whose liveness fails, and a database outage must not
 *   restart every process at once.
 * - `GET /readyz`: the process can serve: the database answers, every migration this build carries
 *   is applied, and every check registered with `registerReadinessCheck` passes (the mail queue is
 *   not stuck, …). 503 while any fails, and from the moment the process begins to shut down, so a
 *   load balancer stops sending it requests before it closes.
 *
 * Each check has a time limit (a database that hangs fails the check instead of hanging the probe).
 * The state is this module's own (a module-level variable): the server gets the app's services from
 * the server build (app/entry.server.tsx `services`, docs/decisions/002), so one copy runs per process.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { databaseHandle } from "~/lib/server/db/client.server";
import { MIGRATIONS_DIR } from "~/lib/server/db/migrate.server";
import { rawRows } from "~/lib/server/db/raw-rows.server";

/** A readiness check: resolves when ready; throws (or resolves to a message) when not. */
export type ReadinessCheck = () => Promise<void | string | null | undefined>;

export interface CheckResult {
  ok: boolean;
  ms: number;
  /** Why it failed (never personal data: the operator reads it). */
  error?: string;
}

export interface Readiness {
  ok: boolean;
  checks: Record<string, CheckResult>;
}

/** How long one check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 3_000;

interface Registry {
  checks: Map<string, ReadinessCheck>;
  draining: boolean;
  startedAt: number;
}

let state: Registry | undefined;

function registry(): Registry {
  return (state ??= { checks: new Map(), draining: false, startedAt: Date.now() });
}

/**
 * Adds a check to `/readyz` (a name shown in its answer, and a function that throws or returns a
 * message when not ready). Registering a name again replaces its check.
 */
export function registerReadinessCheck(name: string, check: ReadinessCheck) {
  registry().checks.set(name, check);
}

/** Removes a check (tests). */
export function unregisterReadinessCheck(name: string) {
  registry().checks.delete(name);
}

/** From now on the process is not ready (it is shutting down): load balancers take it out. */
export function setDraining(draining = true) {
  registry().draining = draining;
}

/** The liveness answer: no I/O. */
export function liveness() {
  return { status: "ok" as const, uptimeSeconds: Math.round((Date.now() - registry().startedAt) / 1000) };
}

/** The last migration this build carries (drizzle's journal), read once. */
let lastMigration: { tag: string; when: number } | null | undefined;
function lastMigrationOfBuild(): { tag: string; when: number } | null {
  if (lastMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string; when: number }[];
    };
    const last = journal.entries.at(-1);
    lastMigration = last ? { tag: last.tag, when: last.when } : null;
  }
  return lastMigration;
}

async function databaseAnswers() {
  await databaseHandle().db.execute(sql`select 1`);
}

/** Every migration of the build is in drizzle's table (the migrator notes each by its journal time). */
async function migrationsApplied() {
  const last = lastMigrationOfBuild();
  if (!last) return;
  const result = await rawRows<{ applied: string }>(
    databaseHandle().db,
    sql`select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations`,
  );
  const applied = Number(result[0]?.applied ?? 0);
  if (applied < last.when) return `migração ${last.tag} não aplicada`;
}

const BUILT_IN: [string, ReadinessCheck][] = [
  ["database", databaseAnswers],
  ["migrations", migrationsApplied],
];

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const outcome = await Promise.race([
      Promise.resolve().then(check),
      new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`sem resposta em ${timeoutMs} ms`), timeoutMs);
      }),
    ]);
    const ms = Math.round(performance.now() - started);
    return typeof outcome === "string" && outcome ? { ok: false, ms, error: outcome } : { ok: true, ms };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once (the built-in ones first) and says whether the process is ready. */
export async function readiness(options: { timeoutMs?: number } = {}): Promise<Readiness> {
  const r = registry();
  const all = [...BUILT_IN, ...r.checks];
  const results = await Promise.all(all.map(([, check]) => runCheck(check, options.timeoutMs ?? CHECK_TIMEOUT_MS)));
  const checks: Record<string, CheckResult> = Object.fromEntries(all.map(([name], i) => [name, results[i]]));
  if (r.draining) checks.shutdown = { ok: false, ms: 0, error: "encerrando" };
  return { ok: Object.values(checks).every((c) => c.ok), checks };
}
