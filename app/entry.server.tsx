import crypto from "node:crypto";
import { PassThrough, Writable } from "node:stream";
// The global ReadableStream; TypeScript's DOM library does not declare its `from`.
import { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { NonceContext } from "./lib/render/nonce";
import { SharedHtmlRenderer } from "./lib/render/shared-html";
import { HtmlOnceContext } from "./lib/render/html-once";
import { isSharedCacheControl } from "./lib/server/http-cache.server";
import { contentSecurityPolicy, hashNoncedScripts } from "./lib/server/content-security-policy.server";
import { currentRequestId, flushLog, log, logRequest, requestIdOf, rootLogger, runAsRequest } from "./lib/server/logger.server";
import { collectTags, configureCaches, currentSeq, isFresh } from "./lib/server/cache.server";
import { startInvalidationChannel } from "./lib/server/cache-notify.server";
import { ConfigError, env } from "./lib/server/env.server";
import { DataDirLockedError } from "./lib/server/db/lock.server";
import { initDatabase } from "./lib/server/db/migrate.server";
import { liveness, readiness, setDraining } from "./lib/server/health.server";
import { metricsText, observeRequest, registerPageCacheStats } from "./lib/server/metrics.server";
import { ensureUploadVariant, isUploadName, MAX_FORM_BYTES, uploadStore, uploadsDir } from "./lib/server/uploads.server";
import { startBackgroundWork, stopBackgroundWork } from "./services/background.server";
import { restoreOwners } from "./models/users.server";
import { seedIfEmpty } from "./seed";

/**
 * What the server (server/*.ts) uses of the app, exported by the server build so that it runs the
 * build's own copy of every module: the server reaches it as `build.entry.module.services` (the
 * production build it imports, Vite's `ssrLoadModule` in development) and imports nothing of app/
 * itself. One copy of each module per process, so each keeps its state in a plain module-level
 * variable (docs/decisions/002-server-entry-with-tsx.md).
 */
export const services = {
  // start-up and shutdown (server/index.ts)
  env,
  ConfigError,
  DataDirLockedError,
  initDatabase,
  seedIfEmpty,
  restoreOwners,
  startInvalidationChannel,
  startBackgroundWork,
  stopBackgroundWork,
  setDraining,
  // logging, metrics and probes (server/ops.ts, server/app.ts)
  rootLogger,
  flushLog,
  log,
  logRequest,
  requestIdOf,
  runAsRequest,
  currentRequestId,
  liveness,
  readiness,
  metricsText,
  observeRequest,
  registerPageCacheStats,
  // the page cache (server/page-cache.ts)
  configureCaches,
  collectTags,
  currentSeq,
  isFresh,
  isSharedCacheControl,
  // uploads (server/uploads.ts, server/body-limit.ts)
  ensureUploadVariant,
  isUploadName,
  uploadStore,
  uploadsDir,
  MAX_FORM_BYTES,
};

export type Services = typeof services;

export const streamTimeout = 5_000;

/**
 * What a page or a data answer whose routes set no Cache-Control gets: never stored, by a shared
 * cache or the browser. The public pages that may be kept say so themselves (lib/http-cache.server.ts);
 * everything else — the account, the admin panel, a signed-in visitor's copy of a content page, with
 * their name and points in the header — must not be kept by a CDN or a proxy in front of the site.
 */
function defaultCachePolicy(headers: Headers) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
}

/** Errors of loaders, actions and rendering go to the server's log (one JSON line, with the request's id). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log().error({ err: error }, "erro ao responder");
}

export function handleDataRequest(response: Response) {
  defaultCachePolicy(response.headers);
  return response;
}

/** React Router's default Node entry (@react-router/dev's entry.server.node.tsx), with a CSP nonce and the app's providers. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  defaultCachePolicy(responseHeaders);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A page that may be kept for other visitors (lib/http-cache.server.ts: Cache-Control public) is
  // sent without its nonce: it is rendered whole, and the scripts it rendered with the nonce are
  // allowed by their hashes instead.
  const shared = isSharedCacheControl(responseHeaders.get("Cache-Control"));
  const nonce = crypto.randomBytes(16).toString("base64");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots, SPA mode and shared pages get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      shared || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after streamTimeout, leaving React time to flush the rejected boundaries.
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
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (shared) {
            const chunks: Buffer[] = [];
            pipe(
              new Writable({
                write(chunk: Buffer, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  clearTimeout(timeoutId);
                  timeoutId = undefined;
                  const { html, hashes } = hashNoncedScripts(Buffer.concat(chunks).toString("utf8"), nonce);
                  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ hashes }));
                  resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
                  callback();
                },
              }),
            );
            return;
          }
          const body = new PassThrough({
            final(callback) {
              // The timer would otherwise keep this render's closure alive until it fires.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // Node's async iterator reads everything buffered at once: what React writes in one pass (the
          // whole page, unless a part waits for data) is one chunk, so one write and one flush through
          // compression instead of about thirty (decision 022).
          const stream = NodeReadableStream.from(body) as ReadableStream<Uint8Array>;
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ nonce }));
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; only later ones are logged here.
          if (shellRendered) log().error({ err: error }, "erro ao responder");
        },
      },
    );
  });
}
