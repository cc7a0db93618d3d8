import { createContext as createReactContext, useContext, useState } from "react";
import { createContext, type RouterContextProvider } from "react-router";
import { ON_SERVER } from "./deferred";

/**
 * Long HTML a page shows as it is — a post's article, Markdown rendered and sanitised on the server —
 * sent once in the document instead of twice. Loader data goes into the page's hydration
 * data as well as into its HTML, so a 7 KB article was written, escaped and compressed a second time
 * on every request, and downloaded twice by every visitor.
 *
 * - The loader passes the HTML through `htmlOnce()`: for the document it is kept beside the render
 *   (in the request's context) and the loader data says `null`; for a client-side navigation (the
 *   `<page>.data` request) the loader data carries it as before.
 * - `<OnceHtml>` writes it in the page: on the server from the request's context; in the browser,
 *   while the page hydrates, from the element the server wrote (React neither compares nor touches
 *   what is inside `dangerouslySetInnerHTML`), and from the loader data after a navigation.
 */
const kept = createContext<Map<string, string> | null>(null);

/** Given by entry.server: the request's context, where `htmlOnce()` left the HTML for the render. */
export const HtmlOnceContext = createReactContext<Readonly<RouterContextProvider> | null>(null);

/** True for React Router's data request (`<page>.data`, a client-side navigation), whose loader data the browser reads. */
function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** What the loader data carries of `html`: the HTML for a data request; `null` for a document, which gets it from the render. */
export function htmlOnce(request: Request, context: Readonly<RouterContextProvider>, id: string, html: string): string | null {
  if (isDataRequest(request)) return html;
  let byId = context.get(kept);
  if (!byId) {
    byId = new Map();
    context.set(kept, byId);
  }
  byId.set(id, html);
  return null;
}

/** The element holding HTML passed through `htmlOnce()` under `id` (`html`: what the loader data carries). */
export function OnceHtml({ id, html, className }: { id: string; html: string | null; className?: string }) {
  const context = useContext(HtmlOnceContext);
  const [fromDocument] = useState(() => {
    if (html !== null) return null;
    if (ON_SERVER) return context?.get(kept)?.get(id) ?? null;
    return document.querySelector(`[data-html-once="${CSS.escape(id)}"]`)?.innerHTML ?? null;
  });
  return <div className={className} data-html-once={id} dangerouslySetInnerHTML={{ __html: html ?? fromDocument ?? "" }} />;
}
