/**
 * Pages go out compressed by the standard `compression` middleware, as small as gzip makes them in
 * one go: React Router flushes after every chunk, and a zlib full flush per chunk doubled a page's
 * size (server/app.ts flushOncePerTurn). Runs the production server (needs build/).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild, startAppServer, type Child } from "../reliability/support/processes";

const skip = !hasBuild() || Boolean(process.env.DATABASE_URL);
if (skip) console.log("[compression] skipped: needs build/ (and runs on the embedded database only)");

describe.skipIf(skip)("compressed pages", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rv-gzip-"));
  let server: Child & { port: number };
  beforeAll(async () => {
    server = await startAppServer({ DATA_DIR: tmp, PAGE_CACHE_SECONDS: "0", DATABASE_URL: "" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it.each(["/", "/produtos", "/blog"])("%s in gzip is within 15 percent of the page gzipped in one go", async (page) => {
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port: server.port, path: page, headers: { "accept-encoding": "gzip" } }, (res) => {
        expect(res.headers["content-encoding"]).toBe("gzip");
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks))).on("error", reject);
      });
      request.on("error", reject);
    });
    const html = zlib.gunzipSync(raw);
    expect(html.toString()).toContain("</html>");
    const oneGo = zlib.gzipSync(html).length;
    expect(raw.length / oneGo).toBeLessThan(1.15);
  });
});
