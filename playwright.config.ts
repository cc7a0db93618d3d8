import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The main process picks a free port and a scratch directory; workers inherit them through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
if (!process.env.E2E_DIR) process.env.E2E_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "rv-e2e-"));

const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
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
  webServer: {
    command: "node --import tsx tests/e2e/support/server.ts",
    url: `${baseURL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      BASE_URL: baseURL,
      DATA_DIR: path.join(process.env.E2E_DIR, "data"),
      E2E_DIR: process.env.E2E_DIR,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-123456",
      ADMIN_EMAILS: "admin@raizvital.com.br",
      NODE_ENV: "production",
      // The server's own warnings and errors reach the test output; a line per request would bury them.
      LOG_LEVEL: "warn",
      // Samples' shipping paid by Pix: the e2e store has a key.
      PIX_KEY: "contato@raizvital.com.br",
      PIX_MERCHANT_NAME: "Raiz Vital",
      PIX_CITY: "São Paulo",
    },
  },
});
