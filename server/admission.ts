/**
 * Requests rendered by React Router start in the order they arrived, a few per turn of the event loop.
 *
 * Most pages, their data in memory (lib/cache.server.ts), are rendered, compressed and sent within
 * the turn their request is read in. A request that must wait on something (the database, after a
 * write or a cache expiry) goes on at a later turn. When more requests arrive than the process serves,
 * a turn would otherwise start every request read in it: turns of hundreds of milliseconds, and a
 * request that needs a few of them waiting seconds behind requests that arrived after it (measured on
 * a signed-in page at 50 connections: some connections served once in 10 s, requests timing out).
 * Here a request read in a turn waits in a queue and the check phase of each turn starts the next
 * `perTurn` of them: short turns, first come first served. A server that keeps up sees no difference
 * but a `setImmediate` (microseconds). The queue is bounded: past `maxWaiting` requests waiting, a new
 * one is answered 503 at once with `Retry-After: 1` (never stored), rather than waiting seconds in a
 * queue that only grows while the server is behind.
 */
import type { RequestHandler } from "express";

/** The last of 256 waits for the 255 before it: at a few milliseconds each, a second or more. */
export const DEFAULT_MAX_WAITING = 256;
export const BUSY_MESSAGE = "Servidor ocupado. Tente novamente em instantes.";

export function admission({
  perTurn,
  maxWaiting = DEFAULT_MAX_WAITING,
}: {
  perTurn: number;
  maxWaiting?: number;
}): RequestHandler & { waiting: () => number } {
  /** Each starts its request, or says false if the visitor has already gone. */
  const queue: (() => boolean)[] = [];
  let scheduled = false;

  function turn() {
    scheduled = false;
    for (let started = 0; started < perTurn && queue.length;) {
      if (queue.shift()!()) started += 1;
    }
    if (queue.length) schedule();
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (queue.length >= maxWaiting) {
      res.status(503).set({ "Retry-After": "1", "Cache-Control": "no-store" }).type("text/plain").send(BUSY_MESSAGE);
      return;
    }
    queue.push(() => {
      if (res.destroyed || req.destroyed) return false;
      next();
      return true;
    });
    schedule();
  };
  return Object.assign(middleware, { waiting: () => queue.length });
}
