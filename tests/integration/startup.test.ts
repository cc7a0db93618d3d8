import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const node = path.join(root, "node_modules/.bin/node");
const hasBuild = fs.existsSync(path.join(root, "build/server/index.js"));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(env: Record<string, string>, until?: RegExp) {
  const child = spawn(node, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", SMTP_URL: "", PORT: "0", ...env },
  });
  let stdout = "";
  let stderr = "";
  const ready = new Promise<void>((resolve) => {
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (until?.test(stdout)) resolve();
    });
  });
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const done = new Promise<Run>((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })));
  return { child, ready, done };
}

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "rv-start-"));

describe("start-up", () => {
  it("stops with one clear line on a malformed SMTP_URL", async () => {
    const run = await start({ DATA_DIR: dataDir(), SMTP_URL: "correio://x" }).done;
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/SMTP_URL/);
  });

  it("stops with one clear line when DATABASE_URL cannot be reached", async () => {
    const run = await start({ DATA_DIR: dataDir(), DATABASE_URL: "postgres://u:p@127.0.0.1:1/nada" }).done;
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/PostgreSQL/);
  });

  it.skipIf(!hasBuild)(
    "refuses a second process on the same data directory, and closes cleanly on SIGTERM",
    async () => {
      const dir = dataDir();
      const first = start({ DATA_DIR: dir }, /Pronto em/);
      await first.ready;
      const second = await start({ DATA_DIR: dir }).done;
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/já está aberto pelo processo/);
      first.child.kill("SIGTERM");
      const firstRun = await first.done;
      expect(firstRun.code).toBe(0);
      expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
      // and it opens again afterwards, with its data
      const again = start({ DATA_DIR: dir }, /Pronto em/);
      await again.ready;
      expect(await new Promise((r) => setTimeout(() => r(again.child.kill("SIGINT")), 10))).toBe(true);
      expect((await again.done).code).toBe(0);
    },
    90_000,
  );
});
