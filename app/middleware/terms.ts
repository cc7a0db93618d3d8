import { redirect, type MiddlewareFunction } from "react-router";
import { TERMS_ACCEPT_PATH } from "~/i18n/legal";
import { getUser } from "~/services/session.server";

/**
 * Pages a signed-in person with terms to accept still opens: the terms themselves and the privacy
 * rights (/lgpd, and its request's confirmation link), the acceptance page, the data export, the account pages (which send a signed-in
 * person on anyway) and the newsletter's links (leaving needs no account). Sign-out (/sair) and the
 * API (/api/auth/*) are outside the layouts that run this middleware.
 */
const OPEN_PATHS = new Set(["/lgpd", "/lgpd/confirmar", TERMS_ACCEPT_PATH, "/dashboard/meus-dados"]);
const OPEN_PREFIXES = ["/auth/", "/newsletter/"];

export function isOpenWithTermsPending(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return OPEN_PATHS.has(path) || path === "/auth" || OPEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Where the acceptance page goes back to once the terms are accepted. */
export function termsAcceptUrl(back: string): string {
  return back === "/" ? TERMS_ACCEPT_PATH : `${TERMS_ACCEPT_PATH}?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * The site's and the panel's pages: a signed-in person (customer or admin) whose accepted version of
 * the terms of use or of the privacy policy is older than the one in force goes to the page that shows
 * what changed, and comes back here after accepting.
 */
export const requireAcceptedTermsMiddleware: MiddlewareFunction<Response> = ({ url, context }, next) => {
  const pending = getUser(context)?.termsToAccept;
  if (!pending?.length || isOpenWithTermsPending(url.pathname)) return next();
  throw redirect(termsAcceptUrl(url.pathname + url.search));
};
