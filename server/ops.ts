/**
 * What an operator wires up (docs/deploy.md, docs/decisions/014-operations.md):
 *
 * - `/healthz`, `/readyz` (app/lib/health.server.ts) and `/metrics` (app/lib/metrics.server.ts,
 *   only with `Authorization: Bearer $METRICS_TOKEN`) are answered first, in the plain Node handler:
 *   before the page cache, the admission queue and every rate limit, never cached (`no-store`), and
 *   not in the request log (a probe every few seconds would drown it). A `/metrics` request without
 *   the token, or on a process without METRICS_TOKEN, goes on to the site and gets its 404 page.
 * - Every other request gets an id that every line it causes carries (`log()`, lib/logger.server.ts),
 *   one log line when it ends, and its duration in the histogram. The id goes back in `X-Request-Id`,
 *   put there by what answers (`currentRequestId()`): a page-cache hit among the headers of its one
 *   `writeHead`, Express's first middleware for every other answer. A `setHeader` here, before a
 *   hit's `writeHead(status, headers)`, would send Node down its slower path of merging the two
 *   (a tenth of a cached answer's cost).
 */
import crypto from "node:crypto";
import type http from "node:http";
import { services } from "./services.ts";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const NO_STORE = "no-store";

function sendJson(res: http.ServerResponse, status: number, body: unknown, head: boolean) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": NO_STORE,
  });
  res.end(head ? undefined : text);
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7).trim() : "");
  const wanted = Buffer.from(token);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

export interface OpsOptions {
  /** METRICS_TOKEN: `/metrics` answers only with it (unset: never). */
  metricsToken: string | undefined;
}

/** Answers the operator endpoints; false when the request is not one of them (or not allowed). */
export function opsEndpoints({ metricsToken }: OpsOptions) {
  const { liveness, readiness, metricsText, log } = services();
  return function answer(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const url = req.url ?? "";
    if (url.charCodeAt(1) !== 0x68 && url.charCodeAt(1) !== 0x72 && url.charCodeAt(1) !== 0x6d) return false; // h, r, m
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    const head = req.method === "HEAD";
    if (pathname === "/healthz") {
      sendJson(res, 200, liveness(), head);
      return true;
    }
    if (pathname === "/readyz") {
      readiness().then(
        (result) => sendJson(res, result.ok ? 200 : 503, { status: result.ok ? "ok" : "fail", checks: result.checks }, head),
        (error: unknown) => sendJson(res, 503, { status: "fail", error: String(error) }, head),
      );
      return true;
    }
    if (pathname === "/metrics" && metricsToken && tokenMatches(req.headers.authorization, metricsToken)) {
      metricsText().then(
        ({ body, contentType }) => {
          res.writeHead(200, { "content-type": contentType, "cache-control": NO_STORE, "content-length": Buffer.byteLength(body) });
          res.end(head ? undefined : body);
        },
        (error: unknown) => {
          log().error({ err: error }, "métricas não geradas");
          res.writeHead(500, { "cache-control": NO_STORE }).end();
        },
      );
      return true;
    }
    return false;
  };
}

/**
 * Wraps the app's handler: the operator endpoints first, then, for every other request, its id,
 * logger, log line and duration. `routeOf` names the request's route pattern.
 */
export function observed(handler: Handler, options: OpsOptions & { routeOf: (req: http.IncomingMessage) => string }): Handler {
  const ops = opsEndpoints(options);
  const { observeRequest, logRequest, requestIdOf, runAsRequest } = services();
  return (req, res) => {
    if (ops(req, res)) return;
    const started = performance.now();
    const reqId = requestIdOf(req);
    res.once("close", () => {
      const ms = performance.now() - started;
      const route = options.routeOf(req);
      observeRequest(req.method ?? "GET", route, res.statusCode, ms / 1000);
      logRequest(req, res, { reqId, route, ms: Math.round(ms) });
    });
    runAsRequest(reqId, () => handler(req, res));
  };
}
