/**
 * A write's invalidation reaches the other processes at its COMMIT, whatever happens to the writing
 * process next (lib/cache.server.ts invalidateOnCommit, docs/decisions/009-tagged-caches.md): the
 * NOTIFY is a statement of the write's own transaction, which PostgreSQL delivers when the
 * transaction commits, and drops when it rolls back.
 *
 * This process plays "the other process": it listens as a server does (lib/cache-notify.server.ts)
 * and keeps a customer's points in a tagged cache. A second process writes (support/commit-then-die.ts):
 * - a real model write (adjustPoints) during which it is SIGKILLed the moment its COMMIT is answered:
 *   the points cached here are loaded again on the next read. (Sent after the commit, as the NOTIFY
 *   was until issue 41, it never left the dead process, and this cache kept the old balance.)
 * - a write that rolls back: the cached points stay, and nothing was heard.
 *
 * Needs DATABASE_URL (NOTIFY is PostgreSQL's; PGlite is one process).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { configureCaches, currentSeq, isFresh, taggedCache, Tags } from "~/lib/server/cache.server";
import { startInvalidationChannel, type InvalidationChannel } from "~/lib/server/cache-notify.server";
import { makeConfirmedUser, useTestDatabase } from "../helpers/db";

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) console.log("[notify-on-commit] skipped: needs DATABASE_URL (NOTIFY is PostgreSQL's)");

const WRITER = path.resolve(import.meta.dirname, "support/commit-then-die.ts");

const t = useTestDatabase();

/** Runs the writing process to its end: how it ended and what it wrote. */
function runWriter(mode: "kill" | "rollback", userId: string): Promise<{ code: number | null; signal: string | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", WRITER, t.url!, mode, userId], {
    env: process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, output })));
}

/** Waits (at most 5 s) for `condition`: a NOTIFY takes milliseconds. */
async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!serverUrl)("a write tells the other processes at its commit", () => {
  let channel: InvalidationChannel;
  const points = taggedCache<number>("teste-pontos-na-queda", { max: 10 });
  const loads = new Map<string, number>();
  /** A customer's points as this process shows them: from its cache while their tag was not written. */
  const shownPoints = (userId: string) =>
    points.get(userId, [Tags.user(userId)], async () => {
      loads.set(userId, (loads.get(userId) ?? 0) + 1);
      const [row] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, userId));
      return row.points;
    });
  const storedPoints = async (userId: string) =>
    (await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, userId)))[0].points;
  let since = 0;
  /** The two writers, one customer each, run side by side (each start compiles the models: seconds). */
  let killed: { userId: string; run: ReturnType<typeof runWriter> };
  let rolledBack: { userId: string; run: ReturnType<typeof runWriter> };

  beforeAll(async () => {
    channel = startInvalidationChannel(t.url!);
    await channel.ready;
    configureCaches({ enabled: true, ttlMs: 600_000 });
    const [a, b] = [await makeConfirmedUser(t.db, "queda-no-commit"), await makeConfirmedUser(t.db, "escrita-desfeita")];
    for (const userId of [a, b]) {
      expect(await shownPoints(userId)).toBe(0);
      expect(await shownPoints(userId)).toBe(0);
      expect(loads.get(userId)).toBe(1);
    }
    since = currentSeq();
    killed = { userId: a, run: runWriter("kill", a) };
    rolledBack = { userId: b, run: runWriter("rollback", b) };
  });

  afterAll(async () => {
    await Promise.all([killed?.run, rolledBack?.run]);
    configureCaches({ enabled: false });
    await channel?.close();
  });

  it("a write whose process is killed right after its COMMIT still invalidates this process", async () => {
    const { userId, run } = killed;
    const writer = await run;
    expect(writer.signal, writer.output).toBe("SIGKILL");
    expect(writer.output, "the model's write returned in the writer: it was not killed at its commit").not.toContain("returned");
    expect(await storedPoints(userId), "the write committed before the kill").toBe(5);

    await until(() => !isFresh([Tags.user(userId)], since), "the dead writer's invalidation");
    expect(await shownPoints(userId)).toBe(5);
    expect(loads.get(userId)).toBe(2);
  }, 60_000);

  it("a write that rolls back tells nothing", async () => {
    const { userId, run } = rolledBack;
    const writer = await run;
    expect(writer.code, writer.output).toBe(0);
    expect(await storedPoints(userId), "the write rolled back").toBe(0);
    // The marker was committed after the rollback: once it is heard, nothing earlier is on its way.
    await until(() => !isFresh([Tags.settings], since), "the writer's marker");
    expect(isFresh([Tags.user(userId)], since), "the rolled-back write's tag").toBe(true);
    expect(await shownPoints(userId)).toBe(0);
    expect(loads.get(userId), "the cached points were kept").toBe(1);
  }, 60_000);
});
