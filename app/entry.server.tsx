import crypto from "node:crypto";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { NonceContext } from "./lib/nonce";
import { SharedHtmlRenderer } from "./lib/shared-html";
import { HtmlOnceContext } from "./lib/html-once";

export const streamTimeout = 5_000;

/** Scripts run only with this response's nonce; nothing may frame the site. */
function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * What React writes, handed to the response as a web stream (what React Router's Response needs) in
 * one piece each time React has finished a batch (it calls `flush()` then) instead of in its 4 KB
 * views: a page goes out, and through gzip, in one or two writes rather than a dozen. React writes
 * straight into it: no Node stream in between, converted to a web stream chunk by chunk and copied
 * (`createReadableStreamFromReadable`). With the nonce pool below: 0.4–0.8 ms less CPU per signed-in
 * page through React Router's handler (issue #8; in-process, old and new builds alternating).
 * It implements what React's `pipe()` uses of a Node Writable: write, flush, end and the "close"
 * event (the response was cancelled: React stops rendering). React never waits for "drain": a page
 * is held in memory until sent, as React holds the shell before its first flush anyway.
 */
class WebStreamBody {
  private chunks: Uint8Array[] = [];
  private size = 0;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private closeListeners: (() => void)[] = [];
  private done = false;
  readonly stream: ReadableStream<Uint8Array>;

  constructor(private readonly onFinal: () => void) {
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
      cancel: () => {
        if (this.done) return;
        this.done = true;
        this.onFinal();
        for (const listener of this.closeListeners) listener();
      },
    });
  }

  write(chunk: Uint8Array | string): boolean {
    if (this.done) return false;
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    this.chunks.push(bytes);
    this.size += bytes.byteLength;
    return true;
  }

  /** Called by React after each batch of writes. */
  flush() {
    if (this.done || !this.chunks.length) return;
    // A Buffer (a view of React's bytes, not a copy): what the compression middleware takes as is.
    const only = this.chunks.length === 1 ? this.chunks[0] : null;
    this.controller.enqueue(only ? Buffer.from(only.buffer, only.byteOffset, only.byteLength) : Buffer.concat(this.chunks, this.size));
    this.chunks = [];
    this.size = 0;
  }

  end() {
    if (this.done) return;
    this.flush();
    this.done = true;
    this.controller.close();
    this.onFinal();
  }

  destroy(error?: unknown) {
    if (this.done) return;
    this.done = true;
    this.controller.error(error ?? new Error("render aborted"));
    this.onFinal();
  }

  on(event: string, listener: () => void) {
    if (event === "close") this.closeListeners.push(listener);
    return this;
  }
}

/**
 * CSP nonces: 16 random bytes each, as before, taken from a buffer filled 256 nonces at a time (one
 * call to the system's random generator instead of one per page). Every nonce is used once.
 */
const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;
let nonceBuffer = Buffer.alloc(0);
let nonceOffset = 0;
function nextNonce(): string {
  if (nonceOffset >= nonceBuffer.length) {
    nonceBuffer = crypto.randomBytes(NONCE_BYTES * NONCES_PER_FILL);
    nonceOffset = 0;
  }
  const nonce = nonceBuffer.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * What a page or a data answer whose routes set no Cache-Control gets: never stored, by a shared
 * cache or the browser. The public pages that may be kept say so themselves (lib/http-cache.server.ts);
 * everything else — the account, the admin panel, a signed-in visitor's copy of a content page, with
 * their name and points in the header — must not be kept by a CDN or a proxy in front of the site.
 */
function defaultCachePolicy(headers: Headers) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
}

export function handleDataRequest(response: Response) {
  defaultCachePolicy(response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  defaultCachePolicy(responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = nextNonce();

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        {/* Parts of pages that are the same for every visitor are rendered once (lib/shared-html.tsx). */}
        <SharedHtmlRenderer.Provider value={renderToString}>
          {/* HTML the loaders kept out of the hydration data (lib/html-once.tsx). */}
          <HtmlOnceContext.Provider value={loadContext}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </HtmlOnceContext.Provider>
        </SharedHtmlRenderer.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // React otherwise moves a finished Suspense boundary met after the first 12.8 KB of HTML to
        // the end of the document, shown by an inline script: without JavaScript it would stay
        // hidden (the parts of a page loaded on demand, lib/deferred.tsx, sit in such boundaries).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new WebStreamBody(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
          pipe(body as unknown as NodeJS.WritableStream);
          resolve(new Response(body.stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
