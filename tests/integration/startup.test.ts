import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "~/seed/content/products";

const root = path.resolve(import.meta.dirname, "../..");
const node = path.join(root, "node_modules/.bin/node");
const hasBuild = fs.existsSync(path.join(root, "build/server/index.js"));
/** The production server as `npm run serve` runs it: the bundle of scripts/build-server.mjs. */
const bundle = path.join(root, "build/server/serve.js");
const hasBundle = fs.existsSync(bundle);

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
  const done = new Promise<Run>((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
  return { child, ready, done };
}

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "rv-start-"));

// Each case starts the server through tsx: seconds on a quiet machine, past Vitest's 30 s at load 10.
describe("start-up", { timeout: 120_000 }, () => {
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
    // Three starts, the first creating and seeding the database: about 20 s alone, over 90 s when CI's
    // two passes and their browsers share the two cores.
    180_000,
  );
});

/** Node's options of package.json's "serve" script (`node <options> build/server/serve.js`). */
function serveOptions(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const words = pkg.scripts.serve.trim().split(/\s+/);
  expect(words[0]).toBe("node");
  expect(words.at(-1)).toBe("build/server/serve.js");
  return words.slice(1, -1);
}

/** Starts the bundle, waits for "Pronto em", fetches `paths`, stops it with SIGTERM. */
async function serveOnce(env: Record<string, string>, paths: string[]) {
  const child = spawn(node, [...serveOptions(), bundle], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", SMTP_URL: "", PORT: "0", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      const ready = /Pronto em \d+ ms: http:\/\/localhost:(\d+)/.exec(stdout);
      if (ready) resolve(Number(ready[1]));
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}):\n${stdout}\n${stderr}`)));
  });
  const pages: { status: number; body: string }[] = [];
  for (const p of paths) {
    const response = await fetch(`http://127.0.0.1:${port}${p}`);
    pages.push({ status: response.status, body: await response.text() });
  }
  child.kill("SIGTERM");
  return { pages, code: await exited, stdout, stderr };
}

describe("the production bundle (npm run serve)", () => {
  const product = SEED_PRODUCTS[0];

  it.skipIf(!hasBundle)(
    "creates and seeds an empty data directory, answers with pages from it, and starts again on it",
    async () => {
      const dir = dataDir();
      const first = await serveOnce({ DATA_DIR: dir }, ["/", `/produto/${product.slug}`]);
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/Banco vazio: dados de demonstração criados/);
      expect(first.pages.map((page) => page.status)).toEqual([200, 200]);
      expect(first.pages[1].body).toContain(product.name);
      // A second start on the same (migrated, seeded) directory: nothing is seeded again.
      const second = await serveOnce({ DATA_DIR: dir }, [`/produto/${product.slug}`, "/produto/nao-existe"]);
      expect(second.code).toBe(0);
      expect(second.stdout).not.toMatch(/Banco vazio/);
      expect(second.pages.map((page) => page.status)).toEqual([200, 404]);
      expect(second.pages[0].body).toContain(product.name);
      expect(second.stderr).toBe("");
    },
    180_000,
  );

  it.skipIf(!hasBundle || !process.env.DATABASE_URL)(
    "runs on PostgreSQL: migrates and seeds an empty database and answers from it",
    async () => {
      const name = `rv_start_${Date.now()}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      await admin(`create database ${name}`);
      try {
        const url = new URL(process.env.DATABASE_URL!);
        url.pathname = `/${name}`;
        const run = await serveOnce({ DATA_DIR: dataDir(), DATABASE_URL: url.toString() }, [`/produto/${product.slug}`]);
        expect(run.code).toBe(0);
        expect(run.stdout).toMatch(/Banco vazio: dados de demonstração criados[\s\S]*PostgreSQL/);
        expect(run.pages[0].status).toBe(200);
        expect(run.pages[0].body).toContain(product.name);
      } finally {
        await admin(`drop database if exists ${name} with (force)`);
      }
    },
    180_000,
  );
});
