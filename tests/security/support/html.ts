/**
 * Finds markup that could run script in a page or an e-mail: parses the HTML as a browser would
 * (htmlparser2) and lists every element, attribute or address that executes or breaks out.
 */
import crypto from "node:crypto";
import { parseDocument } from "htmlparser2";
import type { AnyNode, Element } from "domhandler";

const FORBIDDEN_TAGS = new Set(["iframe", "frame", "frameset", "object", "embed", "applet", "base", "portal", "meta-refresh"]);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "poster", "data", "background", "cite", "ping"]);

function isElement(node: AnyNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

function textOf(node: Element): string {
  return node.children.map((c) => ("data" in c ? String(c.data) : isElement(c) ? textOf(c) : "")).join("");
}

/** A URL as the browser reads it: control characters and whitespace inside the scheme are ignored. */
function scheme(url: string): string {
  return url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
}

export interface Options {
  /** Text that must not appear inside a <style> element (a marker carried by the payloads). */
  marker?: string;
  /** E-mails have no nonce'd scripts: any <script> is a finding. */
  scriptsAllowed?: boolean;
  /**
   * The page's Content-Security-Policy: a script is allowed only when it lets it run (this page's
   * nonce, or the hash of an inline script; a file of the site when the policy has no nonce).
   */
  csp?: string;
}

/** Whether the page's CSP lets this script element run. */
function allowedByCsp(csp: string, attrs: Record<string, string>, text: string): boolean {
  const scripts = /(?:^|;)\s*script-src\s+([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  const nonce = scripts.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
  if (nonce !== undefined && attrs.nonce === nonce) return true;
  if (attrs.src !== undefined) return nonce === undefined && scripts.includes("'self'") && /^\/(?![/\\])/.test(attrs.src);
  return scripts.includes(`'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`);
}

/** Everything executable found in `html`, described; empty when the document is safe. */
export function executableMarkup(html: string, options: Options = {}): string[] {
  const found: string[] = [];
  const document = parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true });
  const visit = (node: AnyNode) => {
    if (!isElement(node)) return;
    const tag = node.name;
    const attrs = node.attribs;
    if (FORBIDDEN_TAGS.has(tag)) found.push(`<${tag}>`);
    if (tag === "script") {
      const type = (attrs.type ?? "").toLowerCase();
      if (type === "application/ld+json") {
        try {
          JSON.parse(textOf(node));
        } catch {
          found.push(`JSON-LD quebrado: ${textOf(node).slice(0, 120)}`);
        }
      } else if (options.csp !== undefined) {
        if (!allowedByCsp(options.csp, attrs, textOf(node)))
          found.push(`<script> que a CSP não permite: ${(attrs.src ?? textOf(node)).slice(0, 120)}`);
      } else if (!options.scriptsAllowed || attrs.nonce === undefined) {
        found.push(`<script> sem nonce: ${(attrs.src ?? textOf(node)).slice(0, 120)}`);
      }
    }
    if (tag === "style" && options.marker && textOf(node).includes(options.marker)) found.push(`<style> com texto do usuário`);
    if (tag === "meta" && (attrs["http-equiv"] ?? "").toLowerCase() === "refresh") found.push(`<meta http-equiv=refresh>`);
    for (const [name, value] of Object.entries(attrs)) {
      if (name.startsWith("on")) found.push(`<${tag} ${name}="${value.slice(0, 60)}">`);
      if (name === "srcdoc" || (name === "style" && options.marker && value.includes(options.marker))) found.push(`<${tag} ${name}>`);
      if (URL_ATTRIBUTES.has(name) || name === "srcset") {
        const url = scheme(value);
        if (/^(javascript|vbscript|livescript):/.test(url) || /(^|,)\s*javascript:/.test(url))
          found.push(`<${tag} ${name}="${value.slice(0, 60)}">`);
        if (url.startsWith("data:") && !(tag === "img" && /^data:image\/(png|jpe?g|webp|gif);/.test(url)))
          found.push(`<${tag} ${name}="data:…">`);
      }
    }
    node.children.forEach(visit);
  };
  document.children.forEach(visit);
  return found;
}
