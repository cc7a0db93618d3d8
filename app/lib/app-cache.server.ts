/**
 * In-process caches of what many requests read and few change (issue #8): the public data of the
 * catalogue and blog pages, shared by every visitor, signed in or not, the signed-in user of a
 * session cookie, and a user's likes. All are emptied by every write, so they never show what a write changed:
 *
 * - Every SQL statement that writes (app/db/client.server.ts hands each one to `noteStatement`
 *   before it runs) empties them, whoever issues it: an action, better-auth, a script. A load that
 *   began before that is not kept (generation counter). On the embedded database statements run one
 *   at a time, in order, so a load that begins after the write's statement reads what it wrote. On
 *   PostgreSQL a load running beside the write on another connection may still keep what it read
 *   before the commit: the server empties the caches again when each write request ends, and entries
 *   live `ttlMs` at most anyway.
 * - Writes that change nothing shown from these caches leave them alone: rate-limit counters, the
 *   newsletter list, a post's view counter (a view count may be `ttlMs` old, as on cached pages), new
 *   sample requests, new reviews (awaiting moderation) and points ledger entries. A points balance
 *   moving forgets only its user's cached sessions (BALANCE_UPDATE), or, for the one-statement award,
 *   gives them the new balance (isAwardStatement).
 * - Public data lives `ttlMs` at most, which also bounds how late another process (several servers on
 *   one PostgreSQL) shows: PAGE_CACHE_SECONDS on PostgreSQL, like the anonymous page cache; a minute on
 *   the embedded database, where no other process writes (server/index.ts).
 * - Sessions are cached only where every write goes through this process: the embedded database,
 *   which one process at a time may open (app/db/lock.server.ts). On PostgreSQL every request reads
 *   its session from the database, so a sign-out in one process ends the session in all at once.
 *
 * The state sits on `globalThis`, like the database handle: the server entry (which configures it)
 * and the route bundle (which reads it) are two bundles with their own copy of this module.
 * Off until `configureAppCache` turns it on (the server does; tests and `npm run dev` run without it).
 */

interface Entry {
  value: Promise<unknown>;
  expires: number;
  /** Sessions: the id of the user once loaded (null: no user); undefined while the load runs. */
  owner?: string | null;
  /** The value once loaded (undefined while the load runs). */
  loaded?: unknown;
}

interface State {
  ttlMs: number;
  sessions: boolean;
  generation: number;
  data: Map<string, Entry>;
  sessionUsers: Map<string, Entry>;
  userData: Map<string, Entry>;
  /** Bumped with `generation` and by every write of sample requests or reviews, neutral ones included (see viewerData). */
  viewerGeneration: number;
  viewerData: Map<string, Entry>;
}

const KEY = Symbol.for("raiz-vital.app-cache");
/** Most entries each cache keeps (search terms and pages come from the address: keep them bounded). */
const MAX_ENTRIES = 2000;
/** A cached session is checked again through better-auth at least this often (it extends sessions in use). */
const SESSION_RECHECK_MS = 60_000;

function state(): State {
  const g = globalThis as typeof globalThis & { [KEY]?: State };
  return (g[KEY] ??= {
    ttlMs: 0,
    sessions: false,
    generation: 0,
    data: new Map(),
    sessionUsers: new Map(),
    userData: new Map(),
    viewerGeneration: 0,
    viewerData: new Map(),
  });
}

export function configureAppCache(options: { ttlMs: number; sessions: boolean }) {
  const s = state();
  s.ttlMs = Math.max(0, options.ttlMs);
  s.sessions = options.sessions && s.ttlMs > 0;
  invalidateAppCache();
}

/** Forgets everything cached; loads under way when this runs are not kept. */
export function invalidateAppCache() {
  const s = state();
  s.generation += 1;
  s.data.clear();
  s.sessionUsers.clear();
  s.userData.clear();
  forgetViewerData();
}

/** Forgets every customer's cached review and sample state (viewerData); loads under way are not kept. */
function forgetViewerData() {
  const s = state();
  s.viewerGeneration += 1;
  s.viewerData.clear();
}

const publicGeneration = (s: State) => s.generation;
const viewerGeneration = (s: State) => s.viewerGeneration;

