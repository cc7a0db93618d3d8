import { sql } from "drizzle-orm";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { env } from "./env.server";

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
  const now = Date.now();
  const windowMs = limit.windowSeconds * 1000;
  const id = `app:${limit.name}:${key}`;
  const result = await db().execute<{ count: number; last_request: string | number }>(sql`
    insert into rate_limit (id, key, count, last_request) values (${id}, ${id}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${now - windowMs} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${now - windowMs} then ${now} else rate_limit.last_request end
    returning count, last_request`);
  const row = (result as unknown as { rows: { count: number; last_request: string | number }[] }).rows[0];
  const started = Number(row.last_request);
  return { allowed: row.count <= limit.max, retryAfter: Math.max(1, Math.ceil((started + windowMs - now) / 1000)) };
}

/** Gives back one hit of `key` (e.g. an attempt that turned out legitimate). */
export async function release(limit: Limit, key: string): Promise<void> {
  const id = `app:${limit.name}:${key}`;
  await db().execute(sql`update rate_limit set count = greatest(count - 1, 0) where key = ${id}`);
}

/**
 * The client's IP: the socket's, or, when TRUST_PROXY is set, the address our proxy appended last to
 * X-Forwarded-For (earlier entries come from the client and can be forged).
 */
export function clientIp(request: Pick<Request, "headers">): string {
  if (env().trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get("x-rv-client-ip") ?? "unknown";
}

export const TOO_MANY = "Muitas tentativas. Aguarde alguns minutos e tente novamente.";

/**
 * Counts one hit on every key; null while all are within the limit, else the seconds to wait (for
 * Retry-After). Unlike enforceRateLimit it does not throw, so a form can answer with its own shape.
 */
export async function rateLimitWait(limit: Limit, keys: string[]): Promise<number | null> {
  let wait: number | null = null;
  for (const key of keys) {
    const { allowed, retryAfter } = await hit(limit, key);
    if (!allowed) wait = Math.max(wait ?? 0, retryAfter);
  }
  return wait;
}

/** The headers of a 429 answer. */
export function retryAfter(seconds: number): HeadersInit {
  return { "Retry-After": String(seconds) };
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
