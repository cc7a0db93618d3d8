/**
 * Rate limits of the account endpoints, per IP and per account, kept in the database so they hold
 * across processes. They run inside better-auth's hooks, so the /auth forms (server API calls) and
 * direct calls to /api/auth/* share the same counters.
 *
 * Sign-in throttles guessing without handing an attacker the owner's lock: the
 * tight limit is per (account, address) pair, so failures from one address never lock another; the
 * per-account limit is slower and spares the addresses that have signed in to the account before; and a
 * password reset (the e-mailed link always works) clears the account's counter and makes the address
 * that reset it a known one.
 */
import { sql } from "drizzle-orm";
import { APIError } from "better-auth/api";
import { db } from "~/lib/server/db/client.server";
import { clientIp, countingHits, hit, release, TOO_MANY, type Limit } from "./rate-limit.server";

const MIN = 60;
const HOUR = 60 * MIN;

interface EndpointLimits {
  ip: Limit;
  /** Keyed by the e-mail in the request body. */
  account?: Limit;
  /** Keyed by the e-mail and the client's address together. */
  pair?: Limit;
  /** The account limit does not apply to an address that has signed in to the account before. */
  accountSparesKnownAddresses?: boolean;
}

/**
 * Per endpoint path. Sign-in attempts that succeed are given back, so the sign-in limits count
 * failures; the IP limits are generous because mobile carriers put many customers behind one address.
 */
export const AUTH_LIMITS: Record<string, EndpointLimits> = {
  "/sign-in/email": {
    ip: { name: "auth-sign-in-ip", max: 30, windowSeconds: 15 * MIN },
    pair: { name: "auth-sign-in-pair", max: 8, windowSeconds: 15 * MIN },
    // One address can fail at most 32 times an hour (the pair limit), so reaching this takes several;
    // the owner's usual addresses are spared, and a reset clears it.
    account: { name: "auth-sign-in-account", max: 100, windowSeconds: HOUR },
    accountSparesKnownAddresses: true,
  },
  "/sign-up/email": {
    ip: { name: "auth-sign-up-ip", max: 20, windowSeconds: HOUR },
    account: { name: "auth-sign-up-account", max: 3, windowSeconds: HOUR },
  },
  "/send-verification-email": {
    ip: { name: "auth-resend-ip", max: 20, windowSeconds: HOUR },
    account: { name: "auth-resend-account", max: 3, windowSeconds: 15 * MIN },
  },
  "/request-password-reset": {
    ip: { name: "auth-reset-request-ip", max: 20, windowSeconds: HOUR },
    account: { name: "auth-reset-request-account", max: 3, windowSeconds: HOUR },
  },
  "/reset-password": {
    ip: { name: "auth-reset-ip", max: 20, windowSeconds: 15 * MIN },
  },
};

/** Requests to change the e-mail, per account (the confirmation goes to the current address). */
export const CHANGE_EMAIL_LIMIT: Limit = { name: "auth-change-email-account", max: 5, windowSeconds: HOUR };

/** Current-password checks in the customer area (change of e-mail or password), per account. */
export const PASSWORD_CHECK_LIMIT: Limit = { name: "account-password-check", max: 8, windowSeconds: 15 * MIN };

/** better-auth's own (per-path, IP-keyed) limiter stands aside for the endpoints limited here. */
export const DELEGATED_PATHS = Object.fromEntries(Object.keys(AUTH_LIMITS).map((path) => [path, false as const]));

/** An address that signed in to (or reset the password of) an account stays known this long. */
export const KNOWN_ADDRESS_DAYS = 180;
const KNOWN = "auth-known-address";
const knownId = (email: string, ip: string) => `app:${KNOWN}:${email}|${ip}`;

/** True when this address has signed in to this account (or reset its password) lately. */
async function isKnownAddress(email: string, ip: string): Promise<boolean> {
  const since = Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000;
  const result = await db().execute(sql`select 1 from rate_limit where key = ${knownId(email, ip)} and last_request > ${since}`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

/** Remembers that the account's owner used this address (kept in rate_limit, beside the counters). */
async function rememberAddress(email: string, ip: string): Promise<void> {
  const id = knownId(email, ip);
  const now = Date.now();
  await countingHits(() =>
    db().execute(sql`insert into rate_limit (id, key, count, last_request) values (${id}, ${id}, 1, ${now})
      on conflict (key) do update set last_request = ${now}`),
  );
}

function accountOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : undefined;
}

async function keys(limits: EndpointLimits, headers: Headers | undefined, body: unknown) {
  const out: { limit: Limit; key: string }[] = [];
  const ip = headers ? clientIp({ headers }) : undefined;
  if (ip) out.push({ limit: limits.ip, key: ip });
  const email = accountOf(body);
  if (!email) return out;
  if (limits.pair && ip) out.push({ limit: limits.pair, key: `${email}|${ip}` });
  if (limits.account && !(limits.accountSparesKnownAddresses && ip && (await isKnownAddress(email, ip)))) {
    out.push({ limit: limits.account, key: email });
  }
  return out;
}

/** Counts the attempt; throws a 429 APIError (with Retry-After) when a limit is exceeded. */
export async function enforceAuthLimits(path: string, headers: Headers | undefined, body: unknown) {
  const limits = AUTH_LIMITS[path];
  if (!limits) return;
  for (const { limit, key } of await keys(limits, headers, body)) {
    const { allowed, retryAfter } = await hit(limit, key);
    if (!allowed) {
      throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY, code: "RATE_LIMITED" }, { "Retry-After": String(retryAfter) });
    }
  }
}

/**
 * Gives back the hits of an attempt that succeeded (a correct sign-in is not abuse), and remembers the
 * address as one the owner uses.
 */
export async function releaseAuthLimits(path: string, headers: Headers | undefined, body: unknown) {
  const limits = AUTH_LIMITS[path];
  if (!limits) return;
  for (const { limit, key } of await keys(limits, headers, body)) await release(limit, key);
  const email = accountOf(body);
  if (limits.accountSparesKnownAddresses && email && headers) await rememberAddress(email, clientIp({ headers }));
}

/**
 * The owner set a new password through the e-mailed link: the account's sign-in counter starts again,
 * and so does this address's, which becomes a known one (an attacker cannot keep it out).
 */
export async function afterPasswordReset(email: string, headers: Headers | undefined) {
  const limits = AUTH_LIMITS["/sign-in/email"];
  const account = email.trim().toLowerCase();
  const ids = [`app:${limits.account!.name}:${account}`];
  if (headers) {
    const ip = clientIp({ headers });
    ids.push(`app:${limits.pair!.name}:${account}|${ip}`);
    await rememberAddress(account, ip);
  }
  for (const id of ids) await db().execute(sql`delete from rate_limit where key = ${id}`);
}
