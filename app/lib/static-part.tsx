import { createElement, useState, type ComponentType, type MouseEvent } from "react";
import { codeOnDemand, ON_SERVER } from "./deferred";
import { useNavigate, type NavigateFunction } from "react-router";

/**
 * A fixed part of a page — the same for every visitor and every request, with nothing interactive
 * but links — whose code the browser does not download on first load (issue #8: less JavaScript to
 * fetch, evaluate and hydrate). The route imports the part through `load` (import()), so its code is a
 * chunk of its own:
 *
 * - the server renders the component as usual (its module is imported when the server starts, as
 *   `deferred()` does), so the HTML is complete, with or without JavaScript;
 * - while the page hydrates, the browser keeps the server's elements: the part is rendered as its root
 *   element with the server's HTML inside (`dangerouslySetInnerHTML`: React neither hydrates nor
 *   compares what is inside), and that HTML is kept for the rest of the visit, for the next pages
 *   that show the part;
 * - a click on a link inside it navigates as React Router's `<Link>` would (same origin, main button,
 *   no modifier key, no other target), without reloading the page;
 * - a page that shows the part for the first time after a client-side navigation renders the
 *   component itself, once its code has loaded: it suspends without a boundary of its own, so the
 *   navigation (a transition) keeps the previous page on screen until then instead of showing a gap.
 *   A route with a server loader may await `preload()` in its `clientLoader` to fetch the code with
 *   the data instead of after it (never add a clientLoader to a route without a server loader: React
 *   Router would then render that route on the client only).
 *
 * The part's root element carries `data-static-part={id}`, and nothing on it but attributes React
 * takes as written (no inline `style`). A part that reads loader data, the user or the request is
 * not static: use `deferred()` or render it in place.
 */


export interface KeptPart {
  tag: string;
  props: Record<string, string>;
  html: string;
}

/** Parts already on a page of this visit, by id: their root element and inner HTML. */
const kept = new Map<string, KeptPart>();

export type StaticPart<P> = ComponentType<P> & { preload: () => Promise<void> };

export function staticPart<P extends object>(id: string, load: () => Promise<ComponentType<P>>): StaticPart<P> {
  const code = codeOnDemand(load);

  function Static(props: P) {
    const navigate = useNavigate();
    const [part] = useState(() => (ON_SERVER ? null : keptPart(id)));
    if (part) return keptElement(part, navigate);
    // On the server, or not on the page yet (a client-side navigation): the component itself, once its code is here.
    return createElement(code.component(), props);
  }
  Static.displayName = `StaticPart(${id})`;
  return Object.assign(Static, { preload: code.preload });
}

/** The part as the page shows it now (the server's HTML while hydrating), kept for the visit. */
function keptPart(id: string): KeptPart | null {
  const known = kept.get(id);
  if (known) return known;
  const part = readPart(id);
  if (part) kept.set(id, part);
  return part;
}

/** The element marked `data-static-part={id}` on the page now: its tag, attributes (as React props) and inner HTML. */
export function readPart(id: string): KeptPart | null {
  const element = document.querySelector(`[data-static-part="${CSS.escape(id)}"]`);
  if (!element) return null;
  const props: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === "style") continue;
    props[name === "class" ? "className" : name === "for" ? "htmlFor" : name] = value;
  }
  return { tag: element.localName, props, html: element.innerHTML };
}

/** A kept part as React renders it: its element with the HTML inside, which React leaves alone; its links followed. */
export function keptElement(part: KeptPart, navigate: NavigateFunction) {
  return createElement(part.tag, {
    ...part.props,
    dangerouslySetInnerHTML: { __html: part.html },
    onClick: (event: MouseEvent) => followLink(event, navigate),
  });
}

/** What React Router's <Link> does on a click, for the plain links of a kept part. */
export function followLink(event: MouseEvent, navigate: NavigateFunction) {
  const link = (event.target as Element | null)?.closest?.("a");
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
  // A jump within the same page is the browser's (scrolling to the anchor).
  if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search) return;
  event.preventDefault();
  // What the <Link> said beyond its address (lib/kept-part.tsx: the review list's page links).
  void navigate(link.pathname + link.search + link.hash, {
    replace: link.hasAttribute("data-replace"),
    preventScrollReset: link.hasAttribute("data-prevent-scroll-reset"),
  });
}
