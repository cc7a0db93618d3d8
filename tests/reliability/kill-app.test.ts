/**
 * The application server itself dies, the way production runs it: two processes on one PostgreSQL
 * behind nginx (deploy/nginx.conf, as in concurrency-nginx.test.ts). Signed-in customers request
 * samples, review products and redeem rewards at once while anonymous and signed-in pages are read;
 * in the middle of it one process is killed with SIGKILL. Then:
 *
 * - every acknowledged write (an answer saying it was done) is in the database, none twice, and no
 *   write is half-applied (every redemption and award has its ledger entry, every balance its ledger);
 * - a request fails only if it was in flight at the kill, and only a POST: nginx sends reads to the
 *   other process (deploy/nginx.conf `proxy_next_upstream`), never a write that may have been done;
 * - the survivor's caches are right: right after the kill (the load paused, nothing in flight) and
 *   after the load, each customer's points as it shows them are the database's, writes the dead
 *   process committed included (their invalidation is part of their transaction: lib/cache.server.ts
 *   invalidateOnCommit); and a write after the kill shows on its next read;
 * - SIGTERM drains: requests in flight complete and the process exits with 0 within 10 s, also when
 *   the reader of its stdout (the log) is gone.
 *
 * Needs DATABASE_URL (two processes cannot share the embedded database), nginx (/usr/sbin/nginx) and
 * build/; fails instead of skipping when REQUIRE_NGINX is set, as on CI's PostgreSQL pass.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/lib/server/db/client.server";
import { rawRows } from "~/lib/server/db/raw-rows.server";
import * as s from "~/db/schema";
import { createCustomers, freshDatabase, signInAll, type Customer } from "./support/customers";
import { freePort, hasBuild, hasNginx, startAppServer, startNginx, type Child } from "./support/processes";
import { acknowledged, send, type Outcome } from "./support/kill";

const serverUrl = process.env.DATABASE_URL;
const skipReason = !serverUrl
  ? "needs DATABASE_URL: two processes cannot share the embedded database (its data directory is locked)"
  : !hasNginx()
    ? "needs nginx at /usr/sbin/nginx (.ci/run installs it)"
    : !hasBuild()
      ? "needs build/ (npm run build)"
      : null;
const mustRun = Boolean(serverUrl && process.env.REQUIRE_NGINX);
if (skipReason && mustRun) {
  it("runs on CI's PostgreSQL pass", () => {
    throw new Error(`[kill-app] cannot run: ${skipReason}`);
  });
} else if (skipReason) console.log(`[kill-app] skipped: ${skipReason}`);

const PASSWORD = "Queda@2026";
const CUSTOMERS = 10;
const PRODUCTS = 4;
const COST = 10;
/** The kill lands once this many writes were acknowledged (about a third of the load). */
const KILL_AFTER_ACKS = 50;
/** SIGTERM's budget, from the signal to the exit (compose's stop_grace_period, docs/deploy.md). */
const DRAIN_MS = 10_000;

type Server = Child & { port: number };

