import { isbot } from "isbot";
import { safeRedirect } from "~/lib/server/safe-redirect.server";

/**
 * True when a plain HTML form was posted (no JavaScript yet): the answer must then be a page
 * (a redirect back with a toast), not the data a fetcher reads.
 */
export function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/** Where to send a plain form post back to: its `redirectTo` field, else the page it came from. */
export function returnPath(request: Request, form?: FormData, fallback = "/"): string {
  const field = form?.get("redirectTo");
  if (typeof field === "string" && field) return safeRedirect(field, fallback);
  const referer = request.headers.get("referer");
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return safeRedirect(url.pathname + url.search, fallback);
  } catch {
    return fallback;
  }
}

/**
 * True for requests a browser makes ahead of time (link prefetch, speculation rules, previews):
 * they must not count as someone opening the page.
 */
export function isPrefetch(request: Request): boolean {
  for (const name of ["purpose", "sec-purpose", "x-purpose", "x-moz"]) {
    const value = request.headers.get(name)?.toLowerCase();
    if (value && (value.includes("prefetch") || value.includes("preview") || value.includes("prerender"))) return true;
  }
  return false;
}

/** A person opening a page: a GET that is neither a prefetch nor a crawler. */
export function isPageView(request: Request): boolean {
  return request.method === "GET" && !isPrefetch(request) && !isbot(request.headers.get("user-agent"));
}
