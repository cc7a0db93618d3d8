/**
 * The embedded database opens after a start that was cut short: a process killed while PGlite
 * created the database (initdb), or while PostgreSQL started on an existing one, leaves nothing
 * that stops the next start (see prepareDataDir in app/db/client.server.ts).
 *
 * Found by the kill -9 test on CI: a writer killed during its start left an empty postmaster.pid,
 * and from then on PGlite failed to initialize on every start (PostgreSQL refuses an empty lock file).
 *
 * PGlite only: with DATABASE_URL the PostgreSQL server owns its data directory.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/lib/server/db/client.server";
import { initDatabase } from "~/lib/server/db/migrate.server";
import { NODE, ROOT } from "./support/processes";
import { rawRows } from "~/lib/server/db/raw-rows.server";

const skipReason = process.env.DATABASE_URL ? "PGlite only (the PostgreSQL server owns its data directory)" : null;
const WORKER = path.join(ROOT, "tests/reliability/support/write-loop.ts");
const roots: string[] = [];

function tempDir() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rv-start-"));
  roots.push(root);
  return { root, dir: path.join(root, "pglite") };
}

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

const migrationCount = () => fs.readdirSync(path.join(ROOT, "drizzle")).filter((f) => f.endsWith(".sql")).length;

/** Opens the directory the way the server does (migrations included) and returns how many migrations it holds. */
async function openAndCount(dir: string) {
  const handle = await initDatabase({ dataDir: dir });
  try {
    const rows = await rawRows<{ n: number }>(handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return rows[0].n;
  } finally {
    await handle.close();
  }
}

/** Starts write-loop.ts on `dir` and kills it with SIGKILL `afterMs` after it begins to open the database. */
function startAndKill(dir: string, afterMs: number) {
  return new Promise<{ opened: boolean }>((resolve, reject) => {
    const child = spawn(NODE, ["--import", "tsx", WORKER, dir], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    let started = false;
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
      if (!started && out.startsWith("loaded\n")) {
        started = true;
        child.stdin.write("go\n");
        setTimeout(() => child.kill("SIGKILL"), afterMs);
      }
    });
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("exit", (_code, signal) => {
      if (signal !== "SIGKILL") reject(new Error(`the writer exited by itself: ${err}`));
      else resolve({ opened: out.includes("ready") });
    });
  });
}

describe.skipIf(skipReason)("embedded database after an interrupted start", () => {
  it("opens when a killed start left PostgreSQL's postmaster.pid empty", async () => {
    const { dir } = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await first.db.execute(sql`create table kept (n integer)`);
    await first.db.execute(sql`insert into kept values (42)`);
    await first.close();
    // What a process killed between PostgreSQL's creation of its lock file and its first write leaves.
    fs.writeFileSync(path.join(dir, "postmaster.pid"), "");
    const handle = await openDatabase({ dataDir: dir });
    try {
      const rows = await rawRows<{ n: number }>(handle.db, sql`select n from kept`);
      expect(rows).toEqual([{ n: 42 }]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("creates the database whole or not at all: starts killed at moments of the first creation leave a directory the next start opens", async () => {
    const { root, dir } = tempDir();
    // From early in initdb to the migrations (creation takes 2–5 s on these machines).
    for (const afterMs of [150, 600, 1200, 2000, 3000]) {
      await startAndKill(dir, afterMs);
      expect(fs.existsSync(dir) ? fs.existsSync(path.join(dir, "global", "pg_control")) : true, `after a kill at ${afterMs} ms`).toBe(true);
    }
    expect(await openAndCount(dir)).toBe(migrationCount());
    // Nothing left beside it (the lock is released on close).
    expect(fs.readdirSync(root)).toEqual(["pglite"]);
  }, 180_000);

  it("never replaces a directory that is neither empty nor a whole database: the start stops, says so, and changes nothing", async () => {
    const { root, dir } = tempDir();
    // What a creation killed in the middle of initdb left before databases were made beside and renamed
    // (or a store's damaged data: it is not the app's to tell).
    fs.mkdirSync(path.join(dir, "base"), { recursive: true });
    fs.writeFileSync(path.join(dir, "PG_VERSION"), "17\n");
    await expect(openAndCount(dir)).rejects.toThrow(/não está vazio e não tem um banco completo .*apague-o.*npm run restore/);
    expect(fs.readdirSync(dir).sort()).toEqual(["PG_VERSION", "base"]);
    expect(fs.readdirSync(root)).toEqual(["pglite"]);
    // An empty directory is a new database.
    fs.rmSync(dir, { recursive: true });
    fs.mkdirSync(dir);
    expect(await openAndCount(dir)).toBe(migrationCount());
  }, 60_000);

  it("removes what a killed creation left beside the directory", async () => {
    const { root, dir } = tempDir();
    fs.mkdirSync(path.join(`${dir}.em-criacao`, "base"), { recursive: true });
    fs.writeFileSync(path.join(`${dir}.em-criacao`, "PG_VERSION"), "17\n");
    expect(await openAndCount(dir)).toBe(migrationCount());
    expect(fs.existsSync(`${dir}.em-criacao`)).toBe(false);
    expect(fs.existsSync(path.join(root, "pglite"))).toBe(true);
  }, 60_000);

  it("says PostgreSQL's own reason when a damaged database cannot start (PGlite alone says only that it failed)", async () => {
    const { dir } = tempDir();
    await (await openDatabase({ dataDir: dir })).close();
    fs.writeFileSync(path.join(dir, "global", "pg_control"), Buffer.alloc(100));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/PANIC: +could not read file "global\/pg_control"/);
    // The lock is released for the next attempt.
    expect(fs.existsSync(path.join(path.dirname(dir), "pglite.lock"))).toBe(false);
  }, 60_000);
});
