/**
 * The freshness matrix (tests/security/freshness-matrix.ts) across two application processes on one
 * PostgreSQL: every page is read (and cached) through process B, the write goes through process A, and
 * the next read through B shows the change (within a second: the writer's invalidations travel by NOTIFY
 * after its answer, app/lib/server/cache-notify.server.ts, docs/decisions/009-tagged-caches.md).
 *
 * Needs DATABASE_URL (PGlite is one process) and build/.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASES, prepareFreshness, runCase, type Client, type FreshFixture } from "../security/freshness-matrix";
import { MATRIX } from "../security/route-matrix";
import { buildFixture, requestAs, signInAt, SITE, type Role } from "../security/support/harness";
import { useTestDatabase } from "../helpers/db";
import { hasBuild, startAppServer, type Child } from "./support/processes";

const skipReason = !process.env.DATABASE_URL
  ? "needs DATABASE_URL (two processes cannot share the embedded database)"
  : !hasBuild()
    ? "needs build/"
    : null;
if (skipReason) console.log(`[freshness-two-process] skipped: ${skipReason}`);

const t = useTestDatabase();

describe.skipIf(skipReason)("every write through one process shows on the next read through the other", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rv-fresh-"));
  const children: Child[] = [];
  let fx: FreshFixture;
  let writer: Client;
  let reader: Client;

  beforeAll(async () => {
    fx = await prepareFreshness(t.db, await buildFixture(t));
    const secret = crypto.randomBytes(24).toString("hex");
    for (const n of [0, 1]) {
      children.push(
        await startAppServer({
          DATABASE_URL: t.url!,
          DATA_DIR: path.join(tmp, `app-${n}`),
          AUTH_SECRET: secret,
          PAGE_CACHE_SECONDS: "60",
          // The requests name the site's own origin (tests/security/support/harness.ts requestAs).
          BASE_URL: SITE,
        }),
      );
    }
    const [a, b] = children.map((child) => `http://127.0.0.1:${(child as Child & { port: number }).port}`);
    // Signed in through A; the session is the database's, so B knows it too.
    const cookies: Record<Role, string> = { anonymous: "", customer: "", other: "", admin: "" };
    for (const role of ["customer", "other", "admin"] as const) cookies[role] = await signInAt(a, role);
    const client = (origin: string): Client => ({
      send: (role, url, form) => requestAs(origin, cookies[role], url, form ? { form } : {}),
    });
    writer = client(a);
    reader = client(b);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => child.stop()));
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  it("each write through A shows on B's next read of every page that shows it", async () => {
    const failures: string[] = [];
    const stats = { hits: 0 };
    for (const c of CASES) {
      await t.db.execute(sql`delete from rate_limit`);
      const [id] = c.action.split("#");
      const url = c.url ? (typeof c.url === "function" ? c.url(fx) : c.url) : MATRIX[id].url(fx);
      failures.push(...(await runCase(c, fx, writer, reader, url, { stats, settleMs: 1000 })));
    }
    expect(failures).toEqual([]);
    expect(stats.hits).toBeGreaterThan(15);
  }, 300_000);
});
