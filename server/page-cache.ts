import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import { services } from "./services.ts";

/**
 * A short-lived, in-process cache of the pages anonymous visitors see, in front of React Router.
 *
 * - Only GET/HEAD requests that carry no cookie of ours (session `rv.*`, toast `rv_toast`) and no
 *   Authorization header may be answered from it, and only responses a route declared shareable are
 *   kept: status 200, `Cache-Control: public…` (see app/lib/http-cache.server.ts), no Set-Cookie.
 * - The body is kept as sent, after compression, so a hit costs no rendering and no compressing;
 *   the key holds the URL, the Accept-Encoding header and the protocol (HSTS is set only on https).
 * - A page carries the tags of the cached data its loaders read (lib/cache.server.ts sharedData), and
 *   is served only while none of them was written since its rendering began: a model function that
 *   commits a change invalidates its tags, here and (PostgreSQL NOTIFY) in every other process. A
 *   request that commits nothing (a sign-out without a session, a form caught by the honeypot)
 *   invalidates nothing. A page whose loaders read the database outside a tagged cache is never kept
 *   (its data has no tags), and that is logged once per address.
 * - Entries live `ttlMs`: how old a view count may be.
 * - When an entry has expired, ONE request renders the page again while the others are still answered
 *   with the expired copy (`X-Cache: STALE`, at most `staleMs` past expiry, the `stale-while-revalidate`
 *   the pages give a CDN). A write still empties the cache at once: nothing stale is ever served after
 *   a write of this process.
 * - A page not in the cache at all (first visit, or after a write) is rendered by one request; the
 *   requests for it that arrive meanwhile wait for that rendering and get its copy (`handle`), or
 *   render themselves if it was not kept. Without these two, every request arriving during a rendering
 *   renders too, and at a steady rate the queue behind them is the slowest answers of the server.
 * Hits are served from the plain Node request handler (`handle`), before Express runs at all.
 */
export interface PageCacheOptions {
  /** How long an entry is served, in milliseconds (0 turns the cache off). */
  ttlMs: number;
  /** How many entries are kept (the oldest go first). */
  maxEntries?: number;
  /** Larger bodies are not kept. */
  maxBodyBytes?: number;
  /** All bodies together stay under this (the oldest go first). */
  maxTotalBytes?: number;
  /** How long past its expiry an entry may still be served while one request renders it again (default 300 s). */
  staleMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

interface Entry {
  headers: Record<string, string | string[]>;
  body: Buffer;
  storedAt: number;
  expires: number;
  /** What the page was made from, and the invalidation sequence number when its rendering began. */
  tags: string[];
  since: number;
}

/** A request rendering a page that is not in the cache or has expired. */
interface Rendering {
  since: number;
  /** The invalidation sequence number when it began: after any write it is not waited for (it may not be kept). */
  seq: number;
  /** Resolved when its answer has gone, kept or not. */
  done: Promise<void>;
}

/** How long one rendering of a page is waited for before another request is let through to try. */
const RETRY_MS = 5_000;
/** Cookies that make a request personal: better-auth's (prefix `rv`) and the toast's. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?rv[._-]/;
/** Headers never replayed from an entry. */
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "x-cache",
  "age",
  "x-request-id",
]);

export function isPersonalRequest(headers: IncomingMessage["headers"]): boolean {
  return Boolean(headers.authorization) || PERSONAL_COOKIE.test(headers.cookie ?? "");
}

