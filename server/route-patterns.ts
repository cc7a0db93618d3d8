/**
 * The route PATTERN of a request (`/produto/:slug`, `/assets/*`), for the request log and the
 * duration histogram: never the URL, which may carry a token or a search, and whose number of values
 * has no bound. React Router's own matching over the build's route table decides it, so the label is
 * the route that answered.
 */
import type { IncomingMessage } from "node:http";
import { matchRoutes, type ServerBuild } from "react-router";

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/** Paths answered outside React Router, by their first segment. */
const FIXED: Record<string, string> = {
  assets: "/assets/*",
  uploads: "/uploads/*",
  healthz: "/healthz",
  readyz: "/readyz",
  metrics: "/metrics",
};

/** How many path → pattern answers are remembered (the hot path asks for the same few pages). */
const MEMO_MAX = 2_000;

export function routePatterns(routes: ServerBuild["routes"] | null) {
  const tree: RouteNode[] = [];
  if (routes) {
    const nodes = new Map<string, RouteNode>();
    for (const route of Object.values(routes)) {
      if (!route) continue;
      nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] });
    }
    for (const route of Object.values(routes)) {
      if (!route) continue;
      const node = nodes.get(route.id)!;
      const parent = route.parentId ? nodes.get(route.parentId) : undefined;
      (parent ? parent.children : tree).push(node);
    }
  }
  const memo = new Map<string, string>();

  function patternOfPath(pathname: string): string {
    const first = pathname.split("/", 2)[1] ?? "";
    if (first in FIXED) return FIXED[first];
    // React Router's single fetch: `/produto/x.data` is the data of `/produto/:slug`; `/_root.data` of `/`.
    const data = pathname.endsWith(".data");
    const page = data ? (pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length)) : pathname;
    if (!tree.length) return "(dev)";
    const matches = matchRoutes(tree as never, page) as { route: RouteNode }[] | null;
    let pattern: string;
    if (!matches?.length) {
      // No route: a file of build/client (favicon, fonts, images) or nothing.
      pattern = /\.[a-z0-9]+$/i.test(pathname) ? "(static)" : "(none)";
    } else {
      const parts = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
      pattern = "/" + parts.join("/").replace(/\/+/g, "/").replace(/^\//, "");
      if (data) pattern += ".data";
    }
    return pattern;
  }

  /** The request's pattern (memoised by path). */
  return function routeOf(req: IncomingMessage): string {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    let pattern = memo.get(pathname);
    if (pattern === undefined) {
      pattern = patternOfPath(pathname);
      if (memo.size >= MEMO_MAX) memo.clear();
      memo.set(pathname, pattern);
    }
    return pattern;
  };
}