describe.skipIf(skipReason)("one of two processes behind nginx is killed", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rv-kill-"));
  const children: Child[] = [];
  let close = async () => {};
  let db: Db;
  let base = "";
  let victim: Server;
  let survivor: Server;
  /** Outside nginx: its stdout's reader is closed before its SIGTERM. */
  let mute: Server;
  let customers: Customer[] = [];
  let products: { id: string; slug: string }[] = [];
  let rewardId = "";

  beforeAll(async () => {
    const t0 = Date.now();
    const phase = (name: string) => console.log(`[kill-app] ${name}: ${Date.now() - t0} ms`);
    const fresh = await freshDatabase(serverUrl!, "rv_kill");
    phase("database");
    close = fresh.close;
    db = fresh.db;

    // The three processes start (the longest step: each loads the server bundle) while the customers
    // are written: nothing at a start reads them.
    const nginxPort = await freePort();
    base = `http://127.0.0.1:${nginxPort}`;
    const secret = crypto.randomBytes(24).toString("hex");
    const starting = Promise.all(
      [0, 1, 2].map((n) =>
        startAppServer({
          DATABASE_URL: fresh.url,
          DATA_DIR: path.join(tmp, `app-${n}`),
          BASE_URL: base,
          TRUST_PROXY: "1",
          AUTH_SECRET: secret,
        }).then((server) => {
          children.push(server);
          return server;
        }),
      ),
    );
    starting.catch(() => {}); // awaited below; a failed start must not be an unhandled rejection meanwhile
    customers = await createCustomers(db, { count: CUSTOMERS, prefix: "queda", network: "10.78", points: () => 1000, password: PASSWORD });
    const [reward] = await db.insert(s.rewards).values({ name: "Cupom digital", pointsRequired: COST, stock: null }).returning();
    rewardId = reward.id;
    products = await db
      .select({ id: s.products.id, slug: s.products.slug })
      .from(s.products)
      .where(eq(s.products.status, "active"))
      .orderBy(s.products.slug)
      .limit(PRODUCTS);
    expect(products).toHaveLength(PRODUCTS);
    phase("customers");
    [victim, survivor, mute] = await starting;
    phase("servers");
    children.push(await startNginx(tmp, nginxPort, [victim.port, survivor.port]));
    phase("nginx");
    await signInAll(base, customers, PASSWORD, CUSTOMERS);
    phase("signed in");
  }, 240_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => child.stop()));
    await close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  const direct = (server: Server) => `http://127.0.0.1:${server.port}`;
  const sampleForm = (customer: Customer) => ({
    intent: "sample",
    fullName: "Cliente Queda",
    email: customer.email,
    phone: "11987654321",
    address: "Rua das Flores, 100",
    city: "São Paulo",
    state: "SP",
    zipCode: "01310-100",
  });
  const reviewForm = {
    intent: "review",
    rating: "5",
    title: "Muito bom mesmo",
    content: "Gostei bastante do produto, chegou rápido e bem embalado.",
  };
  const redeemForm = () => ({ intent: "redeem", rewardId, confirm: "sim" });

  /** The points `server` shows `customer` (the root loader's, from its cache of the signed-in visitor). */
  async function pointsShown(server: Server, customer: Customer): Promise<number> {
    const outcome = await send(direct(server), "/pontos.data?_routes=root", { customer });
    expect(outcome.status, outcome.body.slice(0, 300)).toBe(200);
    const match = /"points",(\d+)/.exec(outcome.body);
    expect(match, outcome.body.slice(0, 500)).toBeTruthy();
    return Number(match![1]);
  }

  it("loses no acknowledged write, fails only requests in flight, and the survivor's caches stay right", async () => {
    // Both processes have cached each customer (their session and points) before the kill.
    await Promise.all(customers.flatMap((customer) => [victim, survivor].map((server) => pointsShown(server, customer))));

    const outcomes: Outcome[] = [];
    let acks = 0;
    let killAt = Infinity;
    let deadAt = Infinity;
    let inFlight = 0;
    /** Holds every customer's next request from the kill until the survivor's caches were checked. */
    let paused: Promise<void> = Promise.resolve();
    let resume = () => {};
    const owners = new Map<Outcome, string>();
    const record = (customer: Customer, outcome: Outcome) => {
      outcomes.push(outcome);
      owners.set(outcome, customer.id);
      if (outcome.method === "POST" && acknowledged(outcome)) acks += 1;
      if (acks >= KILL_AFTER_ACKS && killAt === Infinity) {
        paused = new Promise((resolve) => (resume = resolve));
        killAt = Date.now();
        victim.child.kill("SIGKILL");
        void victim.exited.then(() => (deadAt = Date.now()));
      }
      return outcome;
    };
    const request = async (customer: Customer, pathname: string, options: Parameters<typeof send>[2]) => {
      await paused;
      inFlight += 1;
      try {
        return record(customer, await send(base, pathname, options));
      } finally {
        inFlight -= 1;
      }
    };

    const load = customers.map(async (customer) => {
      for (const product of products) {
        const page = `/produto/${product.slug}`;
        await request(customer, `${page}.data`, { customer, form: sampleForm(customer), label: `sample ${product.slug}` });
        await request(customer, page, { customer });
        await request(customer, "/dashboard.data", { customer, form: redeemForm(), label: "redeem" });
        await request(customer, `${page}.data`, { customer, form: reviewForm, label: `review ${product.slug}` });
        await request(customer, "/produtos", {});
        await request(customer, "/dashboard.data", { customer, form: redeemForm(), label: "redeem" });
      }
    });

    // Right after the kill, before the survivor serves another write: it shows every customer the
    // database's points, those of the writes the dead process committed included.
    let loaded = false;
    const checkedAfterKill = (async () => {
      while (killAt === Infinity && !loaded) await new Promise((resolve) => setTimeout(resolve, 10));
      if (killAt === Infinity) return; // no kill: said below
      await victim.exited;
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const stored = await db.select({ id: s.profiles.id, points: s.profiles.points }).from(s.profiles);
      const points = new Map(stored.map((row) => [row.id, row.points]));
      try {
        const shown = await Promise.all(customers.map((customer) => pointsShown(survivor, customer)));
        customers.forEach((customer, i) =>
          expect(shown[i], `points the survivor shows ${customer.email} right after the kill`).toBe(points.get(customer.id)),
        );
      } finally {
        resume();
      }
    })();
    await Promise.all([Promise.all(load).finally(() => (loaded = true)), checkedAfterKill]);
    await victim.exited;
    expect(killAt, "the kill happened during the load").toBeLessThan(Infinity);
    const lastStart = Math.max(...outcomes.map((o) => o.start));
    expect(lastStart - killAt, "the load went on after the kill").toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.start > deadAt).length, "requests sent once the victim was dead").toBeGreaterThan(20);

    // A request fails only if it was in flight when the process died. A read is then sent to the
    // survivor by nginx, unless the dead process had begun its answer (a page streams: its status
    // went first, and nginx cannot take it back); a write is never sent twice, so it may fail (502).
    const failed = outcomes.filter((o) => o.status !== 200 || o.error);
    console.log(
      `[kill-app] ${outcomes.length} requests, ${acks} writes acknowledged, ${failed.length} failed: ${failed.map((o) => `${o.label} ${o.status}${o.error ? ` (${o.error})` : ""}`).join(", ")}`,
    );
    for (const outcome of failed) {
      const what = `${outcome.label}: ${outcome.status} ${outcome.error ?? outcome.body.slice(0, 200)}`;
      if (outcome.method === "GET") expect(outcome.status, `${what}: a read nginx did not send to the survivor`).toBe(200);
      else expect([0, 200, 502], what).toContain(outcome.status);
      expect(outcome.start, `${what}: failed but was sent after the process had died`).toBeLessThanOrEqual(deadAt);
      expect(outcome.end, `${what}: failed before the kill`).toBeGreaterThanOrEqual(killAt);
    }
    for (const outcome of outcomes.filter((o) => !failed.includes(o))) {
      if (outcome.method === "POST") expect(acknowledged(outcome), `${outcome.label}: ${outcome.body.slice(0, 300)}`).toBe(true);
    }

    // Every acknowledged write is there, once; none half-applied.
    const q = <T>(query: ReturnType<typeof sql>) => rawRows<T>(db, query);
    // Each customer checked apart, all at once (a chain of round trips is what a loaded machine slows most).
    const checkCustomer = async (customer: Customer) => {
      const own = outcomes.filter((o) => owners.get(o) === customer.id);
      for (const product of products) {
        const samples = await db
          .select({ id: s.sampleRequests.id })
          .from(s.sampleRequests)
          .where(and(eq(s.sampleRequests.userId, customer.id), eq(s.sampleRequests.productId, product.id)));
        const sampleAcked = own.some((o) => o.label === `sample ${product.slug}` && acknowledged(o));
        expect(samples.length, `samples of ${customer.email} for ${product.slug}`).toBe(sampleAcked ? 1 : Math.min(samples.length, 1));
        const reviews = await db
          .select({ id: s.productReviews.id })
          .from(s.productReviews)
          .where(and(eq(s.productReviews.userId, customer.id), eq(s.productReviews.productId, product.id)));
        const reviewAcked = own.some((o) => o.label === `review ${product.slug}` && acknowledged(o));
        expect(reviews.length, `reviews of ${customer.email} for ${product.slug}`).toBe(reviewAcked ? 1 : Math.min(reviews.length, 1));
      }
      const redeems = own.filter((o) => o.label === "redeem");
      const redeemsAcked = redeems.filter(acknowledged).length;
      const redeemsInDoubt = redeems.filter((o) => failed.includes(o)).length;
      const [{ n: redemptions }] = await q<{ n: number }>(
        sql`select count(*)::int as n from reward_redemptions where user_id = ${customer.id}`,
      );
      expect(redemptions, `redemptions of ${customer.email}`).toBeGreaterThanOrEqual(redeemsAcked);
      expect(redemptions, `redemptions of ${customer.email}`).toBeLessThanOrEqual(redeemsAcked + redeemsInDoubt);

      // The ledger: one entry per redemption and per award, balances that add up.
      const ledger = await q<{ kind: string; amount: number; balance_after: number; reference: string | null }>(
        sql`select kind, amount, balance_after, reference from points_ledger where user_id = ${customer.id} order by id`,
      );
      let running = 0;
      for (const row of ledger) {
        running += row.amount;
        expect(row.balance_after).toBe(running);
      }
      const [profile] = await db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, customer.id));
      expect(profile.points, `balance of ${customer.email}`).toBe(running);
      const [{ n: unmatched }] = await q<{ n: number }>(
        sql`select count(*)::int as n from reward_redemptions r where r.user_id = ${customer.id}
            and (select count(*) from points_ledger l where l.kind = 'redemption' and l.reference = r.id::text) <> 1`,
      );
      expect(unmatched, `redemptions of ${customer.email} without exactly one ledger entry`).toBe(0);
      const awards = ledger.filter((row) => row.kind === "sample_request" || row.kind === "product_review");
      expect(new Set(awards.map((row) => `${row.kind}:${row.reference}`)).size, `awards of ${customer.email}`).toBe(awards.length);

      // The survivor shows each customer the database's points, writes of the dead process included.
      expect(await pointsShown(survivor, customer), `points the survivor shows ${customer.email}`).toBe(profile.points);
    };
    await Promise.all(customers.map(checkCustomer));

    // A write after the kill shows on the survivor's next read.
    const customer = customers[0];
    const before = await pointsShown(survivor, customer);
    const redeemed = await send(base, "/dashboard.data", { customer, form: redeemForm() });
    expect(acknowledged(redeemed), redeemed.body.slice(0, 300)).toBe(true);
    expect(await pointsShown(survivor, customer)).toBe(before - COST);
  }, 120_000);

  /** Requests sent straight to `server`: signed-in pages and writes (`slow`: they wait on the database), and anonymous pages. */
  function burst(server: Server): { all: Promise<Outcome>[]; slow: Promise<Outcome>[] } {
    const slow = customers.flatMap((customer) => [
      send(direct(server), "/dashboard", { customer }),
      send(direct(server), "/dashboard.data", { customer, form: redeemForm(), label: "redeem" }),
    ]);
    const anonymous = products.map((product) => send(direct(server), `/produto/${product.slug}`, {}));
    return { all: [...slow, ...anonymous], slow };
  }

  /**
   * SIGTERM once `server` has answered the first of `slow` (requests that wait on the database): by
   * then it has read all of `jobs`, which are its to finish. The exit code and the time it took.
   */
  async function terminateDuring(server: Server, slow: Promise<Outcome>[]): Promise<{ code: number | null; ms: number }> {
    await Promise.race(slow);
    const start = Date.now();
    server.child.kill("SIGTERM");
    const code = await Promise.race([server.exited, new Promise<"late">((resolve) => setTimeout(() => resolve("late"), DRAIN_MS + 5_000))]);
    expect(code, `the process still ran ${DRAIN_MS + 5_000} ms after SIGTERM:\n${server.output().slice(-2000)}`).not.toBe("late");
    return { code: code as number | null, ms: Date.now() - start };
  }

  function expectAllDone(outcomes: Outcome[]) {
    for (const outcome of outcomes) {
      expect(outcome.status, `${outcome.label}: ${outcome.error ?? outcome.body.slice(0, 300)}`).toBe(200);
      if (outcome.method === "POST") expect(acknowledged(outcome), `${outcome.label}: ${outcome.body.slice(0, 300)}`).toBe(true);
    }
  }

  it("SIGTERM drains: requests in flight complete, and the process exits with 0 within 10 s", async () => {
    const jobs = burst(survivor);
    const { code, ms } = await terminateDuring(survivor, jobs.slow);
    const outcomes = await Promise.all(jobs.all);
    console.log(`[kill-app] SIGTERM with ${jobs.all.length} requests in flight: exit ${code} after ${ms} ms`);
    expectAllDone(outcomes);
    expect(code, survivor.output().slice(-2000)).toBe(0);
    expect(ms).toBeLessThan(DRAIN_MS);
  }, 60_000);

  it("SIGTERM drains even when the reader of the process's stdout (its log) is gone", async () => {
    // The reader goes: every line the process writes from now on meets a closed pipe (EPIPE).
    mute.child.stdout!.destroy();
    // More than the log's buffer (8 KB: 120 request lines of 130+ bytes), so writes fail before the
    // signal too. Anonymous product pages: from the page cache after the first, the log's lines cost little else.
    const pages = Array.from({ length: 120 }, (_, i) => `/produto/${products[i % products.length].slug}`);
    for (let round = 0; round < 4; round++) {
      expectAllDone(await Promise.all(pages.slice(round * 30, round * 30 + 30).map((page) => send(direct(mute), page, {}))));
    }
    await new Promise((resolve) => setTimeout(resolve, 700)); // past the log's periodic flush
    expect(mute.child.exitCode, `the process died when its log's reader went:\n${mute.output().slice(-2000)}`).toBeNull();
    const jobs = burst(mute);
    const { code, ms } = await terminateDuring(mute, jobs.slow);
    console.log(`[kill-app] SIGTERM with stdout closed: exit ${code} after ${ms} ms`);
    expectAllDone(await Promise.all(jobs.all));
    expect(code, mute.output().slice(-2000)).toBe(0);
    expect(ms).toBeLessThan(DRAIN_MS);
  }, 60_000);
});
