import { createElement, useState, type ComponentType, type MouseEvent } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { codeOnDemand, ON_SERVER } from "./deferred";

/**
 * An island: a fixed part of a page — the same for every visitor and every request, with nothing
 * interactive but links — whose code the browser does not download on first load. It departs from
 * React's ordinary way (the part is never hydrated), so it is used only where it saves at least 2 KB
 * of gzip JavaScript on the page's first load (measured with the production build):
 *
 * - the server renders the component as usual (its module is imported when the server starts), so the
 *   HTML is complete, with or without JavaScript;
 * - while the page hydrates, the browser keeps the server's element: the part is rendered as its root
 *   element with the server's HTML inside (`dangerouslySetInnerHTML`: React neither hydrates nor
 *   compares what is inside), and that HTML is kept for the rest of the visit;
 * - a click on a link inside it navigates as React Router's `<Link>` would, without reloading the page;
 * - a page that shows the part for the first time after a client-side navigation renders the
 *   component itself once its code has loaded (it suspends, so the navigation keeps the previous page
 *   on screen meanwhile). A route may await `preload()` in its `clientLoader` to fetch the code with
 *   the data.
 *
 * The part's root element carries `data-island={id}`, and nothing on it but attributes React takes as
 * written (no inline `style`). A button, field, form or anything else interactive inside would never
 * hydrate, silently: in development and in tests the island throws when the HTML it keeps holds one
 * (`assertInert`). A part that reads loader data, the user or the request is not an island either:
 * render it in place, or use `deferred()`.
 */
export type Island<P> = ComponentType<P> & { preload: () => Promise<void> };

interface KeptPart {
  tag: string;
  props: Record<string, string>;
  html: string;
}

/** Islands already on a page of this visit, by id: their root element and inner HTML. */
const kept = new Map<string, KeptPart>();

export function island<P extends object>(id: string, load: () => Promise<ComponentType<P>>): Island<P> {
  const code = codeOnDemand(load);

  function Island(props: P) {
    const navigate = useNavigate();
    const [part] = useState(() => (ON_SERVER ? null : keptPart(id)));
    if (part) return keptElement(part, navigate);
    // On the server, or not on the page yet (a client-side navigation): the component itself, once its code is here.
    return createElement(code.component(), props);
  }
  Island.displayName = `Island(${id})`;
  return Object.assign(Island, { preload: code.preload });
}

/** The island as the page shows it now (the server's HTML while hydrating), kept for the visit. */
function keptPart(id: string): KeptPart | null {
  const known = kept.get(id);
  if (known) return known;
  const element = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
  if (!element) return null;
  if (import.meta.env.DEV) assertInert(id, element.innerHTML);
  const props: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === "style") continue;
    props[name === "class" ? "className" : name === "for" ? "htmlFor" : name] = value;
  }
  const part = { tag: element.localName, props, html: element.innerHTML };
  kept.set(id, part);
  return part;
}

/** Elements that do something only once hydrated (their handlers are not in the HTML). */
const INTERACTIVE_TAGS = ["button", "input", "select", "textarea", "form", "details", "summary"];
const INTERACTIVE_ATTRIBUTES = ["contenteditable", "tabindex"];

/**
 * The first interactive element in `html` (serialized by the browser or by React's server renderer,
 * so text never holds a raw `<`), as written in the HTML; null when there is none.
 */
export function firstInteractive(html: string): string | null {
  for (const tag of html.matchAll(/<([a-z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const [whole, name, attributes] = tag;
    const names = [...attributes.matchAll(/\s([^\s=/>"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)].map(
      ([, n, v]) => [n.toLowerCase(), v?.replace(/^["']|["']$/g, "")] as const,
    );
    if (INTERACTIVE_TAGS.includes(name.toLowerCase())) return whole;
    if (names.some(([n]) => INTERACTIVE_ATTRIBUTES.includes(n))) return whole;
    if (names.some(([n, v]) => n === "role" && v?.toLowerCase() === "button")) return whole;
  }
  return null;
}

/** Throws when the HTML an island keeps holds an element that would never hydrate. */
export function assertInert(id: string, html: string) {
  const found = firstInteractive(html);
  if (found) {
    throw new Error(
      `Island "${id}" keeps the server's HTML without hydrating it, but it holds an interactive element: ${found}. ` +
        "It would never respond. Render this part normally (or move the element out of the island).",
    );
  }
}

/** A kept island as React renders it: its element with the HTML inside, which React leaves alone; its links followed. */
function keptElement(part: KeptPart, navigate: NavigateFunction) {
  return createElement(part.tag, {
    ...part.props,
    dangerouslySetInnerHTML: { __html: part.html },
    onClick: (event: MouseEvent) => followLink(event, navigate),
  });
}

/** What React Router's <Link> does on a click, for the plain links of a kept island. */
function followLink(event: MouseEvent, navigate: NavigateFunction) {
  const link = (event.target as Element | null)?.closest?.("a");
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
  // A jump within the same page is the browser's (scrolling to the anchor).
  if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}
