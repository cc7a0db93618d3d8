/** The Content-Security-Policy of a page (set by app/entry.server.tsx). */
import crypto from "node:crypto";

/**
 * Scripts run only with this response's nonce (a page rendered for one visitor), or only when they are
 * the site's own files or inline scripts with these hashes (a page that may be kept and replayed to
 * other visitors: a nonce sent to many is no secret). Hashes do not extend to the modules an inline
 * script imports, as a nonce does with 'strict-dynamic', so those pages allow 'self' instead.
 */
export function contentSecurityPolicy(scripts: { nonce: string } | { hashes: string[] }) {
  return [
    "default-src 'self'",
    "nonce" in scripts
      ? `script-src 'self' 'nonce-${scripts.nonce}' 'strict-dynamic'`
      : ["script-src 'self'", ...scripts.hashes.map((hash) => `'sha256-${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * A page rendered with a nonce made for it alone, made shareable: the SHA-256 (base64) of each inline
 * script that carries `nonce` (the scripts the app rendered; a script injected into the page would
 * not have it, and is not allowed), and the HTML without the nonce.
 */
export function hashNoncedScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!attributes.includes(attribute) || /\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(crypto.createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return { html: html.replaceAll(attribute, ""), hashes: [...hashes] };
}
