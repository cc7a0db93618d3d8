/**
 * The admission queue in front of React Router (server/admission.ts): requests start in the order
 * they arrived, at most `perTurn` per turn of the event loop, a visitor who left is skipped, and past
 * `maxWaiting` a request is refused at once with a 503.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { admission, BUSY_MESSAGE } from "../../server/admission";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function fakeRequest(destroyed = false) {
  return { req: { destroyed: false } as Request, res: { destroyed } as Response };
}

describe("admission", () => {
  it("starts requests first come first served, a few per turn", async () => {
    const admit = admission({ perTurn: 2 });
    const started: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { req, res } = fakeRequest();
      admit(req, res, () => started.push(i));
    }
    expect(started).toEqual([]);
    expect(admit.waiting()).toBe(5);
    await nextTurn();
    expect(started).toEqual([0, 1]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(admit.waiting()).toBe(0);
  });

  it("skips a request whose visitor has gone, without losing the turn's place", async () => {
    const admit = admission({ perTurn: 1 });
    const started: string[] = [];
    const gone = fakeRequest();
    admit(gone.req, gone.res, () => started.push("gone"));
    const { req, res } = fakeRequest();
    admit(req, res, () => started.push("waiting"));
    (gone.res as { destroyed: boolean }).destroyed = true;
    await nextTurn();
    expect(started).toEqual(["waiting"]);
  });

  it("answers 503 with Retry-After, never stored, once maxWaiting requests wait", async () => {
    const admit = admission({ perTurn: 1, maxWaiting: 3 });
    const started: number[] = [];
    const app = express();
    // Three requests already wait when the real one arrives (they came in the same turn).
    app.use((req, res, next) => {
      for (let i = 0; i < 3; i++) {
        const waiting = fakeRequest();
        admit(waiting.req, waiting.res, () => started.push(i));
      }
      expect(admit.waiting()).toBe(3);
      admit(req, res, next);
    });
    app.get("/pagina", (_req, res) => res.send("ok"));
    const { base, close } = await listen(app);
    try {
      const answer = await fetch(base + "/pagina");
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("1");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await answer.text()).toBe(BUSY_MESSAGE);
      // The ones that were waiting are still served, in order.
      while (admit.waiting()) await nextTurn();
      expect(started).toEqual([0, 1, 2]);
    } finally {
      await close();
    }
  });

  it("skips a queued request whose client closed its connection while it waited", async () => {
    const admit = admission({ perTurn: 1 });
    const served: string[] = [];
    const queued = Promise.withResolvers<void>();
    const app = express();
    // Ahead of /abandonada: 200 requests, one per turn, a millisecond each.
    app.use((req, _res, next) => {
      if (req.path === "/abandonada") {
        for (let i = 0; i < 200; i++) {
          const ahead = fakeRequest();
          admit(ahead.req, ahead.res, () => {
            const until = performance.now() + 1;
            while (performance.now() < until);
          });
        }
        queued.resolve();
      }
      next();
    });
    app.use(admit);
    app.get("/{*splat}", (req, res) => {
      served.push(req.path);
      res.send("ok");
    });
    const { base, close } = await listen(app);
    try {
      const gone = http.get(base + "/abandonada");
      gone.on("error", () => {});
      await queued.promise;
      gone.destroy();
      while (admit.waiting()) await nextTurn();
      expect(await (await fetch(base + "/viva")).text()).toBe("ok");
      expect(served).toEqual(["/viva"]);
    } finally {
      await close();
    }
  });

  it("keeps a request that waits on slower work from starving behind quick ones", async () => {
    // 40 clients hammer a page answered at once; one asks for a page that needs ten turns of the loop
    // (as a page does when its data comes from the database). Without the queue each turn starts every
    // quick request read in it, and the slow page waits behind all of them, ten times over.
    const withQueue = await slowPageTime(true);
    const without = await slowPageTime(false);
    expect(withQueue).toBeLessThan(without / 2);
  });
});

async function listen(app: express.Express) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { base, close };
}

/** How long the slow page takes while 40 clients keep asking for the quick one. */
async function slowPageTime(queue: boolean): Promise<number> {
  const app = express();
  if (queue) app.use(admission({ perTurn: 2 }));
  const busy = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };
  app.get("/rapida", (_req, res) => {
    busy(2);
    res.send("ok");
  });
  app.get("/lenta", async (_req, res) => {
    for (let i = 0; i < 10; i++) await nextTurn();
    res.send("ok");
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 41 });
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(base + path, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(performance.now() - started));
        })
        .on("error", reject);
    });
  let stop = false;
  const clients = Array.from({ length: 40 }, async () => {
    while (!stop) await get("/rapida");
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const slow = await get("/lenta");
  stop = true;
  await Promise.all(clients);
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return slow;
}
