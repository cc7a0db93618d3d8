/**
 * Invalidations between processes on one PostgreSQL (LISTEN/NOTIFY): what one process's write
 * invalidates (lib/cache.server.ts `invalidateOnCommit`) is invalidated in every other within
 * milliseconds, so every process may keep cached data and pages. The NOTIFY is a statement of the
 * write's own transaction: PostgreSQL delivers it when that transaction commits, even if the writing
 * process dies the next instant, and never when it rolls back. A process that loses its listening
 * connection forgets everything it cached (it may have missed messages) and listens again.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { dropLocalCaches, receiveInvalidation, setInvalidationPublisher } from "./cache.server";
import { rootLogger } from "./logger.server";

export const INVALIDATION_CHANNEL = "rv_cache";
/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

export interface InvalidationChannel {
  /** Resolves once this process listens. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

export function startInvalidationChannel(
  databaseUrl: string,
  log: (message: string) => void = (message) => rootLogger().warn(message),
): InvalidationChannel {
  let closed = false;
  let client: pg.Client | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // A NOTIFY that fails fails its transaction: a write never commits without telling the others.
  setInvalidationPublisher(async (tx, message) => {
    await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${message})`);
  });

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === INVALIDATION_CHANNEL && message.payload) receiveInvalidation(message.payload);
    });
    const lost = (error?: Error) => {
      if (closed || client !== next) return;
      client = null;
      log(`[cache] conexão de invalidações perdida${error ? `: ${error.message}` : ""}; reconectando`);
      dropLocalCaches();
      next.end().catch(() => {});
      timer = setTimeout(() => void listen().catch(() => {}), RECONNECT_MS);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      throw error;
    }
    // Whatever was written while nobody listened.
    dropLocalCaches();
  };

  const ready = listen();
  return {
    ready,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      setInvalidationPublisher(null);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
