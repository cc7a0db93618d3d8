/**
 * What a page of the production build loads on first load, read from React Router's browser
 * manifest (build/client/assets/manifest-*.js): the client entry and its imports, then for every
 * route of the page (root → layouts → page) its module, its static imports and its CSS (from the
 * manifest, and the stylesheets its `links()` names). Sizes are
 * gzip, as the server sends a file to a browser that takes gzip but not Brotli: the build's `.gz`
 * copy (scripts/precompress.mjs, Zopfli), or zlib's level 6 for a file without one. Modules loaded on
 * demand (import()) do not count: they are not in a route's `imports`.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface RouteFirstLoad {
  routeId: string;
  js: number;
  css: number;
  jsFiles: { file: string; gzip: number }[];
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}

interface BrowserManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

export class MissingBuildError extends Error {}

export function readBrowserManifest(clientDir: string): BrowserManifest {
  const assets = path.join(clientDir, "assets");
  const file = fs.existsSync(assets) ? fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name)) : undefined;
  if (!file) {
    throw new MissingBuildError(`No production build in ${clientDir} (no assets/manifest-*.js): run \`npm run build\` first.`);
  }
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as BrowserManifest;
}

/** The gzip bytes the server sends for a static file: its precompressed `.gz` copy when the build has one. */
export function gzipSize(file: string): number {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

export function firstLoad(clientDir: string, routeId: string, manifest = readBrowserManifest(clientDir)): RouteFirstLoad {
  const chain: ManifestRoute[] = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : (undefined as never)) {
    chain.unshift(route);
  }
  if (!chain.length) throw new Error(`route ${routeId} is not in the build's manifest`);
  const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>(manifest.entry.css ?? []);
  for (const route of chain) {
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
    // A stylesheet a route links itself (`import href from "./app.css?url"` in its `links()`) is not
    // in the manifest: its URL is in the route's module (or the chunk holding its code).
    for (const file of [route.module, ...(route.imports ?? [])]) {
      for (const match of fs.readFileSync(path.join(clientDir, file), "utf8").matchAll(/["'`](\/assets\/[\w.-]+\.css)["'`]/g))
        css.add(match[1]);
    }
  }
  const gzip = (file: string) => gzipSize(path.join(clientDir, file));
  const jsFiles = [...js].map((file) => ({ file, gzip: gzip(file) })).sort((a, b) => b.gzip - a.gzip);
  return {
    routeId,
    js: jsFiles.reduce((sum, f) => sum + f.gzip, 0),
    css: [...css].reduce((sum, file) => sum + gzip(file), 0),
    jsFiles,
  };
}
