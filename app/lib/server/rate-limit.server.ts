import { sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import { data } from "react-router";
import { db } from "~/lib/server/db/client.server";
import { isUniqueViolation } from "~/lib/server/db/errors.server";
import type { z } from "zod";
import { fieldErrors } from "~/validation/common";
import { env } from "./env.server";
import { dataWithToast } from "./toast.server";

export interface Limit {
  /** Distinguishes the limited action, e.g. "contact". */
  name: string;
  /** Allowed hits per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit for `key` (an IP, an e-mail…) and tells whether it is still within the limit.
 * Fixed windows kept in the rate_limit table, so the limit holds across processes.
 */
export async function hit(limit: Limit, key: string): Promise<{ allowed: boolean; retryAfter: number }> {
  return (await hitAll(limit, [key]))[0];
}

interface HitRow {
  key: string;
  count: number;
  last_request: string | number;
}

/**
 * One hit on each of `keys` (a key given twice counts once) as SQL: `upsert` counts them and returns
 * each key's row (key, count, last_request: the start of its window); `allowed` is true when every key
 * is within the limit and `wait` the seconds to wait (null when allowed) — both read the hits of a
 * statement whose common table expression `limit_hits` is `upsert`, so a write can be counted and
 * decided in the same statement (`limitedStatement`). Each key's row is upserted atomically, so
 * concurrent hits are counted exactly, and rows go in one order whoever calls, so two statements
 * locking the same rows can never deadlock.
 */
export function limitHits(limit: Limit, keys: string[]) {
  const unique = [...new Set(keys)];
  if (!unique.length) throw new Error("rate limit: no keys");
  const now = Date.now();
  const windowMs = limit.windowSeconds * 1000;
  const ids = unique.map((key) => `app:${limit.name}:${key}`);
  const values = sql.join(
    [...ids].sort().map((id) => sql`(${id}, ${id}, 1, ${now})`),
    sql`, `,
  );
  const upsert = sql`insert into rate_limit (id, key, count, last_request) values ${values}
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${now - windowMs} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${now - windowMs} then ${now} else rate_limit.last_request end
    returning key, count, last_request`;
  return {
    upsert,
    allowed: sql`not exists (select 1 from limit_hits where limit_hits.count > ${limit.max})`,
    wait: sql`(select case when count(*) > 0 then greatest(1, ceil((max(limit_hits.last_request) + ${windowMs} - ${now}) / 1000.0))::int end from limit_hits where limit_hits.count > ${limit.max})`,
    /** The outcome per key, in the order of `keys`, from the rows `upsert` returned. */
    read(rows: HitRow[]) {
      const byKey = new Map(rows.map((r) => [r.key, r]));
      return unique.map((key, i) => {
        const row = byKey.get(ids[i]);
        if (!row) throw new Error(`rate limit: no row for ${ids[i]}`);
        const started = Number(row.last_request);
        return { key, allowed: row.count <= limit.max, retryAfter: Math.max(1, Math.ceil((started + windowMs - now) / 1000)) };
      });
    },
  };
}

export type LimitHits = ReturnType<typeof limitHits>;

/**
 * Runs a statement that counts hits (limitHits' upsert). better-auth's table has two unique indexes
 * holding the same value (id and key); ON CONFLICT can name one, so on PostgreSQL two first hits of a
 * new key at the same moment may end in a duplicate on the other. The statement wrote nothing then and
 * the row exists now: the same statement again counts the hit.
 */
export async function countingHits<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error, "rate_limit_pkey")) throw error;
    return run();
  }
}

/**
 * Counts one hit on each of `keys` in one statement (one commit), in the order given; a key given
 * twice counts once.
 */
export async function hitAll(limit: Limit, keys: string[]): Promise<{ key: string; allowed: boolean; retryAfter: number }[]> {
  if (!keys.length) return [];
  const hits = limitHits(limit, keys);
  const result = await countingHits(() => db().execute(hits.upsert));
  return hits.read((result as { rows: HitRow[] }).rows);
}

