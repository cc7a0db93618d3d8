import crypto from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { NonceContext } from "./lib/nonce";
import { SharedHtmlRenderer } from "./lib/shared-html";

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
 * What React writes, passed on in one piece each time React has finished a batch (it calls `flush()`
 * then) instead of in its 4 KB views: a page goes out, and through gzip, in one or two writes rather
 * than a dozen, which costs the server about a millisecond less per page.
 */
class BatchedBody extends Transform {
  private chunks: Buffer[] = [];

  constructor(private readonly onFinal: () => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.chunks.push(chunk);
    callback();
  }

  /** Called by React after each batch of writes. */
  flush() {
    if (!this.chunks.length) return;
    this.push(this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks));
    this.chunks = [];
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    this.onFinal();
    callback();
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = crypto.randomBytes(16).toString("base64");

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
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
          const body = new BatchedBody(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
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
