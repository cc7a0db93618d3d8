import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A component whose code the browser downloads only when a page renders it (import()), for what
 * only some visitors see: an error page, a form shown to signed-in users, the no-JavaScript sample
 * form. It is kept out of every page's first load (issue #8) and changes nothing else:
 *
 * - the server renders it like any component (its module is imported when the server starts), so
 *   the HTML is complete, with or without JavaScript;
 * - while hydrating, React keeps that HTML on screen until the code has arrived, then hydrates it;
 * - on a client-side navigation `fallback` shows for the time of the download.
 */
/** On the server: Vite's flag, or (outside Vite: tsx scripts such as the scale bench) no browser. */
const ON_SERVER = import.meta.env?.SSR ?? typeof document === "undefined";

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  let loaded: ComponentType<P> | null = null;
  if (ON_SERVER) void load().then((Component) => (loaded = Component));

  function Deferred(props: P) {
    // The server renders the module it already holds (no fallback is ever streamed); the browser
    // always renders through lazy(), so the element's type never changes and nothing remounts.
    const Component = ON_SERVER && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
