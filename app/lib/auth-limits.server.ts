/**
 * Rate limits of the account endpoints, per IP and per account, kept in the database so they hold
 * across processes. They run inside better-auth's hooks, so the /auth forms (server API calls) and
 * direct calls to /api/auth/* share the same counters.
 */
import { APIError } from "better-auth/api";
import { clientIp, hit, release, TOO_MANY, type Limit } from "./rate-limit.server";

const MIN = 60;
const HOUR = 60 * MIN;

interface EndpointLimits {
  ip: Limit;
  /** Keyed by the e-mail in the request body. */
  account?: Limit;
}

/**
 * Per endpoint path. Sign-in attempts that succeed are given back, so the sign-in limits count
 * failures; the IP limits are generous because mobile carriers put many customers behind one address.
 */
export const AUTH_LIMITS: Record<string, EndpointLimits> = {
  "/sign-in/email": {
    ip: { name: "auth-sign-in-ip", max: 30, windowSeconds: 15 * MIN },
    account: { name: "auth-sign-in-account", max: 8, windowSeconds: 15 * MIN },
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

function keys(limits: EndpointLimits, headers: Headers | undefined, body: unknown) {
  const out: { limit: Limit; key: string }[] = [];
  if (headers) out.push({ limit: limits.ip, key: clientIp({ headers }) });
  const email = (body as { email?: unknown } | undefined)?.email;
  if (limits.account && typeof email === "string" && email.trim()) {
    out.push({ limit: limits.account, key: email.trim().toLowerCase() });
  }
  return out;
}

/** Counts the attempt; throws a 429 APIError (with Retry-After) when a limit is exceeded. */
export async function enforceAuthLimits(path: string, headers: Headers | undefined, body: unknown) {
  const limits = AUTH_LIMITS[path];
  if (!limits) return;
  for (const { limit, key } of keys(limits, headers, body)) {
    const { allowed, retryAfter } = await hit(limit, key);
    if (!allowed) {
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { message: TOO_MANY, code: "RATE_LIMITED" },
        { "Retry-After": String(retryAfter) },
      );
    }
  }
}

/** Gives back the hits of an attempt that succeeded (a correct sign-in is not abuse). */
export async function releaseAuthLimits(path: string, headers: Headers | undefined, body: unknown) {
  const limits = AUTH_LIMITS[path];
  if (!limits) return;
  for (const { limit, key } of keys(limits, headers, body)) await release(limit, key);
}
