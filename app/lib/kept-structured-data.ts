/**
 * Structured data (schema.org JSON-LD) the server put in the page's <head>, read back in the browser,
 * for a route whose `meta` must give React the same data while hydrating without downloading what it
 * is made from (e.g. the help centre's answers). The server's JSON, parsed and written again by React
 * Router's <Meta>, is the same text. Undefined on the server, or when the page holds none of `type`
 * (a client-side navigation): structured data is for crawlers, which read the server's HTML.
 */
export function keptStructuredData(type: string): Record<string, unknown> | undefined {
  if (typeof document === "undefined") return undefined;
  for (const script of Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      const data = JSON.parse(script.textContent ?? "") as Record<string, unknown>;
      if (data?.["@type"] === type) return data;
    } catch {
      // not ours, or not JSON: skipped
    }
  }
  return undefined;
}
