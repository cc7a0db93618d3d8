import { createContext, createElement, use, useContext, type ReactNode } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from "react-router";

/**
 * Parts of a page that are the same for every visitor — the footer, the home page's fixed sections,
 * a product grid of the shared catalogue data — rendered to HTML once on the server and reused by
 * the next pages that show them (a signed-in page is rendered on every request, and these
 * parts were most of its elements). Never a page, never anything of the user: a part that reads the
 * user, the request or the nonce must not be wrapped (tests/integration/shared-html.test.ts renders
 * the pages with and without the reuse, for a visitor and for customers, and compares the HTML).
 *
 * In the browser this is just `<Tag {...props}>{children}</Tag>`, and it hydrates the server's
 * elements as before. On the server the element is written with the children's HTML inside
 * (`dangerouslySetInnerHTML`), made by React's `renderToString` — a renderer separate from the page's
 * stream, so it can run while the page renders — under the same router contexts, so links resolve and
 * are marked exactly as in place. The HTML is kept:
 * - under `id` alone when the part depends on nothing but the code (`data` omitted);
 * - under `id` and the `data` object it is made from otherwise (a WeakMap: loader data read through
 *   `sharedData()` is one object until a write or the cache time replaces it, and the HTML goes with
 *   it). Data made per request (e.g. with the user's likes) is a new object each time: nothing is
 *   reused, and `reuse={false}` skips the detour.
 * React does not hoist resources out of the kept HTML, so no kept part may hold what React moves to
 * the <head> (an image with `fetchPriority="high"`, `<title>`, `<meta>`, `<link>`).
 */
export type RenderSharedHtml = (node: ReactNode) => string;

/** Given only by entry.server (react-dom/server's renderToString): the browser never has it. */
export const SharedHtmlRenderer = createContext<RenderSharedHtml | null>(null);

const byId = new Map<string, string>();
const byData = new Map<string, WeakMap<object, string>>();
const failed = new Set<string>();

/** The contexts a kept part may read (React Router's), handed to the separate render. */
const BRIDGED = [
  DataRouterContext,
  DataRouterStateContext,
  FetchersContext,
  FrameworkContext,
  LocationContext,
  NavigationContext,
  RouteContext,
  ViewTransitionContext,
] as React.Context<unknown>[];

type Props = {
  /** The element the part is drawn in (its own root element, in the page as before). */
  as: keyof React.JSX.IntrinsicElements;
  /** Names the part in the code: unique per component and place. */
  id: string;
  /** The object the part is made from (loader data shared by every visitor); omit for fixed content. */
  data?: object;
  /** False renders the children in place (data made for this request only). */
  reuse?: boolean;
  children?: ReactNode;
} & Record<string, unknown>;

export function SharedHtml({ as, id, data, reuse = true, children, ...props }: Props) {
  const render = useContext(SharedHtmlRenderer);
  // `use` reads a context and, unlike useContext, may run in a loop: the list is fixed, the order too.
  const values: unknown[] = [];
  for (const context of BRIDGED) values.push(use(context));
  if (!render || !reuse) return createElement(as, props, children);
  let html: string | undefined;
  if (data === undefined) {
    html = byId.get(id);
  } else {
    html = byData.get(id)?.get(data);
  }
  if (html === undefined) {
    // Hooks are all called above: the separate render below may not be followed by any.
    const bridged = BRIDGED.reduceRight<ReactNode>(
      (inner, context, i) => createElement(context.Provider, { value: values[i] }, inner),
      children,
    );
    try {
      html = render(bridged);
    } catch (error) {
      // Rendered in place instead (where an error boundary sees it), and not kept.
      if (!failed.has(id)) console.error(`[shared-html] ${id}:`, error);
      failed.add(id);
      return createElement(as, props, children);
    }
    if (data === undefined) byId.set(id, html);
    else {
      let kept = byData.get(id);
      if (!kept) byData.set(id, (kept = new WeakMap()));
      kept.set(data, html);
    }
  }
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
