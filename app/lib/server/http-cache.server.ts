/**
 * Cache-Control for public pages: a shared cache (CDN) may keep the anonymous version for a minute
 * and serve it stale while it refreshes; browsers always revalidate. Pages seen by a signed-in user
 * carry their data and are never stored. `Vary: Cookie` keeps the two versions apart.
 */
export function publicPageHeaders(signedIn: boolean): HeadersInit {
  return {
    "Cache-Control": signedIn ? "private, no-store" : "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    Vary: "Cookie",
  };
}

/**
 * A route's `headers` when its loader chose them (publicPageHeaders above, or private ones):
 * `export { loaderHeaders as headers } from "~/lib/server/http-cache.server"`.
 */
export function loaderHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

/** Whether an answer with this Cache-Control may be kept for other visitors (the page cache, a CDN). */
export function isSharedCacheControl(cacheControl: string | null | undefined): boolean {
  return /^public\b/i.test(cacheControl ?? "");
}
