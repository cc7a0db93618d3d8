import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The main process makes a scratch directory (the seeded database, the captured mail); workers inherit it
// through the environment. The site's address is known only once the global setup has started the
// server (tests/e2e/support/global-setup.ts): workers, started after it, read it from E2E_BASE_URL.
if (!process.env.E2E_DIR) process.env.E2E_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "rv-e2e-"));
export const baseURL = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The flaky-test list (passed only on retry) closes the run's output, by name, so CI's log shows them.
  reporter: [["list"], ["./tests/e2e/support/flaky-reporter.ts"]],
  use: {
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // The client address (the X-Forwarded-For hop nginx adds) is each test's own: the `extraHTTPHeaders`
    // option in tests/e2e/support/fixtures.ts.
    // Recorded only when a failed test is retried (CI retries once): recording every test's trace (its
    // screencast and DOM snapshots) cost a fifth of the suite's time on these 2-core machines. Locally,
    // `npx playwright test --trace on` records them all.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1280, height: 900 } } }],
  globalSetup: "tests/e2e/support/global-setup.ts",
});
