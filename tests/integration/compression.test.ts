/**
 * Pages go out compressed by the standard `compression` middleware, as small as compressing the page
 * in one go makes them: React Router flushes after every chunk it sends, and the page reaches it as one
 * chunk per pass of React (app/entry.server.tsx), not ~30 small ones each followed by a zlib flush
 * that restarts the dictionary. Anonymous answers at the default levels, signed-in ones at the fastest
 * (server/app.ts, decision 022). Runs the production server (needs build/).
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

function get(port: number, page: string, headers: Record<string, string>) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: page, headers }, (res) => {
      expect(res.statusCode).toBe(200);
      const chunks: Buffer[] = [];
      res
        .on("data", (c: Buffer) => chunks.push(c))
        .on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }))
        .on("error", reject);
    });
    request.on("error", reject);
  });
}

describe.skipIf(skip)("compressed pages", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rv-gzip-"));
  let server: Child & { port: number };
  let cookie = "";
  beforeAll(async () => {
    server = await startAppServer({ DATA_DIR: tmp, PAGE_CACHE_SECONDS: "0", DATABASE_URL: "", BASE_URL: "http://127.0.0.1" });
    const signIn = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://127.0.0.1" },
      body: JSON.stringify({ email: "cliente@raizvital.com.br", password: "Cliente@2026" }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("rv.session_token="))!
      .split(";")[0]!;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it.each(["/", "/produtos", "/blog"])("%s in gzip, anonymous, is within 15 percent of the page gzipped in one go", async (page) => {
    const { encoding, body } = await get(server.port, page, { "accept-encoding": "gzip" });
    expect(encoding).toBe("gzip");
    const html = zlib.gunzipSync(body);
    expect(html.toString()).toContain("</html>");
    expect(body.length / zlib.gzipSync(html).length).toBeLessThan(1.15);
  });

  it.each(["/", "/produto/bacopa-monnieri-500mg", "/blog"])(
    "%s signed in, gzip and Brotli, each within 15 percent of the page compressed in one go at the fastest level",
    async (page) => {
      const gzip = await get(server.port, page, { "accept-encoding": "gzip", cookie });
      expect(gzip.encoding).toBe("gzip");
      const html = zlib.gunzipSync(gzip.body);
      expect(html.toString()).toContain("Carlos Cliente");
      expect(gzip.body.length / zlib.gzipSync(html, { level: 1 }).length).toBeLessThan(1.15);

      const br = await get(server.port, page, { "accept-encoding": "br, gzip", cookie });
      expect(br.encoding).toBe("br");
      const again = zlib.brotliDecompressSync(br.body);
      const oneGo = zlib.brotliCompressSync(again, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }).length;
      expect(br.body.length / oneGo).toBeLessThan(1.15);
    },
  );
});