function remember<T>(
  map: Map<string, Entry>,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  validUntil?: (value: T) => number,
  owner?: (value: T) => string | null,
  generationOf: (s: State) => number = publicGeneration,
): Promise<T> {
  const s = state();
  const now = Date.now();
  const hit = map.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit) map.delete(key);
  const generation = generationOf(s);
  const value = load();
  // Kept only while nothing was written since the load began; a failure is never kept.
  if (generation === generationOf(s)) {
    while (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    const entry: Entry = { value, expires: now + ttlMs };
    map.set(key, entry);
    value.then(
      (loaded) => {
        if (generation !== generationOf(s)) map.delete(key);
        else {
          if (validUntil) entry.expires = Math.min(entry.expires, validUntil(loaded));
          if (owner) entry.owner = owner(loaded);
          entry.loaded = loaded;
        }
      },
      () => {
        if (map.get(key)?.value === value) map.delete(key);
      },
    );
  }
  return value;
}

/**
 * The public data under `key` (the same for every visitor: never anything of the signed-in user),
 * loaded once per `PAGE_CACHE_SECONDS` and per write. The value is shared: never modify it.
 */
export function sharedData<T>(key: string, load: () => Promise<T>): Promise<T> {
  const s = state();
  if (s.ttlMs <= 0) return load();
  return remember(s.data, key, s.ttlMs, load);
}

/**
 * The user of a session cookie (`key`: the cookie's name and signed value), read at most once per
 * minute, per write and per session expiry; embedded database only. `load` gives the user (null for an
 * ended or unknown session) and when the session expires.
 */
export async function cachedSessionUser<T>(key: string, load: () => Promise<{ user: T; expiresAt: number }>): Promise<T> {
  const s = state();
  if (!s.sessions) return (await load()).user;
  const now = Date.now();
  const { user, expiresAt } = await remember(
    s.sessionUsers,
    key,
    SESSION_RECHECK_MS,
    load,
    (loaded) => loaded.expiresAt,
    (loaded) => {
      const id = (loaded.user as { id?: unknown } | null)?.id;
      return typeof id === "string" ? id : null;
    },
  );
  // An entry kept right up to its session's end is not used past it.
  return expiresAt > now ? user : (await load()).user;
}

/**
 * Data of one signed-in user that only writes which empty these caches change — the posts a customer
 * likes (a like's statements are no NEUTRAL_WRITES) — read at most once per `ttlMs` and per write;
 * embedded database only, like sessions (on PostgreSQL another process may write). Never for what a
 * neutral write changes (a customer's sample requests, reviews or ledger). The value is shared by the
 * user's requests: never modify it.
 */
export function userData<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
  const s = state();
  if (!s.sessions) return load();
  return remember(s.userData, `${userId}\u0000${key}`, s.ttlMs, load);
}

/**
 * What the product page shows one customer of their own activity on a product — their review and
 * their open sample request (app/models/catalog.server.ts productViewerState) — read at most once per
 * `ttlMs` and per write; embedded database only, like sessions and userData. The product page's own
 * actions (a new sample request, a new review) are neutral writes that leave the other caches alone,
 * so this one is also emptied by every statement that writes either table (VIEWER_TABLES), neutral or
 * not, whoever's row it is: the customer who has just asked for a sample sees "Amostra solicitada" on
 * the very next request. The value is shared by the user's requests: never modify it.
 */
export function viewerData<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
  const s = state();
  if (!s.sessions) return load();
  return remember(s.viewerData, `${userId}\u0000${key}`, s.ttlMs, load, undefined, undefined, viewerGeneration);
}

/** A statement that names a table viewerData reads from (a write of it empties viewerData). */
const VIEWER_TABLES = /\b"?(?:sample_requests|product_reviews)"?\b/i;

/** The first words of statements that write. */
const WRITE = /^\s*(?:insert|update|delete|merge|truncate|alter|create|drop|with\b[\s\S]*\b(?:insert|update|delete)\b)/i;
/**
 * Writes that change nothing these caches hold. A new sample request is always pending and a new review
 * always awaits moderation (app/models/samples.server.ts, reviews.server.ts, their only inserts): no
 * public page shows either until an administrator's update (which empties the caches) moves it on, and no
 * session user carries them; no cache holds the points ledger. The product page's actions (issue #8) write
 * only these and the balance below, so the signed-in pages of everyone else stay cached while they run.
 */
const NEUTRAL_WRITES = [
  /^\s*(?:insert\s+into|update|delete\s+from)\s+"?rate_limit"?\s/i,
  /^\s*insert\s+into\s+"newsletter_subscriptions"\s/i,
  /^\s*update\s+"blog_posts"\s+set\s+"views"\s*=\s*"blog_posts"\."views"\s*\+\s*1\s+where\s/i,
  /^\s*insert\s+into\s+"(?:sample_requests|product_reviews|points_ledger)"\s/i,
];

