/** Calling better-auth's server API from our actions: its cookies forwarded, its errors in Portuguese. */
import { isAPIError } from "better-auth/api";
import { AUTH_TEXTS } from "~/i18n/auth";
import { FIELD_RULE_CODES } from "~/lib/server/auth-fields.server";
import { TOO_MANY } from "~/lib/server/rate-limit.server";
import { log } from "~/lib/server/logger.server";

export interface AuthFailure {
  ok: false;
  code: string;
  status: number;
  message: string;
  /** Seconds to wait, when a rate limit refused the call (status 429). */
  retryAfter?: number;
}
export interface AuthSuccess<T> {
  ok: true;
  data: T;
  /** better-auth's response headers (Set-Cookie) to pass on to the browser. */
  headers: Headers;
}

const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_TEXTS.invalidCredentials,
  EMAIL_NOT_VERIFIED: AUTH_TEXTS.emailNotVerified,
  ACCOUNT_INACTIVE: AUTH_TEXTS.accountInactive,
  RATE_LIMITED: TOO_MANY,
  INVALID_EMAIL: "Digite um e-mail válido",
  PASSWORD_TOO_SHORT: "A senha precisa ter pelo menos 8 caracteres.",
  PASSWORD_TOO_LONG: "A senha pode ter no máximo 128 caracteres.",
  INVALID_TOKEN: AUTH_TEXTS.resetLinkInvalid,
  TOKEN_EXPIRED: AUTH_TEXTS.resetLinkInvalid,
  USER_NOT_FOUND: AUTH_TEXTS.resetLinkInvalid,
  UNAUTHORIZED: AUTH_TEXTS.notAuthenticated,
  INVALID_PASSWORD: AUTH_TEXTS.wrongCurrentPassword,
  EMAIL_RESERVED: AUTH_TEXTS.emailReserved,
};

/** The Portuguese message for a better-auth error code. */
export function authMessage(code: string | undefined, status?: number): string {
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (status === 429) return TOO_MANY;
  return AUTH_TEXTS.unexpected;
}

/**
 * Runs one better-auth server API call made with `returnHeaders: true`. Known errors come back as a
 * result; anything else (a database failure…) is logged and reported as unexpected.
 */
export async function callAuth<T>(run: () => Promise<{ headers: Headers | null; response: T }>): Promise<AuthSuccess<T> | AuthFailure> {
  try {
    const { headers, response } = await run();
    return { ok: true, data: response, headers: headers ?? new Headers() };
  } catch (error) {
    if (isAPIError(error)) {
      const code = typeof error.body?.code === "string" ? error.body.code : String(error.status);
      // The site's own field rules (auth-fields.server) already speak Portuguese.
      const message =
        (FIELD_RULE_CODES as readonly string[]).includes(code) && typeof error.body?.message === "string"
          ? error.body.message
          : authMessage(code, error.statusCode);
      const failure: AuthFailure = { ok: false, code, status: error.statusCode, message };
      const retryAfter = Number(new Headers(error.headers).get("retry-after"));
      if (error.statusCode === 429) failure.retryAfter = retryAfter > 0 ? retryAfter : 60;
      return failure;
    }
    log().error({ err: error }, "[auth] erro inesperado");
    return { ok: false, code: "UNEXPECTED", status: 500, message: AUTH_TEXTS.unexpected };
  }
}

/** The headers of a 429 answer: how long to wait before trying again. */
export function retryAfterHeaders(failure: AuthFailure): HeadersInit {
  return { "Retry-After": String(failure.retryAfter ?? 60) };
}

/** The Set-Cookie headers of a better-auth answer, for a redirect or data response. */
export function cookieHeaders(source: Headers, into = new Headers()): Headers {
  for (const cookie of source.getSetCookie()) into.append("Set-Cookie", cookie);
  return into;
}
