import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";

/**
 * A component whose code the browser downloads only when a page renders it (import()), for what
 * only some visitors see: an error page, a form shown to signed-in users, the no-JavaScript sample
 * form. It is kept out of every page's first load and changes nothing else:
 *
 * - the server renders it like any component (its module is imported when the server starts), so
 *   the HTML is complete, with or without JavaScript;
 * - while hydrating, React keeps that HTML on screen until the code has arrived, then hydrates it;
 * - on a client-side navigation `fallback` shows for the time of the download, unless `preload()` has
 *   fetched the code before.
 */
/** On the server: Vite's flag, or (outside Vite: tsx scripts such as the scale bench) no browser. */
export const ON_SERVER = import.meta.env?.SSR ?? typeof document === "undefined";

/**
 * A component's code fetched on demand, as deferred() and island() use it: the server
 * imports it when the module is loaded (so it renders at once); in the browser `component()` is the
 * module once it is here (fetched by `preload()` or an earlier render), else lazy(), which fetches it.
 */
export function codeOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const fetchCode = () => load().then((Component) => (loaded = Component));
  const Lazy = lazy(() => fetchCode().then((Component) => ({ default: Component })));
  if (ON_SERVER) void fetchCode();
  return {
    /** The module itself when it is here, else null. */
    loaded: () => loaded,
    component: (): ComponentType<P> => loaded ?? Lazy,
    /** Fetches the code before the component is shown, so that it shows at once. */
    preload: () =>
      fetchCode().then(
        () => undefined,
        () => undefined,
      ),
  };
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const code = codeOnDemand(load);

  function Deferred(props: P) {
    // The module already here (the server's, or one fetched by `preload()`) renders at once; else the
    // browser renders through lazy(). Chosen once per mount, so the element's type never changes and
    // nothing remounts.
    const [Component] = useState(code.component);
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  /** Fetches the code before the component is shown (where it appears after an action, say), so it shows at once. */
  return Object.assign(Deferred, { preload: code.preload });
}
