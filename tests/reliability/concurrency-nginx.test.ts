/**
 * Money-like data under concurrency, the way production runs it: two application processes on one
 * PostgreSQL behind nginx (round-robin). Through nginx, over HTTP, with real sessions, 100 requests
 * at once — reward redemptions (a limited stock and an unlimited one), sample requests and point
 * awards, each also sent twice at the same moment — must never oversell stock, overspend points or
 * award twice, and every balance must still equal its ledger.
 *
 * nginx runs the deploy's own configuration (deploy/nginx.conf; support/processes.ts changes only
 * ports and paths), and each process's /metrics must show it served its share.
 *
 * Needs DATABASE_URL (the PostgreSQL pass of CI): PGlite is single-process (its data directory is
 * locked), so two processes cannot share it; its in-process concurrency is covered by
 * tests/integration/loyalty.test.ts. Needs nginx (/usr/sbin/nginx, installed by .ci/run) and build/.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/lib/server/db/client.server";
import * as s from "~/db/schema";
import { pointsForAction } from "~/models/loyalty.server";
import { createCustomers, freshDatabase, signInAll, type Customer } from "./support/customers";
import { freePort, hasBuild, hasNginx, startAppServer, startNginx, type Child } from "./support/processes";
import { rawRows } from "~/lib/server/db/raw-rows.server";

const serverUrl = process.env.DATABASE_URL;
const skipReason = !serverUrl
  ? "needs DATABASE_URL: two processes cannot share the embedded database (its data directory is locked); PGlite's concurrency is covered in-process by tests/integration/loyalty.test.ts"
  : !hasNginx()
    ? "needs nginx at /usr/sbin/nginx (.ci/run installs it)"
    : !hasBuild()
      ? "needs build/ (npx react-router build)"
      : null;
// .ci/run sets REQUIRE_NGINX on its PostgreSQL pass: there a missing nginx (or build) fails instead of skipping.
const mustRun = Boolean(serverUrl && process.env.REQUIRE_NGINX);
if (skipReason && mustRun) {
  it("runs on CI's PostgreSQL pass", () => {
    throw new Error(`[concurrency-nginx] cannot run: ${skipReason}`);
  });
} else if (skipReason) console.log(`[concurrency-nginx] skipped: ${skipReason}`);

const PASSWORD = "Concorrencia@2026";
const METRICS_TOKEN = crypto.randomBytes(18).toString("hex");
const COST = 100;
const LIMITED_STOCK = 5;

describe.skipIf(skipReason)("two processes behind nginx on one PostgreSQL", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rv-lb-"));
  let close = async () => {};
  let database: Db;
  const children: Child[] = [];
  let base = "";
  let accessLog = "";
  let appPorts: number[] = [];
  const ids = { limited: "", unlimited: "", productId: "", productSlug: "" };
  let groupA: Customer[] = []; // 100 points: just enough for one redemption; request a sample
  let groupB: Customer[] = []; // 300 points: chase the limited stock; complete their profile

  beforeAll(async () => {
    const t0 = Date.now();
    const phase = (name: string) => console.log(`[concurrency-nginx] ${name}: ${Date.now() - t0} ms`);
    const fresh = await freshDatabase(serverUrl!, "rv_lb", 10);
    close = fresh.close;
    database = fresh.db;

    const [limited] = await database
      .insert(s.rewards)
      .values({ name: "Kit limitado", pointsRequired: COST, stock: LIMITED_STOCK })
      .returning();
    const [unlimited] = await database.insert(s.rewards).values({ name: "Cupom ilimitado", pointsRequired: COST, stock: null }).returning();
    const [product] = await database
      .select({ id: s.products.id, slug: s.products.slug })
      .from(s.products)
      .where(eq(s.products.status, "active"))
      .limit(1);
    Object.assign(ids, { limited: limited.id, unlimited: unlimited.id, productId: product.id, productSlug: product.slug });

    phase("database migrated and seeded");
    // Customers with confirmed e-mails, the terms in force accepted and a starting balance.
    const customers = await createCustomers(database, {
      count: 30,
      prefix: "concorrencia",
      network: "10.77",
      points: (i) => (i < 20 ? COST : 3 * COST),
      password: PASSWORD,
    });
    [groupA, groupB] = [customers.slice(0, 20), customers.slice(20)];

    phase("customers created");
    // Two application processes on the same database, and nginx in front of them.
    const nginxPort = await freePort();
    base = `http://127.0.0.1:${nginxPort}`;
    const secret = crypto.randomBytes(24).toString("hex");
    const servers = await Promise.all(
      [0, 1].map((n) =>
        startAppServer({
          DATABASE_URL: fresh.url,
          DATA_DIR: path.join(tmp, `app-${n}`),
          BASE_URL: base,
          TRUST_PROXY: "1",
          AUTH_SECRET: secret,
          METRICS_TOKEN,
        }),
      ),
    );
    children.push(...servers);
    appPorts = servers.map((server) => server.port);
    const nginx = await startNginx(tmp, nginxPort, appPorts);
    children.push(nginx);
    accessLog = nginx.accessLog;

    phase("two servers and nginx started");
    // Real sessions: each customer signs in through nginx from an address of their own.
    await signInAll(base, customers, PASSWORD);
    phase("30 customers signed in");
  }, 420_000); // a few seconds on a quiet machine; two servers starting on a loaded 2-core runner take minutes

  afterAll(async () => {
    await Promise.all(children.map((child) => child.stop()));
    await close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  function post(user: Customer, pathname: string, fields: Record<string, string>) {
    return fetch(`${base}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: base,
        cookie: user.cookie,
        "x-forwarded-for": user.ip,
      },
      body: new URLSearchParams(fields),
    }).then(async (response) => ({ status: response.status, body: await response.text() }));
  }

  it("never oversells, never overspends, never awards twice; the ledger equals the balances", async () => {
    const samplePoints = await pointsForAction("sample_request");
    const profilePoints = await pointsForAction("profile_complete");
    expect(samplePoints).toBeGreaterThan(0);
    expect(profilePoints).toBeGreaterThan(0);
    const sampleForm = (user: Customer) => ({
      intent: "sample",
      fullName: "Cliente Concorrente",
      email: user.email,
      phone: "11987654321",
      address: "Rua das Flores, 100",
      city: "São Paulo",
      state: "SP",
      zipCode: "01310-100",
    });

    // 100 requests, each kind sent twice per customer at the same moment.
    const jobs: (() => Promise<{ status: number; body: string }>)[] = [];
    for (const user of groupA) {
      for (let k = 0; k < 2; k++) {
        jobs.push(() => post(user, "/dashboard.data", { intent: "redeem", rewardId: ids.unlimited, confirm: "sim" })); // 40
        jobs.push(() => post(user, `/produto/${ids.productSlug}.data`, sampleForm(user))); // 20 (10 users)
      }
    }
    // Only half of group A asks for a sample, to make exactly 100.
    const sampleJobs = jobs.filter((_, i) => i % 2 === 1);
    const redeemJobs = jobs.filter((_, i) => i % 2 === 0);
    const all = [...redeemJobs, ...sampleJobs.slice(0, 20)];
    for (const user of groupB) {
      for (let k = 0; k < 2; k++) {
        all.push(() => post(user, "/dashboard.data", { intent: "redeem", rewardId: ids.limited, confirm: "sim" })); // 20
        all.push(() =>
          post(user, "/dashboard.data", {
            intent: "update-profile",
            fullName: "Cliente Completo",
            email: user.email,
            phone: "11987654321",
          }),
        ); // 20
      }
    }
    expect(all).toHaveLength(100);
    // Shuffle, then fire everything at once.
    for (let i = all.length - 1; i > 0; i--) {
      const j = crypto.randomInt(i + 1);
      [all[i], all[j]] = [all[j], all[i]];
    }
    const started = Date.now();
    const answers = await Promise.all(all.map((job) => job()));
    console.log(`[concurrency-nginx] 100 requests through nginx in ${Date.now() - started} ms`);

    // Every request reached its action as a signed-in customer: no CSRF refusal, no rate limit,
    // no redirect to the sign-in page, no server error.
    for (const answer of answers) {
      expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500);
      expect([200, 409]).toContain(answer.status);
      expect(answer.body).not.toMatch(/Muitas tentativas|origem não permitida|"\/auth/);
    }

    const q = async <T>(query: ReturnType<typeof sql>) => ({ rows: await rawRows<T>(database, query) });

    // Stock: never below zero, and exactly the stock was sold (plenty of customers could pay).
    const [limitedRow] = await database.select().from(s.rewards).where(eq(s.rewards.id, ids.limited));
    const sold = await q<{ n: number }>(sql`select count(*)::int as n from reward_redemptions where reward_id = ${ids.limited}`);
    expect(limitedRow.stock).toBeGreaterThanOrEqual(0);
    expect(sold.rows[0].n).toBe(LIMITED_STOCK);
    expect(limitedRow.stock).toBe(LIMITED_STOCK - sold.rows[0].n);

    // Per customer: balance ≥ 0, balance = sum of the ledger = the last entry's balance_after,
    // and spending never beyond what they had.
    const everyone = [...groupA, ...groupB];
    for (const user of everyone) {
      const [profile] = await database
        .select({ points: s.profiles.points, phone: s.profiles.phone })
        .from(s.profiles)
        .where(eq(s.profiles.id, user.id));
      const ledger = await q<{ kind: string; amount: number; balance_after: number; reference: string | null }>(
        sql`select kind, amount, balance_after, reference from points_ledger where user_id = ${user.id} order by id`,
      );
      const sum = ledger.rows.reduce((total, row) => total + row.amount, 0);
      expect(profile.points).toBeGreaterThanOrEqual(0);
      expect(profile.points, `ledger of ${user.email}`).toBe(sum);
      expect(profile.points).toBe(ledger.rows.at(-1)!.balance_after);
      let running = 0;
      for (const row of ledger.rows) {
        running += row.amount;
        expect(row.balance_after).toBe(running);
        expect(row.balance_after).toBeGreaterThanOrEqual(0);
      }
      const redemptions = await q<{ n: number; spent: number }>(
        sql`select count(*)::int as n, coalesce(sum(points_spent), 0)::int as spent from reward_redemptions where user_id = ${user.id}`,
      );
      const spentInLedger = ledger.rows.filter((r) => r.kind === "redemption").reduce((t, r) => t - r.amount, 0);
      expect(redemptions.rows[0].spent).toBe(spentInLedger);
      const credits = ledger.rows.filter((r) => r.amount > 0).reduce((t, r) => t + r.amount, 0);
      expect(redemptions.rows[0].spent).toBeLessThanOrEqual(credits);
      // Awards: at most once per (kind, reference).
      const awards = ledger.rows.filter((r) => ["sample_request", "product_review", "profile_complete"].includes(r.kind));
      expect(new Set(awards.map((r) => `${r.kind}:${r.reference}`)).size).toBe(awards.length);
    }

    // Group A: 100 points and two simultaneous redemptions of the unlimited reward: exactly one.
    for (const user of groupA) {
      const r = await q<{ n: number }>(
        sql`select count(*)::int as n from reward_redemptions where user_id = ${user.id} and reward_id = ${ids.unlimited}`,
      );
      expect(r.rows[0].n).toBe(1);
    }
    // Samples: two simultaneous requests give one open request and one award.
    for (const user of groupA.slice(0, 10)) {
      const open = await q<{ n: number }>(
        sql`select count(*)::int as n from sample_requests where user_id = ${user.id} and product_id = ${ids.productId}`,
      );
      expect(open.rows[0].n).toBe(1);
      const award = await q<{ n: number }>(
        sql`select count(*)::int as n from points_ledger where user_id = ${user.id} and kind = 'sample_request'`,
      );
      expect(award.rows[0].n).toBe(1);
    }
    // Group B: the profile completed twice at once is awarded once.
    for (const user of groupB) {
      const award = await q<{ n: number }>(
        sql`select count(*)::int as n from points_ledger where user_id = ${user.id} and kind = 'profile_complete'`,
      );
      expect(award.rows[0].n).toBe(1);
    }

    // Both processes served the writes.
    const served = fs
      .readFileSync(accessLog, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("POST ") && !line.includes("/api/auth/"));
    expect(served).toHaveLength(100);
    console.log(
      `[concurrency-nginx] served by port: ${appPorts.map((p) => `${p}=${served.filter((l) => l.endsWith(`:${p}`)).length}`).join(", ")}`,
    );
    for (const port of appPorts) {
      const count = served.filter((line) => line.endsWith(`127.0.0.1:${port}`)).length;
      expect(count, `requests served by the process on port ${port}`).toBeGreaterThanOrEqual(20);
      // The process's own metrics agree: its POSTs to the two routes, by pattern.
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      const posts = [...text.matchAll(/^http_request_duration_seconds_count\{method="POST",route="([^"]+)",status="\d+"\} (\d+)$/gm)]
        .filter(([, route]) => route === "/dashboard.data" || route === "/produto/:slug.data")
        .reduce((total, [, , n]) => total + Number(n), 0);
      expect(posts, `POSTs counted by the metrics of the process on port ${port}`).toBe(count);
    }
    // nginx's request id reached the app: the process's log line for a request carries it.
    const idsSeen = served.map((line) => line.split(" ")[5]).filter((id): id is string => Boolean(id) && id !== "-");
    expect(idsSeen.length).toBe(100);
    const logs = children.map((child) => child.output()).join("\n");
    for (const id of idsSeen.slice(0, 10)) expect(logs).toContain(`"reqId":"${id}"`);
    // Through nginx, /metrics is not exposed (each process is scraped on its own port).
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
  }, 120_000);

  it("nginx keeps anonymous pages as the site's Cache-Control allows, never a signed-in visitor's", async () => {
    const page = `${base}/produto/${ids.productSlug}`;
    const anonymous = async () => {
      const response = await fetch(page, { headers: { "accept-encoding": "br" } });
      await response.arrayBuffer();
      return response;
    };
    const first = await anonymous();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toMatch(/^public/);
    expect(["MISS", "EXPIRED", "HIT", "STALE", "UPDATING"]).toContain(first.headers.get("x-proxy-cache"));
    expect((await anonymous()).headers.get("x-proxy-cache")).toBe("HIT");
    // A signed-in customer's copy (their name, their points) is neither read from nor written to the cache.
    const customer = groupB[0];
    const mine = await fetch(page, { headers: { cookie: customer.cookie, "x-forwarded-for": customer.ip } });
    expect(mine.headers.get("x-proxy-cache")).toBe("BYPASS");
    expect(mine.headers.get("cache-control")).toMatch(/private|no-store/);
    expect((await anonymous()).headers.get("x-proxy-cache")).toBe("HIT");
    // Built files: a year, immutable.
    const html = await (await fetch(page)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const file = await fetch(`${base}${asset}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toContain("max-age=31536000");
    // Health goes through; never cached.
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  }, 60_000);
});
