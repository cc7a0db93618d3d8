/**
 * Bundles server/index.ts (and the app modules it imports) into build/server/serve.js, so the
 * production server starts with plain Node: no TypeScript loader, no transpiling at start.
 * npm packages stay external (loaded from node_modules). Run by `npm run build` after react-router build.
 *
 * serve.js itself is a two-line entry that sets NODE_ENV=production (unless set) BEFORE the bundle and
 * its packages load: React picks its development or production build when it is first imported, and
 * static imports run before any line of the bundle, so the bundle cannot set it itself.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
await build({
  absWorkingDir: root,
  entryPoints: ["server/index.ts"],
  outfile: "build/server/app.js",
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

fs.writeFileSync(
  path.join(root, "build/server/serve.js"),
  '// The production entry: React and the app run in production mode unless NODE_ENV says otherwise.\nprocess.env.NODE_ENV ??= "production";\nawait import("./app.js");\n',
);
