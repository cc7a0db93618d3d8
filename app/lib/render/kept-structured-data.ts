/**
 * Structured data (schema.org JSON-LD) the server wrote into the page, read back in the browser, for
 * a page that must give React the same data while hydrating without downloading what it is made
 * from (the help centre's answers). The server's JSON, parsed and written
 * again, is the same text. Undefined on the server, or when the page holds no such data (after a
 * client-side navigation): structured data is for crawlers, which read the server's HTML.
 */
export function keptStructuredData(type: string): Record<string, unknown> | undefined {
  if (typeof document === "undefined") return undefined;
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      const data = JSON.parse(script.textContent ?? "") as Record<string, unknown>;
      if (data?.["@type"] === type) return data;
    } catch {
      // not JSON: skipped
    }
  }
  return undefined;
}
