/**
 * Bundles the production server into build/server/app.js: server/index.ts, the app's build
 * (build/server/index.js from `react-router build`) and the npm packages both use, in one file, so
 * the server starts with plain Node and without resolving ~1,400 module files one by one (
 * "start in 3 s or less": module resolution alone was over a second of a 4.4 s start).
 * Run by `npm run build` after react-router build.
 *
 * - One file means one copy of each package: drizzle-orm, React, React Router and better-auth are
 *   shared by the server entry and the routes. The app's own modules are in once, inside the Vite
 *   build: server/ imports nothing of app/ and takes the app's services from the build
 *   (server/services.ts, app/entry.server.tsx), so the state they keep is one module variable each.
 *   The build fails if a module of app/ is bundled from source (a server/ file imported one).
 * - Left outside, loaded from node_modules: PGlite (it finds pglite.wasm, pglite.data and the
 *   extension archives next to its own files), sharp (a native addon), pg-native (an optional
 *   native module pg looks for) and vite (only `--dev` imports it).
 * - React picks its development or production build when first imported, from NODE_ENV, at run
 *   time, as before: both stay in the bundle.
 * - Whitespace and comments are left out (names are kept): 6.2 MB instead of 8.8, and only ASCII.
 *   Some packages' comments hold other characters, and V8 keeps a source holding any of them at two
 *   bytes per character: 17.6 MB of the server's memory for the source text alone. Stack traces
 *   point into app.js; `node --enable-source-maps build/server/serve.js` maps them back (app.js.map).
 *
 * serve.js is the entry: it sets NODE_ENV=production (unless set) BEFORE the bundle and its packages
 * load (static imports run before any line of the bundle, so the bundle cannot set it itself), and
 * turns on Node's compile cache in build/server/.cache (V8's compiled code for the bundle, reused
 * from the second start on; a rebuild empties build/server, and Node checks every entry against the
 * file's contents anyway). The cache is best effort: when the directory cannot be written the server
 * starts without it; NODE_COMPILE_CACHE=<dir> or NODE_DISABLE_COMPILE_CACHE=1 take precedence.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const appBuild = path.join(root, "build/server/index.js");
if (!fs.existsSync(appBuild)) throw new Error("build/server/index.js não existe: rode `react-router build` antes.");

await build({
  absWorkingDir: root,
  entryPoints: ["server/index.ts"],
  outfile: "build/server/app.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  // pino-pretty: development only (lib/logger.server.ts); @aws-sdk/client-s3: loaded only with S3_URL.
  external: ["@electric-sql/pglite", "sharp", "pg-native", "vite", "pino-pretty", "@aws-sdk/client-s3"],
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  logLevel: "warning",
  legalComments: "none",
  minifyWhitespace: true,
  // CommonJS packages inside an ES module bundle call require() for Node's own modules.
  banner: { js: 'import { createRequire as __rvCreateRequire } from "node:module";\nconst require = __rvCreateRequire(import.meta.url);' },
  plugins: [
    {
      // server/ must not import the app's modules (a second copy, with its own state): they are the build's.
      name: "no-app-modules-from-source",
      setup(b) {
        b.onLoad({ filter: /[\\/]app[\\/].*\.tsx?$/ }, (args) => {
          if (!args.path.startsWith(path.join(root, "app") + path.sep)) return undefined;
          return {
            errors: [
              { text: `${path.relative(root, args.path)}: server/ takes the app from the build (server/services.ts), not from source` },
            ],
          };
        });
      },
    },
    {
      // server/production-build.ts imports build/server/index.js by path at run time (how the
      // server runs from source, with tsx); in the bundle the build is imported statically, so it
      // is bundled too.
      name: "bundled-production-build",
      setup(b) {
        b.onResolve({ filter: /[\\/]production-build\.ts$/ }, () => ({ path: "production-build", namespace: "raiz-vital" }));
        b.onLoad({ filter: /.*/, namespace: "raiz-vital" }, () => ({
          contents: `export const importProductionBuild = () => import(${JSON.stringify(appBuild)});`,
          resolveDir: root,
          loader: "js",
        }));
      },
    },
  ],
});

fs.writeFileSync(
  path.join(root, "build/server/serve.js"),
  `// The production entry (scripts/build-server.mjs): React and the app run in production mode unless
// NODE_ENV says otherwise, and V8's compiled code is reused between starts (best effort).
import module from "node:module";
process.env.NODE_ENV ??= "production";
try {
  module.enableCompileCache?.(new URL("./.cache", import.meta.url).pathname);
} catch {
  // no compile cache: the server starts all the same
}
await import("./app.js");
`,
);
