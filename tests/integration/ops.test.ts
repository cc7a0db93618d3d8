/**
 * What an operator relies on (docs/deploy.md): /healthz, /readyz and its registered
 * checks, /metrics behind METRICS_TOKEN, the X-Request-Id header and the request log — served by
 * the production app (server/app.ts createApp over build/) on this file's own database.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../server/app";
import { observed } from "../../server/ops";
import { useTestDatabase } from "../helpers/db";
import { seedContent } from "~/seed";
import { SEED_PRODUCTS } from "~/seed/content/products";
import { env } from "~/lib/server/env.server";
import { readiness, registerReadinessCheck, setDraining, unregisterReadinessCheck } from "~/lib/server/health.server";
import { currentRequestId, log, useLogStream } from "~/lib/server/logger.server";
import { registerQueueMetrics, resetMetricSources } from "~/lib/server/metrics.server";
import { rawRows } from "~/lib/server/db/raw-rows.server";
import { jobs } from "~/lib/server/jobs.server";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_ENTRY = path.join(ROOT, "build/server/index.js");
const hasBuild = fs.existsSync(BUILD_ENTRY);
const TOKEN = "token-de-metricas-0123456789";

/** Every line the logger writes, parsed. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, restore: useLogStream(stream) };
}

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.skipIf(!hasBuild)("operator endpoints of the production app", () => {
  const t = useTestDatabase();
  let app: App;
  let server: http.Server;
  let base = "";
  let captured: ReturnType<typeof captureLog>;
  const product = SEED_PRODUCTS[0];

  beforeAll(async () => {
    await seedContent(t.db);
    captured = captureLog();
    const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as ServerBuild;
    const config = env();
    app = createApp({
      build,
      config: { ...config, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "rv-ops-")) },
      root: ROOT,
      pageCacheSeconds: 10,
      metricsToken: TOKEN,
    });
    ({ server, base } = await listen(app.handler));
  }, 60_000);

  afterAll(async () => {
    captured?.restore();
    resetMetricSources();
    if (server) await new Promise((resolve) => server.close(resolve));
  });

  afterEach(() => {
    unregisterReadinessCheck("fila de e-mails");
    setDraining(false);
  });

  it("/healthz: 200 JSON, never cached, no database call, up even when readiness fails", async () => {
    registerReadinessCheck("fila de e-mails", async () => "fila parada");
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ status: "ok" });
    // Twice, then HEAD: never a page-cache answer.
    expect((await fetch(`${base}/healthz`)).headers.get("x-cache")).toBeNull();
    expect((await fetch(`${base}/healthz`, { method: "HEAD" })).status).toBe(200);
  });

  it("/readyz: 200 when the database answers and the migrations are applied; 503 naming what fails", async () => {
    const ok = await fetch(`${base}/readyz`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    const body = (await ok.json()) as { status: string; checks: Record<string, { ok: boolean }> };
    expect(body.status).toBe("ok");
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.migrations.ok).toBe(true);

    // A registered check (the mail queue, wired at merge) that reports a problem, then one that throws.
    registerReadinessCheck("fila de e-mails", async () => "3 e-mails esperam há mais de 15 min");
    let failed = await fetch(`${base}/readyz`);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({
      status: "fail",
      checks: { database: { ok: true }, "fila de e-mails": { ok: false, error: "3 e-mails esperam há mais de 15 min" } },
    });
    registerReadinessCheck("fila de e-mails", async () => {
      throw new Error("sem conexão");
    });
    failed = await fetch(`${base}/readyz`);
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { checks: Record<string, { error: string }> }).checks["fila de e-mails"].error).toBe("sem conexão");
    registerReadinessCheck("fila de e-mails", async () => {});
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it("/readyz: a missing migration fails it; so does a shutting-down process", async () => {
    const rows = await rawRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = rows[0];
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const response = await fetch(`${base}/readyz`);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { checks: Record<string, { ok: boolean; error?: string }> }).checks.migrations).toMatchObject({
        ok: false,
        error: expect.stringMatching(/não aplicada/),
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`,
      );
    }
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    setDraining();
    const draining = await fetch(`${base}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ checks: { shutdown: { ok: false, error: "encerrando" } } });
  });

  it("/readyz: the real queue check fails on a job really stuck in the queue, and passes once it is gone", async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // A job due 11 minutes ago on a queue no worker serves: nothing will ever take it.
    const queue = "fila-sem-trabalhador";
    await jobs().createQueue(queue);
    const id = await jobs().send(queue, { teste: true }, { startAfter: new Date(Date.now() - 11 * 60_000) });
    try {
      const stuck = await fetch(`${base}/readyz`);
      expect(stuck.status).toBe(503);
      expect(await stuck.json()).toMatchObject({
        status: "fail",
        checks: { queue: { ok: false, error: "1 tarefa(s) esperando há mais de 10 minutos" } },
      });
    } finally {
      await jobs().deleteJob(queue, id!);
    }
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it("a check that hangs fails within its time limit", async () => {
    registerReadinessCheck("fila de e-mails", () => new Promise(() => {}));
    const started = Date.now();
    const result = await readiness({ timeoutMs: 100 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.ok).toBe(false);
    expect(result.checks["fila de e-mails"]).toMatchObject({ ok: false, error: "sem resposta em 100 ms" });
  });

  it("/metrics: the site's 404 without the token or with a wrong one", async () => {
    for (const headers of [
      {},
      { authorization: "Bearer errado" },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
    ] as Record<string, string>[]) {
      const response = await fetch(`${base}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("http_request_duration_seconds");
    }
  });

  it("/metrics: request durations by route pattern and status, cache hits and misses, event-loop lag, queues", async () => {
    const page = `/produto/${product.slug}`;
    await (await fetch(`${base}${page}`)).text(); // rendered: a page-cache miss
    const second = await fetch(`${base}${page}`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    await second.text();
    expect((await fetch(`${base}/produto/nao-existe-123`).then(async (r) => [r.status, await r.text()]))[0]).toBe(404);
    registerQueueMetrics("mail", async () => ({ queued: 4, failed: 2, oldestQueuedSeconds: 75 }));

    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    // By pattern, never by URL.
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/produto\/:slug",status="200"\} [2-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/produto\/:slug",status="404"\} 1/);
    expect(text).not.toContain(product.slug);
    expect(text).toMatch(/cache_hits_total\{cache="page"\} [1-9]/);
    expect(text).toMatch(/cache_misses_total\{cache="page"\} [1-9]/);
    expect(text).toMatch(/cache_misses_total\{cache="public-data"\} [1-9]/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/process_resident_memory_bytes \d/);
    expect(text).toContain('queue_depth{queue="mail"} 4');
    expect(text).toContain('queue_failed_jobs{queue="mail"} 2');
    expect(text).toContain('queue_oldest_job_seconds{queue="mail"} 75');
    expect(text).toContain('queue_up{queue="mail"} 1');
    if (t.kind === "postgres") expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
    // A queue whose state cannot be read is reported down, not as zero jobs.
    registerQueueMetrics("mail", async () => {
      throw new Error("fora do ar");
    });
    const down = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(down).toContain('queue_up{queue="mail"} 0');
    expect(down).not.toContain('queue_depth{queue="mail"}');
  });

  it("every answer carries X-Request-Id (a sane one sent by the proxy is kept) and one log line without personal data", async () => {
    captured.lines.length = 0;
    const page = `/produto/${product.slug}?busca=maria@exemplo.com`;
    const first = await fetch(`${base}${page}`, { headers: { cookie: "rv.session_token=segredo123; outro=1" } });
    await first.text();
    const id = first.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${base}/produto/${product.slug}`, { headers: { "x-request-id": "nginx0123456789abcdef" } });
    await kept.text();
    expect(kept.headers.get("x-request-id")).toBe("nginx0123456789abcdef");
    const hit = await fetch(`${base}/produto/${product.slug}`, { headers: { "x-request-id": "um id <com> espaços" } });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await hit.text();
    const asset = await fetch(`${base}/favicon.ico`);
    await asset.text();
    expect(asset.headers.get("x-request-id")).toBeTruthy();
    // Probes are not logged.
    await fetch(`${base}/healthz`);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const requests = captured.lines.filter((line) => line.msg === "request");
    expect(requests).toHaveLength(4);
    expect(requests[0]).toMatchObject({ level: "info", reqId: id, method: "GET", route: "/produto/:slug", status: 200 });
    expect(typeof requests[0].ms).toBe("number");
    expect(requests[1]).toMatchObject({ reqId: "nginx0123456789abcdef" });
    const all = JSON.stringify(captured.lines);
    expect(all).not.toContain("segredo123");
    expect(all).not.toContain("maria@exemplo.com");
    expect(all).not.toContain("busca=");
    expect(all).not.toContain("/healthz");
  });

  it("a line written while a request runs carries its id; personal data in it is removed", async () => {
    const { lines, restore } = captureLog();
    try {
      const handler = observed(
        (_req, res) => {
          // What answers sends the id (server/app.ts, server/page-cache.ts).
          res.setHeader("x-request-id", currentRequestId()!);
          setTimeout(() => {
            log().warn(
              { email: "joana@exemplo.com", user: { email: "x@y.com", phone: "11999998888" }, cart: 3 },
              "pedido de joana@exemplo.com recusado",
            );
            res.end("ok");
          }, 5);
        },
        { metricsToken: undefined, routeOf: () => "/teste" },
      );
      const { server: local, base: localBase } = await listen(handler);
      try {
        const response = await fetch(`${localBase}/x`);
        const id = response.headers.get("x-request-id");
        await new Promise((resolve) => setTimeout(resolve, 20));
        const warn = lines.find((line) => line.level === "warn")!;
        expect(warn).toMatchObject({ reqId: id, cart: 3, msg: "pedido de ***@exemplo.com recusado" });
        expect(JSON.stringify(warn)).not.toMatch(/joana|x@y\.com|11999998888/);
        expect(lines.find((line) => line.msg === "request")).toMatchObject({ reqId: id, route: "/teste", status: 200 });
        // Outside a request: the process's logger, no reqId.
        log().info("fora");
        expect(lines.at(-1)).not.toHaveProperty("reqId");
      } finally {
        await new Promise((resolve) => local.close(resolve));
      }
    } finally {
      restore();
    }
  });

  it("the operator endpoints are not in the sitemap", async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toMatch(/healthz|readyz|metrics/);
  });
});
