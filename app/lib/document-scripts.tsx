import { createElement, Fragment, useContext, type ReactNode } from "react";
import {
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
import { SharedHtmlRenderer } from "./shared-html";
import { ON_SERVER } from "./deferred";

/**
 * React Router's `<Scripts>` with, on the server, its text kept per set of routes (issue #8).
 *
 * `<Scripts>` writes the page's module preloads and two inline scripts: the hydration context and the
 * route modules' imports with the "partial manifest" (the matched routes and those of the page's
 * parent paths, found by matching each parent path against every route, then written as indented
 * JSON). That is the same for every request to the same routes — only the nonce differs — yet it was
 * worked out on every page (~4 % of a signed-in page's CPU). Here it is worked out once per set of
 * matched routes and parent paths, and reused.
 *
 * Safety: the first time a set is met, the kept text is rendered next to React Router's own
 * `<Scripts>` (React's renderToString, with the same contexts and nonce) and used only if the two
 * come out identical; otherwise that set is always left to `<Scripts>` (and the difference logged
 * once), so a React Router upgrade that changes `<Scripts>` cannot make the page differ. Anything
 * unusual (development, HMR, SPA mode, subresource integrity, an error page, eager route discovery)
 * is left to `<Scripts>` too. In the browser this IS `<Scripts>`: hydration is unchanged.
 */
type ScriptProps = { nonce?: string };

interface Kept {
  preloads: string[];
  routeModulesScript: string;
}

/** Per build (manifest object), per routes key; null: use React Router's `<Scripts>` for that key. */
const kept = new WeakMap<object, Map<string, Kept | null>>();
/** Parent paths are part of the key: a bound on how many sets are kept (the site has a few dozen); past it, `<Scripts>`. */
const MAX_KEPT = 200;

type Manifest = {
  url: string;
  version: string;
  hmr?: unknown;
  sri?: unknown;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute | undefined>;
};
type ManifestRoute = {
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};
type Match = { route: { id: string } };

function ServerScripts(props: ScriptProps): ReactNode {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  const renderToString = useContext(SharedHtmlRenderer);
  const manifest = framework?.manifest as Manifest | undefined;
  const usual =
    framework &&
    manifest &&
    dataRouter?.static &&
    dataRouter.staticContext &&
    state &&
    renderToString &&
    !framework.isSpaMode &&
    framework.ssr === true &&
    framework.routeDiscovery.mode === "lazy" &&
    !manifest.hmr &&
    typeof manifest.sri !== "object" &&
    !dataRouter.staticContext.errors;
  if (!usual) return createElement(Scripts, props);

  const scriptProps = props.nonce == null && framework.nonce ? { ...props, nonce: framework.nonce } : props;
  const matches = state.matches as Match[];
  const parents = parentPaths(state.location.pathname);
  const key = `${matches.map((m) => m.route.id).join(",")}|${parents.join(",")}`;
  let byKey = kept.get(manifest);
  if (!byKey) kept.set(manifest, (byKey = new Map()));
  let entry = byKey.get(key);
  if (entry === undefined && byKey.size >= MAX_KEPT) return createElement(Scripts, props);
  if (entry === undefined) {
    const made = make(manifest, matches, parents, (path) => dataRouter.router.match(path) as Match[] | null);
    const element = (value: Kept | null) =>
      bridge([FrameworkContext, DataRouterContext, DataRouterStateContext] as React.Context<unknown>[], [framework, dataRouter, state], value ? render(value, manifest, framework.serverHandoffString, scriptProps) : createElement(Scripts, scriptProps));
    let same = false;
    try {
      same = renderToString(element(made)) === renderToString(element(null));
    } catch (error) {
      console.error("[document-scripts]", error);
    }
    if (!same) console.error(`[document-scripts] ${key}: differs from <Scripts>; React Router's own is used for these routes.`);
    entry = same ? made : null;
    byKey.set(key, entry);
  }
  if (!entry) return createElement(Scripts, props);
  if (framework.renderMeta) framework.renderMeta.didRenderScripts = true;
  return render(entry, manifest, framework.serverHandoffString, scriptProps);
}

function bridge(contexts: React.Context<unknown>[], values: unknown[], inner: ReactNode): ReactNode {
  return contexts.reduceRight<ReactNode>((node, context, i) => createElement(context.Provider, { value: values[i] }, node), inner);
}

/** "/a/b/c" → ["/", "/a", "/a/b"], as React Router's partial manifest walks them. */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = ["/"];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  return paths;
}

