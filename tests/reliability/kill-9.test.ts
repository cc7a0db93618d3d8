/**
 * Embedded database safety under process crashes: a child process opens the data directory the
 * way the server does and commits numbered writes in a loop; it is killed with SIGKILL at random
 * moments, 50 times, and reopened each time (taking over the lock file the dead process left).
 * Afterwards the database opens, is consistent, and holds every write that was acknowledged.
 *
 * What this proves: a crash of the process (kill -9, OOM killer, a bug) loses no acknowledged
 * write and never leaves a database that cannot open. It does not prove survival of a power loss:
 * the written pages are in the operating system's cache when the process dies (see
 * docs/decisions/001-embedded-postgres.md on what fsync reaches under PGlite).
 *
 * PGlite only: with DATABASE_URL the server process owns durability and this test is skipped.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/lib/server/db/client.server";
import { NODE, ROOT } from "./support/processes";
import { rawRows } from "~/lib/server/db/raw-rows.server";

const skipReason = process.env.DATABASE_URL ? "PGlite only (the PostgreSQL pass has a server that owns durability)" : null;
if (skipReason) console.log(`[kill-9] skipped: ${skipReason}`);

const CYCLES = Number(process.env.KILL9_CYCLES ?? 50);
const WORKER = path.join(ROOT, "tests/reliability/support/write-loop.ts");

interface Writer {
  /** Opens the database and writes until killed after `killAfter` acknowledgements (0: at a random moment of its start-up). */
  run: (killAfter: number) => Promise<{ acked: number[]; lockLeft: boolean }>;
}

/** Starts a writer process that loads its modules and waits (see write-loop.ts). */
function startWriter(dir: string): Writer {
  const child = spawn(NODE, ["--import", "tsx", WORKER, dir], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const acked: number[] = [];
  let buffer = "";
  let stderr = "";
  let killed = false;
  let killAfter = -1;
  const kill = () => {
    if (killed) return;
    killed = true;
    child.kill("SIGKILL");
  };
  child.stdout.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split("\n");
    buffer = lines.pop()!;
    for (const line of lines) {
      if (line.startsWith("ready") || line === "loaded") continue;
      // Every printed number was committed first (even those still in the pipe when the kill landed).
      acked.push(Number(line));
      if (killAfter > 0 && acked.length >= killAfter) kill();
    }
  });
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
  return {
    run: async (n) => {
      killAfter = n;
      child.stdin.write("go\n");
      if (n === 0) setTimeout(kill, 200 + crypto.randomInt(1500));
      const timer = setTimeout(kill, 90_000);
      const signal = await exited;
      clearTimeout(timer);
      if (signal !== "SIGKILL") throw new Error(`writer exited by itself: ${stderr}`);
      if (n > 0 && acked.length < n) throw new Error(`writer made no progress: ${stderr}`);
      return { acked, lockLeft: fs.existsSync(path.join(path.dirname(dir), "pglite.lock")) };
    },
  };
}

describe.skipIf(skipReason)("embedded database under kill -9", () => {
  it(
    `keeps every acknowledged write through ${CYCLES} SIGKILLs, takes over the dead process's lock, and opens consistent`,
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "rv-kill9-"));
      const dir = path.join(root, "pglite");
      const started = Date.now();
      const acked: number[] = [];
      let locksTakenOver = 0;
      const durations: number[] = [];
      let next = startWriter(dir);
      for (let i = 0; i < CYCLES; i++) {
        // Mostly mid-loop after a random number of commits; one cycle in ten during start-up.
        const killAfter = i % 10 === 9 ? 0 : 1 + crypto.randomInt(15);
        const writer = next;
        const running = writer.run(killAfter);
        // The next writer loads its modules meanwhile; it opens the database only after this one is dead.
        if (i + 1 < CYCLES) next = startWriter(dir);
        const t = Date.now();
        const cycle = await running;
        durations.push(Date.now() - t);
        acked.push(...cycle.acked);
        if (cycle.lockLeft) locksTakenOver += 1;
      }
      const elapsed = Date.now() - started;
      console.log(
        `[kill-9] ${CYCLES} kills in ${elapsed} ms, ${acked.length} acknowledged writes, ${locksTakenOver} stale locks taken over; cycle times (ms): ${durations.join(" ")}`,
      );
      expect(acked.length).toBeGreaterThan(CYCLES);
      // A killed process leaves its lock file behind; the next one took it over every time.
      expect(locksTakenOver).toBeGreaterThan(CYCLES / 2);

      const handle = await openDatabase({ dataDir: dir });
      try {
        const q = async <T>(query: ReturnType<typeof sql>) => await rawRows<T>(handle.db, query);
        // Durable settings in force on the embedded database.
        expect((await q<{ fsync: string }>(sql`show fsync`))[0].fsync).toBe("on");
        expect((await q<{ synchronous_commit: string }>(sql`show synchronous_commit`))[0].synchronous_commit).toBe("on");
        // Every acknowledged write is there.
        const ids = new Set((await q<{ id: number }>(sql`select id from crash_writes`)).map((r) => r.id));
        const missing = acked.filter((id) => !ids.has(id));
        expect(missing).toEqual([]);
        // Consistent: commits are a prefix (1..max, no hole), each transaction whole (counter = rows),
        // the primary-key index agrees with the table, and the app's own tables are intact.
        const [stats] = await q<{ n: number; max: number; counter: number }>(
          sql`select count(*)::int as n, coalesce(max(id), 0)::int as max, (select n from crash_counter) as counter from crash_writes`,
        );
        expect(stats.n).toBe(stats.max);
        expect(stats.counter).toBe(stats.n);
        expect(stats.max).toBeGreaterThanOrEqual(Math.max(...acked));
        await handle.db.execute(sql`set enable_seqscan = off`);
        const [viaIndex] = await q<{ n: number }>(sql`select count(*)::int as n from crash_writes where id > 0`);
        await handle.db.execute(sql`reset enable_seqscan`);
        expect(viaIndex.n).toBe(stats.n);
        const [migrations] = await q<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect(migrations.n).toBe(fs.readdirSync(path.join(ROOT, "drizzle")).filter((f) => f.endsWith(".sql")).length);
        await handle.db.execute(sql`select count(*) from profiles`);
      } finally {
        await handle.close();
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
    // Each cycle is dominated by opening PGlite (WASM start, recovery, migration check): expected 1–2 s on
    // a quiet machine (not measured); measured 548 s for 50 cycles (5–20 s each) on a shared 2-core machine
    // at load 12–15. KILL9_CYCLES=n runs fewer cycles locally.
    900_000,
  );
});
