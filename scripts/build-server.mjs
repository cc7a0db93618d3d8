/**
 * Bundles server/index.ts (and the app modules it imports) into build/server/serve.js, so the
 * production server starts with plain Node: no TypeScript loader, no transpiling at start.
 * npm packages stay external (loaded from node_modules). Run by `npm run build` after react-router build.
 */
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
await build({
  absWorkingDir: root,
  entryPoints: ["server/index.ts"],
  outfile: "build/server/serve.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  logLevel: "warning",
  legalComments: "none",
});
