import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    environment: "node",
    include: ["app/**/*.test.ts", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts", "tests/security/**/*.test.ts", "tests/perf/**/*.test.ts", "tests/reliability/**/*.test.ts"],
    setupFiles: ["tests/helpers/setup-env.ts"],
    // One migrated PGlite database per run, copied by each test file (tests/helpers/db.ts).
    globalSetup: ["tests/helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
