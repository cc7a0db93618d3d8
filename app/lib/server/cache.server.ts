/**
 * The server's in-memory caches and how they are invalidated (docs/decisions/009-tagged-caches.md).
 *
 * - A cached value, or a cached page (server/page-cache.ts), carries the TAGS of what it was made
 *   from: `catalog`, `blog`, `settings`, `user:<id>`, `sessions`… (`Tags` below).
 * - The model function that writes says what it changed, inside its transaction:
 *   `await invalidateOnCommit(tx, Tags.catalog)`. Nothing reads SQL text; a transaction that rolls
 *   back invalidates nothing.
 * - Invalidation is a counter: every write takes the next sequence number and notes it per tag, in
 *   this process once its transaction COMMITTED (db/commit.server.ts). An entry remembers the number
 *   current when its load BEGAN, and is served only while none of its tags was written since: a load
 *   racing a write is never served after it.
 * - Several processes on one PostgreSQL tell each other through LISTEN/NOTIFY (`setInvalidationPublisher`,
 *   wired by server/index.ts). The NOTIFY is sent inside the write's transaction, and PostgreSQL delivers
 *   it exactly at the commit (never on a rollback): a process that dies right after its commit has still
 *   told the others. The data caches and the page cache work on both databases.
 * - Every cache is an `lru-cache` with a size limit; entries also expire (`ttlMs`), which bounds what a
 *   missed notification could cost (a listening connection lost: lib/cache-notify.server.ts).
 *
 * The state is this module's own (a module-level variable): the server gets the app's services from
 * the server build (app/entry.server.tsx `services`, docs/decisions/002), so one copy runs per process.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Tx } from "./db/client.server";
import { afterCommit } from "./db/commit.server";

/** The tags of the site's data. A write invalidates what it changed; a read declares what it used. */
export const Tags = {
  /** Products, categories and what the catalogue shows of reviews (ratings, approved reviews). */
  catalog: "catalog",
  /** Published posts, blog categories, likes counts (a view count is left to expire: it changes on every visit). */
  blog: "blog",
  /** Point settings and rewards (points page, the points a product page promises). */
  settings: "settings",
  /** Who the customers are, as the home page counts and names them (confirmations, names, status, deletions). */
  customers: "customers",
  /** Every cached session (better-auth's writes: sign-out, revocations, password resets). */
  sessions: "sessions",
  /** One user's profile, points, role, status and sessions. */
  user: (id: string) => `user:${id}`,
} as const;

/** Tells the other processes, inside the transaction `tx` (they hear it when it commits). */
export type Publisher = (tx: Tx, message: string) => Promise<void>;

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: a longer message says "everything" instead. */
const MAX_MESSAGE_BYTES = 7_900;

/** Most tags whose last write is remembered; past it the oldest go and every entry older than them is dropped. */
const MAX_TAGS = 10_000;

interface Collector {
  /** Tags of the cached data a request read (a page's tags). */
  tags: Set<string>;
  /** Statements run outside a cached load: such a page cannot be kept (its data has no tags). */
  untaggedReads: number;
  /** True inside a cached load (its statements are covered by the load's tags). */
  inLoad: boolean;
}

interface Registry {
  /** The last sequence number given to a write. */
  seq: number;
  /** Entries loaded before this number are stale (a write of everything, or forgotten tags). */
  floor: number;
  /** Tag → sequence number of its last write (oldest first). */
  written: Map<string, number>;
  /** Sends invalidations to the other processes (a NOTIFY in the write's transaction), if any. */
  publish: Publisher | null;
  /** This process, in published messages (its own come back through LISTEN and are skipped). */
  origin: string;
  requests: AsyncLocalStorage<Collector>;
  caches: Map<string, TaggedCache<unknown>>;
  /** Whether the caches keep anything (the server turns them on; tests and `npm run dev` leave them off). */
  enabled: boolean;
  /** How long an entry lives at most unless its cache says otherwise (milliseconds). */
  ttlMs: number;
  /** Tag → the instant (ms) its data changes by itself (a scheduled post's publication): then it counts as written. */
  due: Map<string, number>;
}

let state: Registry | undefined;

