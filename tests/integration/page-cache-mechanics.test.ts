/**
 * The anonymous page cache's timing rules (server/page-cache.ts), which need a clock of the test's own
 * and renderings held open at will: expiry, the expired copy served while one request renders again,
 * requests coalesced behind a rendering, a write landing during a rendering, the budgets. The pages are
 * a few handlers that count their renderings and read tagged data (lib/cache.server.ts), the tag
 * counter is moved directly, by a message as another process's write sends it: what is under test is
 * the cache's answer to it.
 *
 * What the cache keeps and forgets on the real app, after real writes, is in page-cache.test.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPageCache, type PageCache } from "../../server/page-cache";
import { configureCaches, noteStatementRun, receiveInvalidation, sharedData } from "~/lib/server/cache.server";
import { rootLogger } from "~/lib/server/logger.server";

/** A write of these tags, as another process announces it (a write of this one applies the same rule after its commit). */
const invalidate = (...tags: string[]) => receiveInvalidation(JSON.stringify({ origin: "outro-processo", tags }));

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
let clock = 0;
let renders: Record<string, number> = {};
let cache: PageCache;
let server: http.Server;
let base = "";
/** The Accept-Encoding fetch sends (part of the cache key). */
let acceptEncoding = "";
/** /lento renders once this resolves. */
let gate = Promise.withResolvers<void>();

/** The tag of the data each test page reads (through the tagged data cache). */
const TAG_OF: Record<string, string> = { home: "blog", slow: "catalog" };

function page(
  name: string,
  init: (res: express.Response) => void = (res) => res.setHeader("Cache-Control", PUBLIC),
): express.RequestHandler {
  return async (req, res) => {
    await sharedData(`dados:${name}`, [TAG_OF[name] ?? "outro"], async () => name);
    acceptEncoding = String(req.headers["accept-encoding"] ?? "");
    renders[name] = (renders[name] ?? 0) + 1;
    init(res);
    res.setHeader("Vary", "Cookie");
    res.type("html").send(`<p>${name} #${renders[name]} ${"texto ".repeat(200)}</p>`);
  };
}

