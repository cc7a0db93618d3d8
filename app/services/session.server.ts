import { createContext, redirect, type RouterContextProvider } from "react-router";
import { auth } from "./auth.server";
import type { LegalDocument } from "~/db/schema/enums";
import { termsToAccept as termsToAcceptFor } from "~/models/terms.server";
import { ensureProfile, readProfile, type Profile } from "~/models/users.server";
import { Tags, taggedCache } from "~/lib/server/cache.server";

export interface SessionUser extends Profile {
  sessionId: string;
  emailVerified: boolean;
  /** Documents whose version in force the user has not accepted yet (middleware/terms.ts); absent: none. */
  termsToAccept?: LegalDocument[];
}

/** Holds the signed-in user (or null) for every loader and action; set by the root's session middleware. */
export const userContext = createContext<SessionUser | null>(null);

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?rv\.session_token=/;
/** better-auth's cookies (session token, "don't remember me"): together, what a cached session is kept under. */
const AUTH_COOKIES = /(?:^|;\s*)((?:__Secure-)?rv\.[^=;]+=[^;]*)/g;

/**
 * The user of a session cookie, checked again through better-auth at least once a minute (it extends
 * sessions in use), and never past the session's end. Stale once the user or any session is written
 * (Tags.user, Tags.sessions: better-auth's writes and the models that change a profile say so).
 */
const sessions = taggedCache<{ user: SessionUser | null; expiresAt: number }>("sessions", {
  max: 10_000,
  ttlMs: 60_000,
  validUntil: (value) => value.expiresAt,
});

/** Reads the session from the request's cookie; anonymous requests never touch the database. */
export async function readSessionUser(request: Request): Promise<SessionUser | null> {
  const cookies = request.headers.get("cookie") ?? "";
  if (!SESSION_COOKIE.test(cookies)) return null;
  const key = Array.from(cookies.matchAll(AUTH_COOKIES), (m) => m[1]).join("; ");
  const { user } = await sessions.get(
    key,
    (value) => (value.user ? [Tags.sessions, Tags.user(value.user.id)] : [Tags.sessions]),
    async () => {
      const result = await auth().api.getSession({ headers: request.headers });
      if (!result) return { user: null, expiresAt: Number.POSITIVE_INFINITY };
      const [found, termsToAccept] = await Promise.all([readProfile(result.user.id), termsToAcceptFor(result.user.id)]);
      const profile = found ?? (await ensureProfile(result.user));
      const user =
        profile.status === "active"
          ? { ...profile, sessionId: result.session.id, emailVerified: result.user.emailVerified, termsToAccept }
          : null;
      return { user, expiresAt: new Date(result.session.expiresAt).getTime() };
    },
  );
  return user;
}

type Ctx = Readonly<RouterContextProvider>;

export function getUser(context: Ctx): SessionUser | null {
  return context.get(userContext);
}

/** The signed-in user, or a redirect to /auth (coming back to `returnTo` afterwards). */
export function requireUser(context: Ctx, request?: Request): SessionUser {
  const user = context.get(userContext);
  if (user) return user;
  throw redirect(authUrl(request));
}

/** The signed-in admin; others go to `otherwise` (anonymous visitors always to /auth). */
export function requireAdmin(context: Ctx, request?: Request, otherwise: "/auth" | "/dashboard" = "/auth"): SessionUser {
  const user = context.get(userContext);
  if (!user) throw redirect(authUrl(request, { panel: true }));
  if (user.role !== "admin") throw redirect(otherwise === "/auth" ? authUrl(request) : otherwise);
  return user;
}

/** The query parameter of /auth that says the session ended while the visitor was working. */
export const SESSION_ENDED_PARAM = "sessao";

/**
 * The sign-in page, coming back afterwards to the page the visitor was on. React Router's data
 * requests (`/x.data`, `/_root.data`, `?_routes=`) are never the way back: it is the page they
 * belong to, and for a form sent (a POST, often a fetcher posting to another route's action) the
 * page it was sent from (its same-site Referer). The page says the session ended when there had been
 * one: a form was sent, a session cookie came, or (`panel`) a data request came from inside the panel.
 */
export function authUrl(request?: Request, { panel = false }: { panel?: boolean } = {}): string {
  if (!request) return "/auth";
  const back = returnPath(request);
  const data = isDataRequest(request);
  const ended = request.method !== "GET" || SESSION_COOKIE.test(request.headers.get("cookie") ?? "") || (panel && data);
  const search = new URLSearchParams();
  if (ended) search.set(SESSION_ENDED_PARAM, "expirada");
  if (back !== "/") search.set("redirectTo", back);
  const query = search.toString();
  return query ? `/auth?${query}` : "/auth";
}

function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** The page a request belongs to, as path and query, without React Router's data suffix and parameters. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  if (request.method !== "GET") {
    const from = sameSiteReferer(request, url);
    if (from) return from;
  }
  return pagePath(url);
}

function sameSiteReferer(request: Request, url: URL): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === url.origin ? pagePath(from) : null;
  } catch {
    return null;
  }
}

function pagePath(url: URL): string {
  let path = url.pathname;
  if (path.endsWith(".data")) path = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  search.delete("index");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
