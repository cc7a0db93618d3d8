import type { RequestHandler } from "express";
import { services } from "./services.ts";

/**
 * Baseline security headers for every response (the CSP with its nonce is set on every page by
 * app/entry.server.tsx). HSTS goes out when the request came over HTTPS (directly, or through a proxy
 * trusted with TRUST_PROXY) and whenever the site's address (BASE_URL) is https — behind a proxy that
 * terminates TLS without TRUST_PROXY the hop is plain HTTP, yet the browser only ever sees HTTPS (and
 * browsers ignore HSTS received over plain HTTP anyway).
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (req.secure || services().env().baseUrl.startsWith("https://"))
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests sent by another site (CSRF): the Origin header, or failing that
 * Sec-Fetch-Site, or failing both the Referer, must say the request comes from this site. A request
 * with none of the three (curl, old clients) is let through: browsers send Origin on every POST.
 */
export function sameOriginOnly(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, "")));
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const self = `${req.protocol}://${req.get("host")}`;
    const fromHere = (o: string | null) => o !== null && (o === self || allowed.has(o));
    const site = req.get("sec-fetch-site");
    const referer = req.get("referer");
    let ok: boolean;
    if (origin) ok = origin !== "null" && fromHere(origin);
    else if (site) ok = site === "same-origin" || site === "none";
    else if (referer) ok = fromHere(originOf(referer));
    else ok = true;
    if (ok) return next();
    res.status(403).type("text/plain; charset=utf-8").send("Requisição recusada: origem não permitida.");
  };
}

/** The methods the site serves: pages and their data (GET, HEAD), forms and better-auth's endpoints (POST). */
export const SERVED_METHODS = ["GET", "HEAD", "POST"];

/**
 * Answers 405 with Allow to any other method (TRACE, WebDAV's, PUT…), before it reaches React Router,
 * which cannot build a request for some (500) and would run a route's action for others.
 */
export const servedMethodsOnly: RequestHandler = (req, res, next) => {
  if (SERVED_METHODS.includes(req.method)) return next();
  res.status(405).set("Allow", SERVED_METHODS.join(", ")).type("text/plain; charset=utf-8").send("Método não permitido.");
};

/** Unicode's control characters (C0, DEL, C1): no search term or filter has one, and PostgreSQL's text refuses NUL. */
const CONTROL = /\p{Cc}/gu;
/** A control character as the query can carry it: percent-encoded (C0, DEL, C1 in UTF-8) or raw. */
const MAYBE_CONTROL = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])|\p{Cc}/iu;

/**
 * The request's path and query (`req.url`) with every control character dropped from the query's names
 * and values; unchanged, as the same string, when it has none. Run on every request before the page
 * cache and the router, so no loader, action or export ever reads one from the address.
 */
export function withoutControlCharacters(url: string): string {
  const start = url.indexOf("?");
  if (start === -1 || !MAYBE_CONTROL.test(url.slice(start + 1))) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  const clean = new URLSearchParams();
  let changed = false;
  for (const [name, value] of params) {
    const [n, v] = [name.replace(CONTROL, ""), value.replace(CONTROL, "")];
    changed ||= n !== name || v !== value;
    clean.append(n, v);
  }
  return changed ? `${url.slice(0, start)}?${clean}` : url;
}
