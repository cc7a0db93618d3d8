/**
 * Structured data (schema.org JSON-LD) the server wrote into the page, read back in the browser, for
 * a page that must give React the same data while hydrating without downloading what it is made
 * from (the help centre's answers, the product page's builder). The server's JSON, parsed and written
 * again, is the same text. Undefined on the server, or when the page holds no such data (after a
 * client-side navigation): structured data is for crawlers, which read the server's HTML.
 */
export function keptStructuredData(type: string, matches: (data: Record<string, unknown>) => boolean = () => true): Record<string, unknown> | undefined {
  if (typeof document === "undefined") return undefined;
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      const data = JSON.parse(script.textContent ?? "") as Record<string, unknown>;
      if (data?.["@type"] === type && matches(data)) return data;
    } catch {
      // not JSON: skipped
    }
  }
  return undefined;
}

/** JSON-LD as the text of a <script> element: no text of the data can close the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
