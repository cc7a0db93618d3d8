/**
 * Gzip for the answers to a signed-in visitor (pages, their data and resource routes), which are
 * rendered on every request and compressed on every request.
 *
 * The `compression` middleware streams: a zlib stream per answer, a write and a flush per chunk, each
 * a round trip through libuv's thread pool. On a server pinned to one core those round trips and their
 * context switches cost more than the compression itself (a signed-in `/robots.txt` spent a quarter of
 * its CPU in them). A page is rendered in one go, so here the answer is held until it ends and
 * compressed in one synchronous call (`zlib.gzipSync`, the fastest level), sent with its length.
 * An answer that is still being written `STREAM_AFTER_MS` after its first byte (a part of the page
 * waits for slow data) is sent as it comes instead: what is held so far, then each chunk, through a
 * gzip stream flushed after every write, so the visitor sees the page before the slow part.
 *
 * Compressed like `compression` does: text, JSON, XML, JavaScript and SVG answers of 1 KB or more,
 * when the request accepts gzip, the answer is not already encoded, has a body (not HEAD, 204 or 304)
 * and does not say `no-transform`; `Vary: Accept-Encoding` on every answer of a compressible type.
 */
import zlib from "node:zlib";
import type { RequestHandler, Response } from "express";

/** Smaller answers are sent as they are (gzip would add more than it saves). */
export const MIN_BYTES = 1024;
/** An answer not finished this long after its first write is streamed from then on. */
export const STREAM_AFTER_MS = 50;

const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|xml|javascript|ld\+json|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;
const options = { level: zlib.constants.Z_BEST_SPEED };

type Chunk = Buffer | string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, encoding);
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function compressible(res: Response): boolean {
  const type = res.getHeader("Content-Type");
  return typeof type === "string" && COMPRESSIBLE.test(type);
}

function shouldCompress(method: string, res: Response, size: number | null): boolean {
  // Headers already sent (an answer that flushed them early) can no longer say Content-Encoding.
  if (res.headersSent || method === "HEAD" || res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader("Content-Encoding")) return false;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""))) return false;
  return size === null || size >= MIN_BYTES;
}

function weakenEtag(res: Response) {
  const etag = res.getHeader("ETag");
  if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("ETag", `W/${etag}`);
}

/** The middleware: for the requests it is given (the server sends it the signed-in ones). */
export function personalCompression(): RequestHandler {
  return (req, res, next) => {
    // Express's reading of Accept-Encoding (q-values, "*", case), as the compression middleware's.
    if (!req.acceptsEncodings("gzip")) {
      // The answer still varies with the header: a cache must not give this copy to a gzip client.
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
        if (compressible(this)) this.vary("Accept-Encoding");
        return writeHead.apply(this, args);
      } as Response["writeHead"];
      return next();
    }
    const write = res.write.bind(res) as (chunk: Chunk, cb?: Callback) => boolean;
    const end = res.end.bind(res) as (chunk?: Chunk | (() => void), cb?: () => void) => Response;
    let held: Buffer[] = [];
    let heldBytes = 0;
    let timer: NodeJS.Timeout | undefined;
    /** Set once the answer is streamed (through gzip, or as it is when not compressed). */
    let stream: zlib.Gzip | "plain" | undefined;
    let ended = false;

    const startStreaming = () => {
      timer = undefined;
      if (stream || ended) return;
      const text = compressible(res);
      if (text && !res.headersSent) res.vary("Accept-Encoding");
      if (!text || !shouldCompress(req.method, res, null)) {
        stream = "plain";
        for (const chunk of held) write(chunk);
      } else {
        res.setHeader("Content-Encoding", "gzip");
        res.removeHeader("Content-Length");
        weakenEtag(res);
        const gzip = zlib.createGzip(options);
        stream = gzip;
        gzip.on("data", (data: Buffer) => write(data));
        gzip.on("end", () => end());
        gzip.on("error", (error) => res.destroy(error));
        for (const chunk of held) gzip.write(chunk);
        gzip.flush();
      }
      held = [];
      heldBytes = 0;
    };

    const hold = (chunk: Chunk | undefined, encoding?: BufferEncoding) => {
      if (chunk === undefined || chunk === null) return;
      const bytes = toBuffer(chunk, encoding);
      if (!bytes.byteLength) return;
      if (stream === "plain") write(bytes);
      else if (stream) {
        stream.write(bytes);
        stream.flush();
      } else {
        held.push(bytes);
        heldBytes += bytes.byteLength;
        timer ??= setTimeout(startStreaming, STREAM_AFTER_MS);
      }
    };

    res.write = function (chunk: Chunk, encodingOrCb?: BufferEncoding | Callback, cb?: Callback) {
      if (ended) return false;
      hold(chunk, typeof encodingOrCb === "string" ? encodingOrCb : undefined);
      const callback = typeof encodingOrCb === "function" ? encodingOrCb : cb;
      if (callback) process.nextTick(callback);
      return true;
    } as Response["write"];

    // React Router's adapter flushes after every chunk it writes; chunks are flushed when streamed.
    (res as Response & { flush?: () => void }).flush = () => {};

    res.end = function (this: Response, chunk?: Chunk | (() => void), encodingOrCb?: BufferEncoding | (() => void), cb?: () => void) {
      if (ended) return this;
      if (typeof chunk === "function") {
        cb = chunk;
        chunk = undefined;
      }
      if (typeof encodingOrCb === "function") cb = encodingOrCb;
      hold(chunk, typeof encodingOrCb === "string" ? encodingOrCb : undefined);
      ended = true;
      if (timer) clearTimeout(timer);
      if (cb) res.once("finish", cb);
      if (stream === "plain") return end();
      if (stream) {
        stream.end();
        return this;
      }
      const body = held.length === 1 ? held[0] : Buffer.concat(held, heldBytes);
      held = [];
      const text = compressible(res);
      if (text && !res.headersSent) res.vary("Accept-Encoding");
      if (text && shouldCompress(req.method, res, body.byteLength)) {
        const gzipped = zlib.gzipSync(body, options);
        res.setHeader("Content-Encoding", "gzip");
        weakenEtag(res);
        res.setHeader("Content-Length", gzipped.byteLength);
        return end(gzipped);
      }
      if (!res.headersSent && req.method !== "HEAD" && !res.getHeader("Content-Length") && res.statusCode !== 204 && res.statusCode !== 304) {
        res.setHeader("Content-Length", body.byteLength);
      }
      return body.byteLength ? end(body) : end();
    } as Response["end"];

    res.once("close", () => {
      if (timer) clearTimeout(timer);
      if (stream && stream !== "plain") stream.destroy();
    });
    next();
  };
}