/**
 * A points balance moving inside a transaction (app/models/loyalty.server.ts applyLedgerEntry's update
 * exactly as drizzle writes it, the user's id its third parameter): it changes only that user's cached
 * sessions (the header shows the balance) and the ledger, which no public page shows, so only that
 * user's sessions are forgotten. Any other statement on profiles empties everything, as before.
 */
const BALANCE_UPDATE = /^update "profiles" set "points" = \$1, "updated_at" = \$2 where "profiles"\."id" = \$3$/;
const BALANCE_UPDATE_USER = 2;

/**
 * The one-statement awards of app/models/loyalty.server.ts (awardInOneStatement, insertWithAward): they
 * lock the customer's profile (award_profile), write the once-only ledger entry and move the balance,
 * and insertWithAward's also count rate-limit hits and insert the new sample request or review that
 * earns the points (award_subject). One statement commits as a whole or not at all, and returns the
 * new balance: the user's cached sessions are kept and given that balance once it has run
 * (`sessionPointsChanged`) instead of being read again from the database — the product page's two
 * actions award points every time. Sessions still loading are forgotten (they may have read the old
 * balance). Public data is untouched: none of these rows is shown on a shared page (see NEUTRAL_WRITES).
 *
 * Recognised by its award step and by every write it makes (AWARD_WRITES): a statement that also wrote
 * anything else empties the caches as usual.
 */
const AWARD_PROFILE = /\baward_profile as \(\s*select id, points from profiles where id = \$\d+(?: and exists \(select 1 from award_subject\))? for update\s*\), award_setting as \(/;
const AWARD_WRITES =
  /^(?:insert into (?:rate_limit|"sample_requests"|"product_reviews"|points_ledger) |update profiles set points = award_entry\.balance_after, updated_at = now\(\)\s+from award_entry where profiles\.id = award_entry\.user_id\s+returning )/;
/** The first words of every write in a statement (an ON CONFLICT's "do update" is the insert's own; "for update" is a lock). */
const WRITE_WORDS = /(?<!\b(?:do|for)\s+)\b(?:insert|update|delete|merge|truncate)\b/gi;

export function isAwardStatement(statement: string): boolean {
  if (!statement.startsWith("with ") || !AWARD_PROFILE.test(statement)) return false;
  for (const match of statement.matchAll(WRITE_WORDS)) {
    if (!AWARD_WRITES.test(statement.slice(match.index))) return false;
  }
  return true;
}

/** Whether a SQL statement about to run may change what the caches hold (then it empties them). */
export function changesCachedData(statement: string): boolean {
  return WRITE.test(statement) && !NEUTRAL_WRITES.some((pattern) => pattern.test(statement)) && !isAwardStatement(statement);
}

/**
 * Called with every statement before it runs (app/db/client.server.ts): writes empty the caches, a
 * balance update only its user's sessions.
 */
export function noteStatement(statement: string, params?: readonly unknown[]) {
  const s = state();
  if (s.ttlMs <= 0) return;
  // Before the rest: the product page's writes are neutral, or awards, for the other caches.
  if (VIEWER_TABLES.test(statement) && WRITE.test(statement)) forgetViewerData();
  if (isAwardStatement(statement)) forgetSessionsOf(null);
  else if (BALANCE_UPDATE.test(statement) && typeof params?.[BALANCE_UPDATE_USER] === "string") forgetSessionsOf(params[BALANCE_UPDATE_USER]);
  else if (changesCachedData(statement)) invalidateAppCache();
}

/**
 * Forgets the cached sessions of one user (none: null), and those still loading (whose user is not
 * known yet: they may have read the old row).
 */
export function forgetSessionsOf(userId: string | null) {
  const s = state();
  for (const [key, entry] of s.sessionUsers) {
    if (entry.owner === undefined || (userId !== null && entry.owner === userId)) s.sessionUsers.delete(key);
  }
}

/**
 * Gives the cached sessions of `userId` the balance an award has just committed (awardInOneStatement,
 * whose statement kept them: see isAwardStatement), and forgets those still loading. Statements run one
 * at a time on the embedded database, the only one where sessions are cached, so the balances arrive in
 * the order they were written.
 */
export function sessionPointsChanged(userId: string, points: number) {
  const s = state();
  if (!s.sessions) return;
  for (const [key, entry] of s.sessionUsers) {
    // Still loading: it may have read the profile before the award (a load's statements and the
    // award's may interleave).
    if (entry.owner === undefined) s.sessionUsers.delete(key);
    const loaded = entry.loaded as { user: { points?: unknown } | null } | undefined;
    if (entry.owner !== userId || !loaded?.user) continue;
    const updated = { ...loaded, user: { ...loaded.user, points } };
    entry.loaded = updated;
    entry.value = Promise.resolve(updated);
  }
}
