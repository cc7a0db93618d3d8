import type { RequestHandler } from "express";

/** Baseline security headers for every response (the CSP with its nonce is set by app/entry.server.tsx). */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site (CSRF): the Origin header, or failing that
 * Sec-Fetch-Site, must say the request comes from this site.
 */
export function sameOriginOnly(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, "")));
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const self = `${req.protocol}://${req.get("host")}`;
    if (origin && origin !== "null") {
      if (origin === self || allowed.has(origin)) return next();
    } else {
      const site = req.get("sec-fetch-site");
      if (!site || site === "same-origin" || site === "none") return next();
    }
    res.status(403).type("text/plain; charset=utf-8").send("Requisição recusada: origem não permitida.");
  };
}
