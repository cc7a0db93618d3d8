import { env } from "./env.server";

/**
 * Only same-site paths may be redirect targets: the target must resolve, against BASE_URL, to the
 * site's own origin (as a browser would read it: tabs and new lines dropped, backslashes as slashes),
 * and what is returned is that resolved path, search and hash, never the text as sent.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  const base = new URL(env().baseUrl);
  const sameSite = (target: string) => {
    try {
      return new URL(target, base).origin === base.origin;
    } catch {
      return false;
    }
  };
  if (!sameSite(to)) return fallback;
  const url = new URL(to, base);
  const path = url.pathname + url.search + url.hash;
  // A normalised path can itself start with "//" ("/.//x"): sent as Location, that names another host.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || !sameSite(path)) return fallback;
  return path;
}

/** A page an auth e-mail's link may go on to (the product a sign-up started from): same-site, not home, auth or an endpoint. */
export function authReturnPath(back: string | null | undefined): string | null {
  const to = safeRedirect(back, "");
  return !to || to === "/" || to.startsWith("/auth") || to.startsWith("/api/") ? null : to;
}
