/**
 * Prometheus metrics (prom-client), served by server/ops.ts at `GET /metrics` with
 * `Authorization: Bearer $METRICS_TOKEN` (404 without it, and when METRICS_TOKEN is unset).
 * docs/decisions/014-operations.md.
 *
 * - `http_request_duration_seconds{method,route,status}`: every request, by route PATTERN
 *   (`/produto/:slug`), never by URL, so the number of series stays bounded.
 * - `cache_hits_total` / `cache_misses_total{cache}`: each data cache of lib/cache.server.ts and the
 *   page cache (server/page-cache.ts; its stale and coalesced answers count as hits). Read from the
 *   caches' own counters when scraped: nothing is added to the hot path.
 * - `db_pool_connections{state}` (total, idle, waiting clients, and the pool's max) on PostgreSQL.
 * - `nodejs_eventloop_lag_*` and the rest of prom-client's default process metrics.
 * - `queue_depth`, `queue_failed_jobs`, `queue_oldest_job_seconds{queue}` for every queue registered
 *   with `registerQueueMetrics` (the mail outbox).
 *
 * Counters are per process: Prometheus scrapes each process (`instance` label) and sums.
 * The state is this module's own (a module-level variable): the server gets the app's services from
 * the server build (app/entry.server.tsx `services`, docs/decisions/002), so one copy runs per process.
 */
import client from "prom-client";
import { cacheStats } from "./cache.server";
import { databaseHandle } from "~/lib/server/db/client.server";

export interface QueueState {
  /** Jobs waiting to run (created or to be retried). */
  queued: number;
  /** Jobs that failed for good. */
  failed: number;
  /** Age of the oldest waiting job, in seconds (null when none waits). */
  oldestQueuedSeconds?: number | null;
}

interface PageCacheStats {
  hits: number;
  stale: number;
  coalesced: number;
  misses: number;
}

interface Registry {
  register: client.Registry;
  requestDuration: client.Histogram<"method" | "route" | "status">;
  queues: Map<string, () => Promise<QueueState>>;
  pageCache: PageCacheStats | null;
}

let state: Registry | undefined;

function registry(): Registry {
  return (state ??= createRegistry());
}

function createRegistry(): Registry {
  const register = new client.Registry();
  const queues = new Map<string, () => Promise<QueueState>>();
  client.collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });

  const requestDuration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Duration of HTTP requests, by route pattern, method and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });

  const cacheCounts = () => {
    const counts: { cache: string; hits: number; misses: number }[] = Object.entries(cacheStats()).map(([cache, s]) => ({
      cache,
      hits: s.hits,
      misses: s.misses,
    }));
    const page = registry().pageCache;
    if (page) counts.push({ cache: "page", hits: page.hits + page.stale + page.coalesced, misses: page.misses });
    return counts;
  };
  new client.Counter({
    name: "cache_hits_total",
    help: "Answers served from an in-memory cache, by cache.",
    labelNames: ["cache"] as const,
    registers: [register],
    collect() {
      this.reset();
      for (const c of cacheCounts()) this.inc({ cache: c.cache }, c.hits);
    },
  });
  new client.Counter({
    name: "cache_misses_total",
    help: "Lookups an in-memory cache could not answer (loaded or rendered), by cache.",
    labelNames: ["cache"] as const,
    registers: [register],
    collect() {
      this.reset();
      for (const c of cacheCounts()) this.inc({ cache: c.cache }, c.misses);
    },
  });

  new client.Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL connection pool of this process: total, idle, waiting clients, and its maximum.",
    labelNames: ["state"] as const,
    registers: [register],
    collect() {
      this.reset();
      let pool;
      try {
        pool = databaseHandle().pool;
      } catch {
        return; // no database opened yet
      }
      if (!pool) return; // the embedded database has no pool
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
      this.set({ state: "max" }, pool.options.max ?? 10);
    },
  });

  // Queue gauges: one scrape reads each registered queue once.
  let reading: Promise<Map<string, QueueState | null>> | null = null;
  const readQueues = () =>
    (reading ??= Promise.all([...queues].map(async ([name, read]) => [name, await read().catch(() => null)] as const)).then((pairs) => {
      setImmediate(() => (reading = null));
      return new Map(pairs);
    }));
  const queueGauge = (name: string, help: string, pick: (s: QueueState) => number | null | undefined) =>
    new client.Gauge({
      name,
      help,
      labelNames: ["queue"] as const,
      registers: [register],
      async collect() {
        this.reset();
        for (const [queue, state] of await readQueues()) {
          const value = state ? pick(state) : null;
          if (typeof value === "number") this.set({ queue }, value);
        }
      },
    });
  queueGauge("queue_depth", "Jobs waiting to run, by queue.", (s) => s.queued);
  queueGauge("queue_failed_jobs", "Jobs that failed for good, by queue.", (s) => s.failed);
  queueGauge("queue_oldest_job_seconds", "Age of the oldest waiting job, by queue (0 when none waits).", (s) => s.oldestQueuedSeconds ?? 0);
  new client.Gauge({
    name: "queue_up",
    help: "1 when the queue's state could be read at the last scrape, by queue.",
    labelNames: ["queue"] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const [queue, state] of await readQueues()) this.set({ queue }, state ? 1 : 0);
    },
  });

  return { register, requestDuration, queues, pageCache: null };
}

/** Notes one finished request (server/ops.ts calls it for every request). */
export function observeRequest(method: string, route: string, status: number, seconds: number) {
  registry().requestDuration.observe({ method, route, status: String(status) }, seconds);
}

/**
 * Exposes a queue's state as `queue_depth`, `queue_failed_jobs` and `queue_oldest_job_seconds`
 * (label `queue`), read at every scrape: `registerQueueMetrics("mail", queueHealth)`.
 */
export function registerQueueMetrics(queue: string, read: () => Promise<QueueState>) {
  registry().queues.set(queue, read);
}

/** The page cache's counters (server/app.ts registers the cache of the app it creates). */
export function registerPageCacheStats(stats: PageCacheStats) {
  registry().pageCache = stats;
}

/** Forgets registered page caches and queues (tests). */
export function resetMetricSources() {
  registry().pageCache = null;
  registry().queues.clear();
}

/** The metrics in Prometheus' text format, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  const { register } = registry();
  return { body: await register.metrics(), contentType: register.contentType };
}
