/**
 * The application as deployed, without a port: the plain Node request handler with the page cache in
 * front of Express and every middleware of production, in order (body limits included). server/index.ts reads the
 * configuration, opens the database and listens with it; the security tests serve exactly this
 * (tests/security/support/harness.ts), so what they check is what runs.
 */
import type http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/lib/server/env.server.ts";
import { sameOriginOnly, securityHeaders, servedMethodsOnly, withoutControlCharacters } from "./security.ts";
import { admission } from "./admission.ts";
import { bodyLimit } from "./body-limit.ts";
import { createPageCache, isPersonalRequest, type PageCache } from "./page-cache.ts";
import { provideServices, services, servicesOf } from "./services.ts";
import { observed } from "./ops.ts";
import { routePatterns } from "./route-patterns.ts";
import { uploadsRouter } from "./uploads.ts";

/** Seconds an anonymous page is served from memory unless PAGE_CACHE_SECONDS says otherwise. */
export const DEFAULT_PAGE_CACHE_SECONDS = 10;
/** Seconds cached data lives at most (writes invalidate it at once): how old a post's view count may be. */
export const DATA_CACHE_SECONDS = 60;

export interface AppOptions {
  /** The app's build, or (development) a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  config: Pick<Env, "baseUrl" | "dataDir" | "trustProxy">;
  /** The project's root: build/client is served from it in production. */
  root: string;
  /** Seconds an anonymous page is served from memory (0 turns it off). */
  pageCacheSeconds: number;
  /** Development: Vite's middlewares serve the client files, and nothing is cached. */
  dev?: { middlewares: express.RequestHandler };
  /** METRICS_TOKEN: `/metrics` answers only to it (server/ops.ts); unset, never. */
  metricsToken?: string;
}

export interface App {
  /** The Node request handler (`http.createServer(app.handler)`). */
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  pageCache: PageCache;
}

/**
 * The standard `compression` middleware at two levels, by who the answer is for (decision 022). An
 * anonymous answer may be kept (the page cache above, nginx) and sent many times: compressed once, at
 * the default levels (gzip 6, Brotli 4). A signed-in answer is rendered and compressed on every
 * request: at the fastest levels (gzip 1, Brotli 1), about a third of the CPU for some 15% more bytes.
 */
function compressionByAudience(): express.RequestHandler {
  const shared = compression();
  const personal = compression({
    level: zlib.constants.Z_BEST_SPEED,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  return (req, res, next) => (isPersonalRequest(req.headers) ? personal : shared)(req, res, next);
}

export function createApp({ build, config, root, pageCacheSeconds, dev, metricsToken }: AppOptions): App {
  // The app's services are the build's (server/services.ts); in development server/index.ts has
  // provided those of the module graph the build function loads from.
  if (typeof build !== "function") provideServices(servicesOf(build));
  const { configureCaches, currentRequestId, registerPageCacheStats } = services();
  const pageCache = createPageCache({ ttlMs: dev ? 0 : pageCacheSeconds * 1000 });
  registerPageCacheStats(pageCache.stats);
  // Data read by many requests (public data, sessions) stays in memory until a write invalidates its
  // tags (lib/cache.server.ts) or a minute passes; on PostgreSQL the processes tell each other.
  configureCaches({ enabled: !dev, ttlMs: DATA_CACHE_SECONDS * 1000 });

  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", true);
  // The request's id (server/ops.ts); a page-cache hit sends it with its own headers.
  app.use((_req, res, next) => {
    res.setHeader("X-Request-Id", currentRequestId() ?? "");
    next();
  });
  // Before compression, so the cache keeps (and replays) the compressed body.
  app.use(pageCache.middleware);
  // Every compressible answer (pages, their data, resource routes) through the standard middleware.
  app.use(compressionByAudience());
  app.use(securityHeaders);
  app.use(sameOriginOnly([config.baseUrl]));
  // Only the methods the site serves reach what follows (a cross-site one was refused just above).
  app.use(servedMethodsOnly);
  // Before anything reads a body, and before the admission queue makes a request wait (server/body-limit.ts).
  app.use(bodyLimit());
  // The socket's address, whole (rate limits count an IPv6 client by its /64: clientIp); a client-sent copy is never trusted.
  app.use((req, _res, next) => {
    req.headers["x-rv-client-ip"] = req.socket.remoteAddress ?? "unknown";
    next();
  });

  // Uploads, from DATA_DIR/uploads or the S3 bucket of S3_URL (server/uploads.ts).
  app.use("/uploads", uploadsRouter());

  if (dev) {
    app.use(dev.middlewares);
  } else {
    // Static files go out as the build precompressed them (scripts/precompress.mjs: Brotli 11, gzip 9),
    // never compressed again per request.
    const precompressed = (dir: string, cache: { maxAge: string; immutable?: boolean }) =>
      expressStaticGzip(path.join(root, "build", dir), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { ...cache, index: false },
      });
    app.use("/assets", precompressed("client/assets", { immutable: true, maxAge: "1y" }));
    // Files at the top (favicon, images, fonts) have an extension; pages do not, nor their data
    // (`<page>.data`, React Router's single fetch) and actions: no file lookup for them.
    const topFiles = precompressed("client", { maxAge: "1h" });
    const maybeFile = (req: express.Request) =>
      (req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data") && path.extname(req.path) !== "";
    app.use((req, res, next) => (maybeFile(req) ? topFiles(req, res, next) : next()));
  }

  // Rendered requests start first come first served, a few per turn of the event loop (server/admission.ts).
  app.all("/{*splat}", admission({ perTurn: 2 }), createRequestHandler({ build, mode: dev ? "development" : "production" }));

  // Anonymous pages already in the cache (or being rendered for another request) are answered here, before Express runs;
  // before them, the operator's endpoints, and every request's id, log line and duration (server/ops.ts).
  // The query loses its control characters first, so the cache, every route and every export read it clean.
  const routeOf = routePatterns(typeof build === "function" ? null : build.routes);
  const handler = observed(
    (req, res) => {
      req.url = withoutControlCharacters(req.url ?? "/");
      pageCache.handle(req, res, () => app(req, res));
    },
    { metricsToken, routeOf },
  );
  return { handler, pageCache };
}
