/**
 * The server's `<DocumentScripts>` (lib/document-scripts.tsx) must write exactly what React Router's
 * `<Scripts>` writes — for every set of routes, the first time and when its text is reused — since the
 * browser hydrates with `<Scripts>` itself.
 */
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  Scripts,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  type RouteObject,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DocumentScripts, keptScriptSets } from "./document-scripts";
import { SharedHtmlRenderer } from "./shared-html";

function manifestFor(version: string, extra: Record<string, unknown> = {}) {
  const route = (id: string, parentId: string | undefined, path: string | undefined, index = false, more = {}) => ({
    id,
    parentId,
    path,
    index,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === "root",
    module: `/assets/${id.replace(/\W/g, "-")}-${version}.js`,
    imports: [`/assets/shared-${version}.js`, `/assets/${id.replace(/\W/g, "-")}-dep.js`],
    ...more,
  });
  return {
    url: `/assets/manifest-${version}.js`,
    version,
    entry: { module: `/assets/entry.client-${version}.js`, imports: [`/assets/framework-${version}.js`, `/assets/shared-${version}.js`] },
    routes: {
      root: route("root", undefined, ""),
      "routes/layout": route("routes/layout", "root", undefined),
      "routes/home": route("routes/home", "routes/layout", undefined, true),
      "routes/product": route("routes/product", "routes/layout", "produto/:slug", false, { clientLoaderModule: "/assets/product-client-loader.js" }),
      "routes/catalog": route("routes/catalog", "routes/layout", "produtos"),
      "routes/category": route("routes/category", "routes/layout", "produtos/:slug", false, { hydrateFallbackModule: "/assets/category-fallback.js" }),
      "routes/deep": route("routes/deep", "routes/layout", "a/b/:c"),
      "routes/not-found": route("routes/not-found", "routes/layout", "*"),
    },
    ...extra,
  };
}

function routes(scripts: ReactNode): RouteObject[] {
  const leaf = (id: string, path: string | undefined, index = false): RouteObject =>
    index ? { id, index: true, loader: () => id, element: createElement("p", null, id) } : { id, path, loader: () => id, element: createElement("p", null, id) };
  return [
    {
      id: "root",
      path: "",
      loader: () => ({ user: null }),
      element: createElement("body", null, createElement(Outlet), scripts),
      children: [
        {
          id: "routes/layout",
          element: createElement(Outlet),
          children: [
            leaf("routes/home", undefined, true),
            leaf("routes/product", "produto/:slug"),
            leaf("routes/catalog", "produtos"),
            leaf("routes/category", "produtos/:slug"),
            leaf("routes/deep", "a/b/:c"),
            leaf("routes/not-found", "*"),
          ],
        },
      ],
    },
  ];
}

/** A server render of `url` as entry.server does it (framework context, static router, shared-HTML renderer). */
async function render(url: string, scripts: ReactNode, manifest: ReturnType<typeof manifestFor>): Promise<string> {
  const handler = createStaticHandler(routes(scripts));
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const framework = {
    manifest,
    routeModules: {},
    criticalCss: undefined,
    serverHandoffString: JSON.stringify({ basename: "/", future: {}, ssr: true, isSpaMode: false }),
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    nonce: undefined,
    renderMeta: {},
  };
  return renderToString(
    createElement(
      FrameworkContext.Provider,
      { value: framework as never },
      createElement(SharedHtmlRenderer.Provider, { value: renderToString }, createElement(StaticRouterProvider, { router, context, hydrate: false })),
    ),
  );
}

const URLS = ["/", "/produtos", "/produtos/sono", "/produtos/foco", "/produto/bacopa", "/produto/bacopa?x=1", "/a/b/c", "/nao/existe/aqui", "/blog"];

describe("DocumentScripts", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes what <Scripts> writes, for every set of routes, first and reused", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const manifest = manifestFor("v1");
    for (const url of URLS) {
      const expected = await render(url, createElement(Scripts, { nonce: "abc123" }), manifest);
      expect(expected).toContain("window.__reactRouterManifest");
      expect(await render(url, createElement(DocumentScripts, { nonce: "abc123" }), manifest)).toBe(expected);
      // Reused: another nonce, the same routes.
      const again = await render(url, createElement(Scripts, { nonce: "other" }), manifest);
      expect(await render(url, createElement(DocumentScripts, { nonce: "other" }), manifest)).toBe(again);
    }
    expect(errors).not.toHaveBeenCalled();
    // Kept, not left to <Scripts>: one set per distinct routes and parent paths ("/produto/bacopa"
    // twice, "/produtos/sono" and "/produtos/foco" alike).
    expect(keptScriptSets(manifest)).toBe(URLS.length - 2);
  });

  it("keeps one text per build: a new manifest is worked out again", async () => {
    const first = manifestFor("v1");
    const second = manifestFor("v2");
    for (const manifest of [first, second]) {
      const expected = await render("/produto/bacopa", createElement(Scripts, { nonce: "n" }), manifest);
      expect(expected).toContain(`/assets/entry.client-${manifest.version}.js`);
      expect(await render("/produto/bacopa", createElement(DocumentScripts, { nonce: "n" }), manifest)).toBe(expected);
      expect(keptScriptSets(manifest)).toBe(1);
    }
  });

  it("leaves unusual builds to <Scripts> (subresource integrity)", async () => {
    const manifest = manifestFor("v3", { sri: { "/assets/entry.client-v3.js": "sha384-x" } });
    const expected = await render("/produtos", createElement(Scripts, { nonce: "n" }), manifest);
    expect(expected).toContain("importmap");
    expect(await render("/produtos", createElement(DocumentScripts, { nonce: "n" }), manifest)).toBe(expected);
    expect(keptScriptSets(manifest)).toBe(0);
  });
});
