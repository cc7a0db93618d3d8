import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vitest/config";
import { databaseTestFiles } from "./tests/helpers/database-files";

const here = (file: string) => path.resolve(import.meta.dirname, file);

/**
 * One copy of the app per test process: the server code (server/*.ts) takes the app's services from
 * the source modules the tests import (tests/helpers/server-services.ts), and the server build the
 * tests serve runs the source routes (tests/helpers/server-build.ts). See server/services.ts.
 */
function oneCopyOfTheApp(): Plugin {
  const services = here("server/services.ts");
  const build = here("build/server/index.js");
  const shims = { [services]: here("tests/helpers/server-services.ts"), [build]: here("tests/helpers/server-build.ts") };
  return {
    name: "raiz-vital:one-copy-of-the-app",
    enforce: "pre",
    async resolveId(source, importer, options) {
      // The shim's own import of the real build (the importer Vite gives a dynamic import is not the shim).
      if (source === `${build}?real`) return build;
      if (!importer) return null;
      if (source.endsWith("?url") && importer.startsWith(here("app") + path.sep))
        return `\0raiz-vital-url:${path.resolve(path.dirname(importer), source.slice(0, -4))}.js`; // ".js": not a CSS request for Vite
      if (Object.values(shims).includes(importer.split("?")[0])) return null;
      const file = source.startsWith("file://") ? new URL(source).pathname : source;
      const resolved = path.isAbsolute(file) ? { id: file } : await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && shims[resolved.id] ? shims[resolved.id] : null;
    },
    // The React Router plugin's one change to a route module on the server (its `with-props.ts`): the
    // route's component, ErrorBoundary and HydrateFallback get their props (loaderData…) from hooks.
    transform(code, id) {
      if (!/[\\/]app[\\/](root\.tsx|routes[\\/].*\.tsx)$/.test(id)) return null;
      const hocs: string[] = [];
      let out = code.replace(/^export default function (\w+)\(/m, (_, name: string) => {
        hocs.push(`export default UNSAFE_withComponentProps(${name});`);
        return `function ${name}(`;
      });
      out = out.replace(/^export function (ErrorBoundary|HydrateFallback)\(/gm, (_, name: string) => {
        hocs.push(`export const ${name} = UNSAFE_with${name}Props(__rv${name});`);
        return `function __rv${name}(`;
      });
      if (hocs.length === 0) return null;
      const imports =
        'import { UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, UNSAFE_withHydrateFallbackProps } from "react-router";\n';
      return { code: imports + out + "\n" + hocs.join("\n") + "\n", map: null };
    },
    // A file the routes link to (`./app.css?url`): its URL in the build (build/client/assets/<name>-<hash>.<ext>),
    // as the real build gives it; Vitest alone would give an empty string.
    load(id) {
      if (!id.startsWith("\0raiz-vital-url:")) return null;
      const file = id.slice("\0raiz-vital-url:".length, -".js".length);
      const { name, ext } = path.parse(file);
      const assets = here("build/client/assets");
      const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-[\\w-]{8}\\${ext}$`);
      const built = fs.existsSync(assets) ? fs.readdirSync(assets).find((f) => pattern.test(f)) : undefined;
      return `export default ${JSON.stringify(built ? `/assets/${built}` : `/${path.relative(here("."), file)}`)};`;
    },
  };
}

const TEST_FILES = [
  "app/**/*.test.ts",
  "tests/integration/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/security/**/*.test.ts",
  "tests/perf/**/*.test.ts",
  "tests/reliability/**/*.test.ts",
  "tests/helpers/**/*.test.ts",
];

export default defineConfig({
  plugins: [oneCopyOfTheApp()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    environment: "node",
    // DATABASE_TESTS_ONLY=1 (CI's PostgreSQL pass): only the files that touch a database (tests/helpers/database-files.ts).
    include: process.env.DATABASE_TESTS_ONLY ? databaseTestFiles(import.meta.dirname, TEST_FILES) : TEST_FILES,
    setupFiles: ["tests/helpers/setup-env.ts"],
    // One migrated PGlite database per run, copied by each test file (tests/helpers/db.ts).
    globalSetup: ["tests/helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