/** Gives back one hit of `key` (e.g. an attempt that turned out legitimate). */
export async function release(limit: Limit, key: string): Promise<void> {
  const id = `app:${limit.name}:${key}`;
  await db().execute(sql`update rate_limit set count = greatest(count - 1, 0) where key = ${id}`);
}

/**
 * The client's address as the limits count it: the socket's, or, when TRUST_PROXY is set, the address
 * our proxy appended last to X-Forwarded-For (earlier entries come from the client and can be forged);
 * then as one client holds it (`addressKey`). Every limit keyed by address reads it here.
 */
export function clientIp(request: Pick<Request, "headers">): string {
  return addressKey(clientAddress(request));
}

/** The client's address, whole, read as clientIp reads it (the Pix webhook checks it against PIX_WEBHOOK_ALLOW). */
export function clientAddress(request: Pick<Request, "headers">): string {
  if (env().trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get("x-rv-client-ip") ?? "unknown";
}

/**
 * An address as one client holds it: an IPv4 address as it is (written as IPv6, ::ffff:198.51.100.7, too),
 * an IPv6 address as its /64 network ("2001:db8:1:2::/64"), since one subscriber is given a whole /64 and
 * may pick any address in it. Anything that is not an address comes back unchanged.
 */
export function addressKey(address: string): string {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address).toString();
  if (!ipaddr.IPv6.isValid(address)) return address;
  const ip = ipaddr.IPv6.parse(address);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...ip.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

export const TOO_MANY = "Muitas tentativas. Aguarde alguns minutos e tente novamente.";

/**
 * Counts one hit on every key (one statement); null while all are within the limit, else the seconds
 * to wait (for Retry-After). Unlike enforceRateLimit it does not throw, so a form can answer with its
 * own shape.
 */
export async function rateLimitWait(limit: Limit, keys: string[]): Promise<number | null> {
  let wait: number | null = null;
  for (const { allowed, retryAfter } of await hitAll(limit, keys)) {
    if (!allowed) wait = Math.max(wait ?? 0, retryAfter);
  }
  return wait;
}

/** A limit and the keys one call counts a hit on (the client's address, the account…). */
export interface LimitedBy {
  limit: Limit;
  keys: string[];
}

/**
 * The answer to a post whose fields are invalid: it still counts one hit on each key of `limited`, and
 * past the limit the answer is "limited" whatever the fields; otherwise the fields' errors.
 */
export async function invalidPostAnswer(
  error: z.ZodError,
  limited: LimitedBy | undefined,
): Promise<{ ok: false; errors: Record<string, string> } | { ok: false; reason: "limited"; retryAfter: number }> {
  const wait = limited ? await rateLimitWait(limited.limit, limited.keys) : null;
  return wait === null ? { ok: false, errors: fieldErrors(error) } : { ok: false, reason: "limited", retryAfter: wait };
}

/** The headers of a 429 answer. */
export function retryAfter(seconds: number): HeadersInit {
  return { "Retry-After": String(seconds) };
}

/**
 * The 429 answer to a form posted too often: its error box (`title`, then TOO_MANY) and the toast say
 * so; `answer` makes the form's answer around that error (with what was typed, to keep it).
 */
export function tooManyAnswer<T>(title: string, wait: number, answer: (formError: { title: string; description: string }) => T) {
  const formError = { title, description: TOO_MANY };
  return dataWithToast<T>(answer(formError), { type: "error", ...formError }, { status: 429, headers: retryAfter(wait) });
}

/** Throws a 429 response with a Portuguese message when any of the keys is over its limit. */
export async function enforceRateLimit(limit: Limit, keys: string[]) {
  for (const key of keys) {
    const { allowed, retryAfter: seconds } = await hit(limit, key);
    if (!allowed) {
      throw data({ ok: false, message: TOO_MANY, formError: TOO_MANY }, { status: 429, headers: retryAfter(seconds) });
    }
  }
}