function registry(): Registry {
  return (state ??= {
    seq: 0,
    floor: 0,
    written: new Map(),
    publish: null,
    origin: randomUUID(),
    requests: new AsyncLocalStorage(),
    caches: new Map(),
    enabled: false,
    ttlMs: 60_000,
    due: new Map(),
  });
}

/** The current sequence number: a load that begins now is fresh until one of its tags is written. */
export function currentSeq(): number {
  const r = registry();
  noteDueTags(r);
  return r.seq;
}

/** Tags whose data changed by itself at a moment now past count as written now (see `expireTagsAt`). */
function noteDueTags(r: Registry) {
  if (!r.due.size) return;
  const now = Date.now();
  const reached = [...r.due].filter(([, at]) => at <= now).map(([tag]) => tag);
  if (!reached.length) return;
  for (const tag of reached) r.due.delete(tag);
  noteWrite(reached);
}

/**
 * Says that the data under these tags will change by itself at `at` with nobody writing (a post
 * scheduled for then becomes public): from that moment it counts as written, so what was cached
 * before is loaded again. Each process learns it from its own loads (models/blog.server.ts
 * sharedBlogData), so nothing needs to be sent to the others; the earliest moment per tag is kept.
 */
export function expireTagsAt(at: Date, ...tags: string[]) {
  const r = registry();
  const ms = at.getTime();
  if (!Number.isFinite(ms)) return;
  noteDueTags(r);
  for (const tag of tags) {
    const known = r.due.get(tag);
    if (known === undefined || ms < known) r.due.set(tag, ms);
  }
}

/** Whether something loaded at `since` from data with these tags is still current. */
export function isFresh(tags: Iterable<string>, since: number): boolean {
  const r = registry();
  noteDueTags(r);
  if (since < r.floor) return false;
  for (const tag of tags) if ((r.written.get(tag) ?? 0) > since) return false;
  return true;
}

function noteWrite(tags: readonly string[]) {
  const r = registry();
  r.seq += 1;
  for (const tag of tags) {
    if (tag === "*") r.floor = r.seq;
    r.written.delete(tag);
    r.written.set(tag, r.seq);
  }
  while (r.written.size > MAX_TAGS) {
    const [oldest, at] = r.written.entries().next().value!;
    r.written.delete(oldest);
    r.floor = Math.max(r.floor, at);
  }
}

/**
 * Says that the data under these tags changes with the transaction `tx`: once it commits, cached values
 * and pages made from it are not served again, here and in the other processes; if it rolls back,
 * nothing happens. Call it inside the transaction that writes (`tx` of `db().transaction`; anywhere
 * else it throws). The other processes are told inside the transaction, this one after the commit.
 */
export async function invalidateOnCommit(tx: Tx, ...tags: string[]): Promise<void> {
  if (!tags.length) return;
  afterCommit(tx, () => noteWrite(tags));
  const r = registry();
  if (!r.publish) return;
  const message = JSON.stringify({ origin: r.origin, tags });
  await r.publish(tx, Buffer.byteLength(message) < MAX_MESSAGE_BYTES ? message : JSON.stringify({ origin: r.origin, tags: ["*"] }));
}

/** Everything this process cached is stale; the other processes are not told (they may have missed nothing). */
export function dropLocalCaches() {
  noteWrite(["*"]);
}

/** Wires the other processes: `publish` sends a message to them; their messages come to `receiveInvalidation`. */
export function setInvalidationPublisher(publish: Publisher | null) {
  registry().publish = publish;
}

/** A message published by a process (ours is skipped: it already applied it). */
export function receiveInvalidation(message: string) {
  try {
    const { origin, tags } = JSON.parse(message) as { origin?: string; tags?: unknown };
    if (origin === registry().origin) return;
    if (Array.isArray(tags) && tags.every((t) => typeof t === "string")) noteWrite(tags);
    else dropLocalCaches();
  } catch {
    dropLocalCaches();
  }
}

/** Turns the caches on (the server) or off (tests, development), forgetting what they hold. */
export function configureCaches(options: { enabled: boolean; ttlMs?: number }) {
  const r = registry();
  r.enabled = options.enabled;
  for (const cache of r.caches.values()) cache.clear();
  r.due.clear();
  if (options.ttlMs !== undefined) r.ttlMs = options.ttlMs;
}

