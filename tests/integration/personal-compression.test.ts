/**
 * Gzip of the answers to signed-in visitors (server/personal-compression.ts) in front of a small
 * Express app: a page written at once is compressed in one piece and sent with its length; a page
 * still being written after STREAM_AFTER_MS is streamed, and its first part reaches the visitor
 * before the rest is written; what must not be compressed is sent as it is.
 */
import http from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_BYTES, personalCompression, STREAM_AFTER_MS } from "../../server/personal-compression";

const PAGE = `<!DOCTYPE html><html lang="pt-BR"><body>${"<p>Olá, Maria: 120 pontos.</p>".repeat(200)}</body></html>`;
let server: http.Server;
let base = "";
/** /lento writes its second half once this resolves. */
let gate = Promise.withResolvers<void>();

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; firstChunkAt: number; endAt: number };

/** The raw answer (no decoding), with when its first body bytes and its end arrived. */
function raw(path: string, headers: Record<string, string> = { "accept-encoding": "gzip" }, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(base + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      let firstChunkAt = 0;
      res.on("data", (chunk: Buffer) => {
        firstChunkAt ||= performance.now();
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), firstChunkAt, endAt: performance.now() }));
    });
    request.on("error", reject);
    request.end();
  });
}

beforeAll(async () => {
  const app = express();
  app.use(personalCompression());
  // As React Router's adapter writes a page: headers, then chunks each followed by flush() when the
  // response has one, then end().
  app.get("/pagina", (_req, res) => {
    const flush = () => (res as unknown as { flush?: () => void }).flush?.();
    res.status(200).setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(PAGE.slice(0, 3000));
    flush();
    res.write(Buffer.from(PAGE.slice(3000)));
    flush();
    res.end();
  });
  app.get("/lento", async (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(PAGE.slice(0, 4000));
    await gate.promise;
    res.end(PAGE.slice(4000));
  });
  app.get("/pequena", (_req, res) => res.type("html").send("<p>Oi</p>"));
  app.get("/enviada", (_req, res) => res.type("html").send(PAGE));
  app.get("/imagem", (_req, res) => res.type("png").send(Buffer.alloc(4000, 7)));
  app.get("/sem-transformar", (_req, res) => res.setHeader("Cache-Control", "private, no-transform").type("html").send(PAGE));
  app.get("/redireciona", (_req, res) => res.redirect(302, "/pagina"));
  app.get("/vazia", (_req, res) => res.status(204).end());
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("personal answers are gzipped in one piece", () => {
  it("compresses a page written in chunks, with its length and Vary", async () => {
    const answer = await raw("/pagina");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.gunzipSync(answer.body).toString()).toBe(PAGE);
    expect(answer.body.byteLength).toBeLessThan(Buffer.byteLength(PAGE) / 5);
  });

  it("compresses what res.send writes and weakens its ETag", async () => {
    const answer = await raw("/enviada");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    expect(answer.headers.etag).toMatch(/^W\//);
    expect(zlib.gunzipSync(answer.body).toString()).toBe(PAGE);
  });

  it("streams a page still being written, so its first part arrives before the rest", async () => {
    gate = Promise.withResolvers<void>();
    const pending = raw("/lento");
    // Well past STREAM_AFTER_MS: by now the first part has been sent.
    await new Promise((resolve) => setTimeout(resolve, STREAM_AFTER_MS * 4));
    const releasedAt = performance.now();
    gate.resolve();
    const answer = await pending;
    expect(answer.firstChunkAt).toBeGreaterThan(0);
    expect(answer.firstChunkAt).toBeLessThan(releasedAt);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(zlib.gunzipSync(answer.body).toString()).toBe(PAGE);
  });

  it("sends small answers as they are", async () => {
    const answer = await raw("/pequena");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe("<p>Oi</p>");
    expect(answer.body.byteLength).toBeLessThan(MIN_BYTES);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it("sends a page as it is to a client that does not take gzip, saying it varies", async () => {
    const clients: Record<string, string>[] = [{}, { "accept-encoding": "br" }, { "accept-encoding": "gzip;q=0, br" }];
    for (const headers of clients) {
      const answer = await raw("/pagina", headers);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.toString()).toBe(PAGE);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it("leaves images, no-transform answers, redirects, 204 and HEAD alone", async () => {
    const image = await raw("/imagem");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.byteLength).toBe(4000);
    const kept = await raw("/sem-transformar");
    expect(kept.headers["content-encoding"]).toBeUndefined();
    expect(kept.body.toString()).toBe(PAGE);
    const redirect = await raw("/redireciona");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe("/pagina");
    const empty = await raw("/vazia");
    expect(empty.status).toBe(204);
    expect(empty.body.byteLength).toBe(0);
    const head = await raw("/pagina", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.byteLength).toBe(0);
  });
});

describe("Accept-Encoding", () => {
  it("is read as browsers and proxies send it", async () => {
    const gzipped = async (header: string | undefined) =>
      (await raw("/pagina", header === undefined ? {} : { "accept-encoding": header })).headers["content-encoding"] === "gzip";
    expect(await gzipped("gzip, deflate, br, zstd")).toBe(true);
    expect(await gzipped("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(await gzipped("*")).toBe(true);
    expect(await gzipped("GZIP")).toBe(true);
    expect(await gzipped(undefined)).toBe(false);
    expect(await gzipped("identity")).toBe(false);
    expect(await gzipped("gzip;q=0")).toBe(false);
    expect(await gzipped("br, deflate")).toBe(false);
  });
});
