import { createElement, useState, useSyncExternalStore, type ComponentType } from "react";
import { useNavigate } from "react-router";
import { codeOnDemand, ON_SERVER } from "./deferred";
import { keptElement, readPart, type KeptPart } from "./static-part";

/**
 * A part of a page drawn from loader data, with nothing interactive but links (a product's list of
 * reviews), whose code the browser does not download on first load — like a static part
 * (lib/static-part.tsx), for as long as the part shows the data the server drew it from:
 *
 * - the server renders the component as usual (its module is imported when the server starts);
 * - while the page hydrates, the browser keeps the server's element and its HTML, under `key(props)`
 *   (a name for the data drawn: its JSON, say);
 * - later renders with the same key keep that HTML; other data (another page of reviews, another
 *   product, a review published since) renders the component itself, once its code has loaded: it
 *   suspends meanwhile, so a navigation keeps the previous page on screen;
 * - a click on a link inside the kept HTML navigates as React Router's <Link> would (followLink).
 *
 * Every root element the component can render carries `data-static-part={id}`; one such part per page.
 */
const kept = new Map<string, KeptPart & { key: string }>();

const noSubscription = () => () => {};

export function keptPart<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  key: (props: P) => string,
): ComponentType<P> & { preload: () => Promise<void> } {
  const code = codeOnDemand(load);

  function Kept(props: P) {
    const navigate = useNavigate();
    // True only while hydrating (React reads the server snapshot then): the page is the server's.
    const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
    const name = ON_SERVER ? "" : key(props);
    useState(() => {
      const part = ON_SERVER || !hydrating ? null : readPart(id);
      if (part) kept.set(id, { ...part, key: name });
    });
    const part = kept.get(id);
    if (part && part.key === name) return keptElement(part, navigate);
    return createElement(code.component(), props);
  }
  Kept.displayName = `KeptPart(${id})`;
  // For a route's clientLoader: the code comes with the data on a client-side navigation.
  return Object.assign(Kept, { preload: code.preload });
}