beforeAll(async () => {
  configureCaches({ enabled: true, ttlMs: 60_000 });
  cache = createPageCache({ ttlMs: 10_000, now: () => clock });
  const app = express();
  app.use(cache.middleware);
  app.get("/", page("home"));
  app.get("/lento", async (_req, res) => {
    await sharedData("dados:slow", [TAG_OF.slow], async () => "slow");
    renders.slow = (renders.slow ?? 0) + 1;
    if (renders.slow > 1) await gate.promise;
    res.setHeader("Cache-Control", PUBLIC);
    res.type("html").send(`<p>slow #${renders.slow}</p>`);
  });
  app.get(
    "/privado",
    page("private", (res) => res.setHeader("Cache-Control", "private, no-store")),
  );
  // A public page whose handler reads the database outside a tagged cache.
  app.get("/sem-tags", (_req, res) => {
    renders.untagged = (renders.untagged ?? 0) + 1;
    noteStatementRun();
    res.setHeader("Cache-Control", PUBLIC).type("html").send("<p>sem tags</p>");
  });
  server = http.createServer((req, res) => cache.handle(req, res, () => app(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  configureCaches({ enabled: false });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  cache.clear();
  configureCaches({ enabled: true });
  renders = {};
  clock = 0;
});

/** A bare request as Node hands it to the cache (only what serveHit reads), with fetch's Accept-Encoding. */
const fakeRequest = (url: string) =>
  ({ method: "GET", url, headers: { "accept-encoding": acceptEncoding }, socket: {} }) as unknown as http.IncomingMessage;
async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
}
/** A response that never ends (a rendering that hangs, or fails without answering). */
const fakeResponse = () => ({ once() {} }) as unknown as http.ServerResponse;
/** At `at` (past the page's expiry), one request for / is let through to render and never finishes. */
function expiredWithOneRendering(at: number) {
  clock = at;
  const through = vi.fn();
  cache.handle(fakeRequest("/"), fakeResponse(), through);
  expect(through).toHaveBeenCalledOnce();
}
/** A request, answered in full (fetch resolves on the headers; the cache stores a page once its last byte is out). */
const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
  const response = await fetch(base + path, { method, headers, redirect: "manual" });
  const body = method === "HEAD" || [204, 304].includes(response.status) ? null : await response.arrayBuffer();
  return new Response(body, { status: response.status, headers: response.headers });
};

describe("anonymous page cache: its timing rules", () => {
  it("never keeps a page that read the database outside a tagged cache, and says so once", async () => {
    const error = vi.spyOn(rootLogger(), "warn");
    try {
      await get("/sem-tags");
      expect((await get("/sem-tags")).headers.get("x-cache")).not.toBe("HIT");
      expect(renders.untagged).toBe(2);
      expect(error.mock.calls.filter(([line]) => String(line).includes("/sem-tags"))).toHaveLength(1);
    } finally {
      error.mockRestore();
    }
  });

  it("forgets a page after its time to live", async () => {
    await get("/");
    clock = 9_999;
    const hit = await get("/");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("age")).toBe("9");
    clock = 10_000;
    expect((await get("/")).headers.get("x-cache")).toBe("MISS");
    expect(renders.home).toBe(2);
  });

  it("after expiry, one request renders the page again while the others get the expired copy", async () => {
    await get("/lento");
    clock = 10_000;
    gate = Promise.withResolvers<void>();
    // The first request after expiry is let through to render (and waits at the gate)…
    const refresh = get("/lento");
    await until(() => renders.slow === 2);
    // …and while it renders, the others are answered from the expired copy.
    const stale = await get("/lento");
    expect(stale.headers.get("x-cache")).toBe("STALE");
    expect(stale.headers.get("age")).toBe("10");
    expect(await stale.text()).toContain("slow #1");
    gate.resolve();
    expect(await (await refresh).text()).toContain("slow #2");
    expect((await get("/lento")).headers.get("x-cache")).toBe("HIT");
    expect(renders.slow).toBe(2);
  });

  it("a page not in the cache is rendered once for the requests that arrive while it renders", async () => {
    gate = Promise.withResolvers<void>();
    renders.slow = 1; // the next rendering of /lento waits at the gate
    const first = get("/lento");
    await until(() => renders.slow === 2);
    const others = [get("/lento"), get("/lento"), get("/lento")];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders.slow).toBe(2); // the three wait for the first rendering
    gate.resolve();
    expect((await first).headers.get("x-cache")).toBe("MISS");
    for (const answer of await Promise.all(others)) {
      expect(answer.headers.get("x-cache")).toBe("HIT");
      expect(await answer.text()).toContain("slow #2");
    }
    expect(renders.slow).toBe(2);
    expect(cache.stats.coalesced).toBeGreaterThanOrEqual(3);
  });

  it("requests waiting for a rendering that is not kept render themselves", async () => {
    const before = renders.private ?? 0;
    const answers = await Promise.all([get("/privado"), get("/privado"), get("/privado")]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect((renders.private ?? 0) - before).toBe(3);
  });

  it("lets another request render when the one re-rendering an expired page stores nothing", async () => {
    await get("/");
    // Let through to render, but never finishes (as an error or a write meanwhile would leave it).
    expiredWithOneRendering(10_000);
    expect((await get("/")).headers.get("x-cache")).toBe("STALE");
    clock = 15_000;
    const retried = await get("/");
    expect(retried.headers.get("x-cache")).toBe("MISS");
    expect(renders.home).toBe(2);
  });

  it("serves no expired copy long past its expiry, nor any after a write", async () => {
    await get("/");
    // Expired: one request let through to render (and never ending), the others get the copy…
    expiredWithOneRendering(309_000);
    clock = 309_999;
    expect((await get("/")).headers.get("x-cache")).toBe("STALE");
    // …until 300 s past its expiry: then there is no copy any more.
    clock = 310_000;
    expect(cache.serveHit(fakeRequest("/"), fakeResponse())).toBe(false);
    expect(cache.size()).toBe(0);
    clock = 320_000;
    expect((await get("/")).headers.get("x-cache")).toBe("MISS");
    // Expired again, one request rendering it: a write of its data invalidates the copy, and the next request renders.
    clock = 330_000;
    cache.handle(fakeRequest("/"), fakeResponse(), () => {});
    invalidate("blog");
    expect((await get("/")).headers.get("x-cache")).toBe("MISS");
    expect(renders.home).toBe(3);
  });

  it("does not store a page whose rendering began before a write", async () => {
    const slowCache = createPageCache({ ttlMs: 10_000 });
    const app = express();
    app.use(slowCache.middleware);
    app.get("/", async (_req, res) => {
      await sharedData("dados:antigo", ["catalog"], async () => "antigo");
      invalidate("catalog"); // a write lands while this page renders
      res.setHeader("Cache-Control", PUBLIC).send("antigo");
    });
    const srv = http.createServer((rq, rs) => {
      if (!slowCache.serveHit(rq, rs)) app(rq, rs);
    });
    await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}/`;
    await fetch(url);
    expect(slowCache.size()).toBe(0);
    await new Promise<void>((resolve) => srv.close(() => resolve()));
  });

  it("keeps within its entry and byte budgets, dropping the oldest first", async () => {
    const small = createPageCache({ ttlMs: 10_000, maxEntries: 2, maxTotalBytes: 3_000 });
    const app = express();
    app.use(small.middleware);
    app.get("/{*splat}", (req, res) => {
      res
        .setHeader("Cache-Control", PUBLIC)
        .type("html")
        .send(req.path === "/grande" ? "x".repeat(2_500) : "y".repeat(1_000));
    });
    const srv = http.createServer((rq, rs) => {
      if (!small.serveHit(rq, rs)) app(rq, rs);
    });
    await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
    const cached = async (path: string) => (await fetch(url + path)).headers.get("x-cache") === "HIT";
    for (const path of ["/a", "/b", "/c"]) await fetch(url + path);
    expect(small.size()).toBe(2);
    expect(await cached("/a")).toBe(false); // dropped for /c
    await fetch(url + "/grande");
    expect(small.bytes()).toBeLessThanOrEqual(3_000);
    expect(await cached("/grande")).toBe(true);
    await new Promise<void>((resolve) => srv.close(() => resolve()));
  });

  it("is off with a time to live of 0", async () => {
    const off = createPageCache({ ttlMs: 0 });
    const fake = { method: "GET", url: "/", headers: {}, socket: {} } as unknown as http.IncomingMessage;
    expect(off.serveHit(fake, {} as http.ServerResponse)).toBe(false);
  });
});
