/**
 * The periodic clean-up, run by the job queue (lib/jobs.server.ts) in one process of however many
 * share the database: expired sessions and verification tokens, rate-limit rows past every window,
 * and image files no row uses any more.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { and, lt, notLike, like, sql } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "~/lib/server/db/client.server";
import { blogPosts, products, rateLimit, rewards, session, verification } from "~/db/schema";
import { KNOWN_ADDRESS_DAYS } from "./auth-limits.server";
import { invalidateOnCommit, Tags } from "./cache.server";
import { registerPeriodicJob } from "./jobs.server";
import { uploadsDir } from "./uploads.server";

const DAY_MS = 86_400_000;

/** The longest rate-limit window is a day (the guide's per-e-mail limit); a row two days old counts for nothing. */
export const RATE_LIMIT_ROW_DAYS = 2;

/** The rows that remember an address that signed in to an account (lib/auth-limits.server.ts) live as long as that memory. */
const KNOWN_ADDRESS_KEYS = "app:auth-known-address:%";

/** An upload no row names is removed only after this long: an admin's form may still be on its way to saving it. */
export const UNUSED_UPLOAD_HOURS = 24;

/**
 * The clean-ups below take the database or a transaction (the nightly LGPD retention,
 * models/retention.server.ts, runs them inside its own); the sessions' one takes a transaction, in
 * which it names the cached sessions it ends.
 */

/** Deletes expired sessions in `tx`, and no cache may answer with one once it commits; returns how many. */
export async function deleteExpiredSessions(tx: Tx, now = new Date()): Promise<number> {
  const removed = await tx.delete(session).where(lt(session.expiresAt, now)).returning({ userId: session.userId });
  if (removed.length) await invalidateOnCommit(tx, Tags.sessions, ...new Set(removed.map((r) => Tags.user(r.userId))));
  return removed.length;
}

export async function deleteExpiredVerifications(now = new Date(), database: DbOrTx = db()): Promise<number> {
  const removed = await database.delete(verification).where(lt(verification.expiresAt, now)).returning({ id: verification.id });
  return removed.length;
}

/** Counters past every window, and known addresses past their 180 days. */
export async function deleteOldRateLimitRows(now = Date.now(), database: DbOrTx = db()): Promise<number> {
  const counters = await database
    .delete(rateLimit)
    .where(and(notLike(rateLimit.key, KNOWN_ADDRESS_KEYS), lt(rateLimit.lastRequest, now - RATE_LIMIT_ROW_DAYS * DAY_MS)))
    .returning({ id: rateLimit.id });
  const known = await database
    .delete(rateLimit)
    .where(and(like(rateLimit.key, KNOWN_ADDRESS_KEYS), lt(rateLimit.lastRequest, now - KNOWN_ADDRESS_DAYS * DAY_MS)))
    .returning({ id: rateLimit.id });
  return counters.length + known.length;
}

const UPLOAD_ID = /\/uploads\/([0-9a-f]{32})(?:-\d+)?\.webp/g;
const FILE = /^([0-9a-f]{32})(?:-(\d+))?\.webp$/;

/** The ids of the uploads some row names (an image field, or a post's Markdown). */
async function uploadsInUse(): Promise<Set<string>> {
  const texts = await db().execute<{ value: string | null }>(sql`
    select ${products.imageUrl} as value from ${products}
    union all select ${rewards.imageUrl} from ${rewards}
    union all select ${blogPosts.imageUrl} from ${blogPosts}
    union all select ${blogPosts.content} from ${blogPosts}`);
  const used = new Set<string>();
  for (const { value } of (texts as { rows: { value: string | null }[] }).rows) {
    for (const match of (value ?? "").matchAll(UPLOAD_ID)) used.add(match[1]);
  }
  return used;
}

/**
 * Removes image files that nothing shows: the smaller copies of an upload that is gone, uploads (with
 * their copies) that no row names for a day (an image replaced or its row deleted), and temporary
 * files a crash left behind. Returns the names removed.
 */
export async function deleteOrphanedUploads(now = Date.now()): Promise<string[]> {
  const dir = uploadsDir();
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  if (!names.length) return [];
  const used = await uploadsInUse();
  const originals = new Set(names.filter((n) => FILE.exec(n) && !FILE.exec(n)![2]).map((n) => n.slice(0, 32)));
  const olderThan = async (name: string, hours: number) => {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    return stat !== null && now - stat.mtimeMs > hours * 3_600_000;
  };
  const removed: string[] = [];
  for (const name of names) {
    const match = FILE.exec(name);
    let remove: boolean;
    if (name.endsWith(".tmp")) remove = await olderThan(name, 1);
    else if (!match || used.has(match[1])) remove = false;
    else if (!originals.has(match[1]))
      remove = true; // a copy whose upload is gone
    else remove = await olderThan(`${match[1]}.webp`, UNUSED_UPLOAD_HOURS); // an upload (or its copy) nothing names
    if (!remove) continue;
    await fs.rm(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/** The schedule (São Paulo time, at quiet hours). */
export const MAINTENANCE_JOBS = {
  "limpeza-sessoes": { cron: "17 * * * *", run: async () => void (await db().transaction((tx) => deleteExpiredSessions(tx))) },
  "limpeza-verificacoes": { cron: "23 * * * *", run: async () => void (await deleteExpiredVerifications()) },
  "limpeza-limites": { cron: "41 3 * * *", run: async () => void (await deleteOldRateLimitRows()) },
  "limpeza-imagens": { cron: "53 3 * * *", run: async () => void (await deleteOrphanedUploads()) },
} as const;

export async function registerMaintenanceJobs(): Promise<void> {
  for (const [name, job] of Object.entries(MAINTENANCE_JOBS)) await registerPeriodicJob(name, job.cron, job.run);
}
