/**
 * build/server/index.js under Vitest (vitest.config.ts puts this file in its place): the server
 * build of `npm run build` with its route modules and its entry taken from source, the modules the
 * tests import themselves. The tests serve the built app in their own process (createApp of
 * server/app.ts, tests/security/support/harness.ts); with the build's own bundled copy of the app,
 * the routes would run a second copy of every module (another database handle, other caches,
 * another logger) beside the one the tests opened and read. Everything else (the route tree, the
 * client assets' manifest, the options) is the real build's.
 */
import path from "node:path";
import type { ServerBuild } from "react-router";
import * as entry from "~/entry.server";

// "?real": the real file (vitest.config.ts), not this one again.
const built = (await import(/* @vite-ignore */ `${path.resolve(import.meta.dirname, "../../build/server/index.js")}?real`)) as Record<
  string,
  unknown
>;

const sources = import.meta.glob(["/app/root.tsx", "/app/routes/**/*.{ts,tsx}", "!/app/**/*.test.{ts,tsx}"]);

async function sourceOf(id: string) {
  for (const file of [`/app/${id}.tsx`, `/app/${id}.ts`]) if (sources[file]) return sources[file]();
  throw new Error(`tests/helpers/server-build.ts: no source file for route ${id}`);
}

const build = built as unknown as ServerBuild;

export const routes: ServerBuild["routes"] = Object.fromEntries(
  await Promise.all(Object.entries(build.routes).map(async ([id, route]) => [id, { ...route!, module: (await sourceOf(id)) as never }])),
);
const entryExport: ServerBuild["entry"] = { module: entry };
export { entryExport as entry };
export const { assets, assetsBuildDirectory, basename, future, isSpaMode, prerender, publicPath, routeDiscovery, ssr } = build;
export const allowedActionOrigins = built.allowedActionOrigins;