/** Runs a request (`fn`) collecting the tags of the cached data it reads (server/page-cache.ts). */
export function collectTags<T>(fn: (collector: Collector) => T): T {
  const collector: Collector = { tags: new Set(), untaggedReads: 0, inLoad: false };
  return registry().requests.run(collector, () => fn(collector));
}

/** Called for every statement the application runs (db/client.server.ts): a read no tag covers makes a page unkeepable. */
export function noteStatementRun() {
  const collector = registry().requests.getStore();
  if (collector && !collector.inLoad) collector.untaggedReads += 1;
}

interface Entry<V> {
  value: Promise<V>;
  since: number;
  /** Known once loaded when they depend on the value (sessions: the user's id). */
  tags: readonly string[] | null;
  expires: number;
}

export interface TaggedCacheOptions<V> {
  /** Most entries kept (least recently used go first). */
  max: number;
  /** How long an entry lives at most, in milliseconds (default: the server's data cache time). */
  ttlMs?: number;
  /** When a loaded value must stop being served (a session's end), in ms since the epoch. */
  validUntil?: (value: V) => number;
}

export class TaggedCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    readonly name: string,
    private readonly options: TaggedCacheOptions<V>,
  ) {
    this.entries = new LRUCache({ max: options.max });
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  /**
   * The value under `key`, loaded by `load` when absent, expired or stale. `tags`: what it is made of,
   * or a function of the loaded value (then the entry is also stale once any of those is written).
   */
  get(key: string, tags: readonly string[] | ((value: V) => readonly string[]), load: () => Promise<V>): Promise<V> {
    const r = registry();
    const collector = r.requests.getStore();
    if (!r.enabled) return this.load(collector, load);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now && (hit.tags === null || isFresh(hit.tags, hit.since))) {
      this.stats.hits += 1;
      // Null only while a load whose tags depend on its value runs (sessions: never on a kept page).
      for (const tag of hit.tags ?? []) collector?.tags.add(tag);
      return hit.value;
    }
    this.stats.misses += 1;
    const since = currentSeq();
    const value = this.load(collector, load);
    const entry: Entry<V> = {
      value,
      since,
      tags: typeof tags === "function" ? null : tags,
      expires: now + (this.options.ttlMs ?? r.ttlMs),
    };
    if (entry.tags) for (const tag of entry.tags) collector?.tags.add(tag);
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        if (typeof tags === "function") {
          entry.tags = tags(loaded);
          for (const tag of entry.tags) collector?.tags.add(tag);
        }
        if (this.options.validUntil) entry.expires = Math.min(entry.expires, this.options.validUntil(loaded));
        // Written while it loaded: not kept (the next request loads again).
        if (entry.tags && !isFresh(entry.tags, since) && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  private load(collector: Collector | undefined, load: () => Promise<V>): Promise<V> {
    if (!collector) return load();
    // The load's statements are covered by its tags; it runs in a collector of its own.
    return registry().requests.run({ tags: collector.tags, untaggedReads: 0, inLoad: true }, load);
  }
}

/** A named cache, one per process (both bundles get the same instance). */
export function taggedCache<V>(name: string, options: TaggedCacheOptions<V>): TaggedCache<V> {
  const r = registry();
  let cache = r.caches.get(name) as TaggedCache<V> | undefined;
  if (!cache) {
    cache = new TaggedCache<V>(name, options);
    r.caches.set(name, cache as TaggedCache<unknown>);
  }
  return cache;
}

/** Every cache's hits and misses, for metrics and the bench. */
export function cacheStats(): Record<string, { hits: number; misses: number; size: number }> {
  return Object.fromEntries(Array.from(registry().caches.values(), (c) => [c.name, { ...c.stats, size: c.size }]));
}

const publicData = () => taggedCache<unknown>("public-data", { max: 2000 });

/**
 * Public data (the same for every visitor: never anything of the signed-in user) under `key`, made
 * from data with these `tags`, kept until one of them is written or the cache time passes. The value
 * is shared between requests: never modify it.
 */
export function sharedData<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  return publicData().get(key, tags, load) as Promise<T>;
}