/** What `<Scripts>` works out from the routes (react-router's dom/ssr/components.tsx and fog-of-war.ts). */
function make(manifest: Manifest, matches: Match[], parents: string[], match: (path: string) => Match[] | null): Kept {
  const routeIds = new Set(matches.map((m) => m.route.id));
  for (const path of parents) for (const m of match(path) ?? []) routeIds.add(m.route.id);
  const { sri: _sri, ...rest } = manifest;
  const partial = { ...rest, routes: [...routeIds].reduce((acc, id) => Object.assign(acc, { [id]: manifest.routes[id] }), {}), sri: undefined };
  const imports = matches
    .map((m, routeIndex) => {
      const routeVarName = `route${routeIndex}`;
      const entry = manifest.routes[m.route.id]!;
      const { clientActionModule, clientLoaderModule, clientMiddlewareModule, hydrateFallbackModule, module } = entry;
      const chunks = [
        ...(clientActionModule ? [{ module: clientActionModule, varName: `${routeVarName}_clientAction` }] : []),
        ...(clientLoaderModule ? [{ module: clientLoaderModule, varName: `${routeVarName}_clientLoader` }] : []),
        ...(clientMiddlewareModule ? [{ module: clientMiddlewareModule, varName: `${routeVarName}_clientMiddleware` }] : []),
        ...(hydrateFallbackModule ? [{ module: hydrateFallbackModule, varName: `${routeVarName}_HydrateFallback` }] : []),
        { module, varName: `${routeVarName}_main` },
      ];
      if (chunks.length === 1) return `import * as ${routeVarName} from ${JSON.stringify(module)};`;
      return [
        chunks.map((chunk) => `import * as ${chunk.varName} from "${chunk.module}";`).join("\n"),
        `const ${routeVarName} = {${chunks.map((chunk) => `...${chunk.varName}`).join(",")}};`,
      ].join("\n");
    })
    .join("\n");
  const routeModulesScript = `;
${imports}
  window.__reactRouterManifest = ${JSON.stringify(partial, null, 2)};
  window.__reactRouterRouteModules = {${matches.map((m, index) => `${JSON.stringify(m.route.id)}:route${index}`).join(",")}};

import(${JSON.stringify(manifest.entry.module)});`;
  const hrefs = matches.flatMap((m) => {
    const route = manifest.routes[m.route.id];
    if (!route) return [];
    let list = [route.module];
    if (route.clientActionModule) list = list.concat(route.clientActionModule);
    if (route.clientLoaderModule) list = list.concat(route.clientLoaderModule);
    if (route.hydrateFallbackModule) list = list.concat(route.hydrateFallbackModule);
    if (route.imports) list = list.concat(route.imports);
    return list;
  });
  return { preloads: [...new Set(manifest.entry.imports.concat([...new Set(hrefs)]))], routeModulesScript };
}

/** The elements `<Scripts>` renders on the server, in its order and with its attributes. */
function render({ preloads, routeModulesScript }: Kept, manifest: Manifest, serverHandoffString: string | undefined, scriptProps: ScriptProps & { crossOrigin?: string }) {
  const contextScript = `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
  const link = (href: string, key?: string) =>
    createElement("link", { key, rel: "modulepreload", href, crossOrigin: scriptProps.crossOrigin, integrity: undefined, nonce: scriptProps.nonce, suppressHydrationWarning: true });
  return createElement(
    Fragment,
    null,
    link(manifest.entry.module),
    preloads.map((path) => link(path, path)),
    createElement(
      Fragment,
      null,
      createElement("script", { ...scriptProps, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: contextScript }, type: undefined }),
      createElement("script", { ...scriptProps, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: routeModulesScript }, type: "module", async: true }),
    ),
  );
}

/** How many sets of routes of this build have their text kept (tests). */
export function keptScriptSets(manifest: object): number {
  return [...(kept.get(manifest)?.values() ?? [])].filter(Boolean).length;
}

/**
 * `<Scripts>` in the browser; on the server, the same output kept per set of routes. Decided by
 * `ON_SERVER` (`import.meta.env.SSR`, a constant in Vite's builds), so the browser's bundle drops
 * ServerScripts and everything only it uses (~0.8 KB gzip on every page).
 */
export const DocumentScripts: (props: ScriptProps) => ReactNode = ON_SERVER ? ServerScripts : Scripts;