export function createPageCache(options: PageCacheOptions) {
  const { collectTags, currentSeq, isFresh, isSharedCacheControl, currentRequestId, log } = services();
  const ttlMs = options.ttlMs;
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 64 * 1024 * 1024;
  let totalBytes = 0;
  const staleMs = options.staleMs ?? 300_000;
  /** Pages being rendered by a request (let through by `handle`), by key. */
  const rendering = new Map<string, Rendering>();
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, stale: 0, coalesced: 0, misses: 0, stores: 0, untagged: 0 };
  /** Addresses whose page read the database outside a tagged cache (logged once each). */
  const warned = new Set<string>();

  function keyOf(req: IncomingMessage): string {
    const proto =
      (req.headers["x-forwarded-proto"] as string | undefined) ?? ((req.socket as { encrypted?: boolean }).encrypted ? "https" : "http");
    return `${proto} ${req.headers["accept-encoding"] ?? ""} ${req.url}`;
  }

  function cacheable(req: IncomingMessage): boolean {
    return ttlMs > 0 && (req.method === "GET" || req.method === "HEAD") && !isPersonalRequest(req.headers);
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.body.length;
    entries.delete(key);
  }

  /** The request rendering this page, unless there is none, it has taken longer than RETRY_MS, or data was written since it began. */
  function renderingOf(key: string, at: number): Rendering | undefined {
    const current = rendering.get(key);
    return current && current.since + RETRY_MS > at && current.seq === currentSeq() ? current : undefined;
  }

  /** Forgets every page (tests). */
  function clear() {
    entries.clear();
    rendering.clear();
    totalBytes = 0;
  }

  /** Answers the request from the cache if it can; true when it did. */
  function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    if (!cacheable(req)) return false;
    const key = keyOf(req);
    const entry = entries.get(key);
    if (!entry) return false;
    if (!isFresh(entry.tags, entry.since)) {
      remove(key);
      return false;
    }
    const at = now();
    let state = "HIT";
    if (entry.expires <= at) {
      if (entry.expires + staleMs <= at) {
        remove(key);
        return false;
      }
      // One request renders the page again (`handle`); the others get this copy meanwhile.
      if (!renderingOf(key, at)) return false;
      state = "STALE";
      stats.stale += 1;
    } else {
      stats.hits += 1;
    }
    res.writeHead(200, {
      ...entry.headers,
      "content-length": entry.body.length,
      age: String(Math.floor((at - entry.storedAt) / 1000)),
      "x-cache": state,
      "x-request-id": currentRequestId() ?? "",
    });
    res.end(req.method === "HEAD" ? undefined : entry.body);
    return true;
  }

  /**
   * Answers from the cache, or waits for the request already rendering the same page, or lets the
   * request through (`next`) to be rendered. Used by the plain Node handler, before Express.
   */
  function handle(req: IncomingMessage, res: ServerResponse, next: () => void) {
    if (serveHit(req, res)) return;
    if (req.method !== "GET" || !cacheable(req)) return next();
    const key = keyOf(req);
    const at = now();
    const current = renderingOf(key, at);
    if (current) {
      stats.coalesced += 1;
      // Its copy, once kept; if it was not (a private or failed answer), this one renders too.
      void current.done.then(() => (serveHit(req, res) ? undefined : next()));
      return;
    }
    // This request renders the page. One that never ends lets the next request try after RETRY_MS.
    const { promise, resolve } = Promise.withResolvers<void>();
    const mine: Rendering = { since: at, seq: currentSeq(), done: promise };
    rendering.set(key, mine);
    const finished = () => {
      if (rendering.get(key) === mine) rendering.delete(key);
      resolve();
    };
    res.once("finish", finished);
    res.once("close", finished);
    next();
  }

  /**
   * Express middleware, placed before compression: on anonymous GETs that missed, runs the rest of
   * the request collecting the tags of its data, and keeps the answer if the route declared it public.
   */
  const middleware: RequestHandler = (req, res, next) => {
    if (ttlMs <= 0 || req.method !== "GET" || !cacheable(req)) return next();
    stats.misses += 1;
    const since = currentSeq();
    collectTags((collector) => {
      capture(res, keyOf(req), () => {
        if (collector.untaggedReads > 0) {
          stats.untagged += 1;
          if (!warned.has(req.path)) {
            warned.add(req.path);
            log().warn(`[page-cache] ${req.path} leu o banco fora de um cache com tags: a página não é guardada (lib/cache.server.ts).`);
          }
          return null;
        }
        const tags = [...collector.tags];
        return isFresh(tags, since) ? { tags, since } : null;
      });
      next();
    });
  };

  /** Keeps the answer under `key` once sent, if shareable and `keepAs()` gives its tags (null: not kept). */
  function capture(res: Response, key: string, keepAs: () => { tags: string[]; since: number } | null) {
    // The page's age counts from its rendering, not from when its last byte was stored.
    const renderedAt = now();
    const chunks: Buffer[] = [];
    let size = 0;
    let decided: boolean | null = null;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    /** Decided when the headers go out (compression sets its own before that). */
    const shareable = (status = res.statusCode, extra?: unknown) => {
      if (decided !== null) return decided;
      const given = (name: string) => res.getHeader(name) ?? headerIn(extra, name);
      const cacheControl = String(given("cache-control") ?? "");
      decided = status === 200 && isSharedCacheControl(cacheControl) && !given("set-cookie");
      if (decided && !res.headersSent) res.setHeader("X-Cache", "MISS");
      return decided;
    };
    res.writeHead = ((...args: unknown[]) => {
      const extra = typeof args[1] === "object" ? args[1] : args[2];
      shareable(typeof args[0] === "number" ? args[0] : res.statusCode, extra);
      return writeHead(...args);
    }) as Response["writeHead"];
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === "function" || !shareable()) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding);
      size += buffer.length;
      if (size > maxBodyBytes) decided = false;
      else chunks.push(buffer);
    };
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, encoding);
      return write(chunk, encoding, cb);
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, encoding);
      const kept = shareable() ? keepAs() : null;
      if (kept) store(key, res, Buffer.concat(chunks), renderedAt, kept);
      return end(chunk, encoding, cb);
    }) as Response["end"];
  }

  function store(key: string, res: Response, body: Buffer, at: number, kept: { tags: string[]; since: number }) {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || DROPPED_HEADERS.has(name)) continue;
      headers[name] = Array.isArray(value) ? value : String(value);
    }
    remove(key);
    while (entries.size && (entries.size >= maxEntries || totalBytes + body.length > maxTotalBytes)) remove(entries.keys().next().value!);
    entries.set(key, { headers, body, storedAt: at, expires: at + ttlMs, ...kept });
    totalBytes += body.length;
    stats.stores += 1;
  }

  return { serveHit, handle, middleware, clear, size: () => entries.size, bytes: () => totalBytes, stats };
}

function headerIn(headers: unknown, name: string): unknown {
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

export type PageCache = ReturnType<typeof createPageCache>;
