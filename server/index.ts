/**
 * The production (and development) HTTP server: checks the configuration, opens the database
 * (PGlite in DATA_DIR, or DATABASE_URL), applies migrations, seeds an empty database, then serves.
 */
import http from "node:http";
import path from "node:path";
import fs from "node:fs";
import module from "node:module";
import express from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { ConfigError, env } from "../app/lib/env.server.ts";
import { DataDirLockedError } from "../app/db/lock.server.ts";
import { initDatabase } from "../app/db/migrate.server.ts";
import { seedIfEmpty } from "../app/db/seed/index.ts";
import { sameOriginOnly, securityHeaders } from "./security.ts";
import { admission } from "./admission.ts";
import { createPageCache } from "./page-cache.ts";
import { configureCaches } from "../app/lib/cache.server.ts";
import { startInvalidationChannel } from "../app/lib/cache-notify.server.ts";
import { ensureUploadVariant } from "../app/lib/uploads.server.ts";
import { importProductionBuild } from "./production-build.ts";

const dev = process.argv.includes("--dev");
/** The project's root: this file runs from server/ (tsx) or bundled from build/server/. */
const ROOT = [path.resolve(import.meta.dirname, ".."), path.resolve(import.meta.dirname, "../..")].find((dir) =>
  fs.existsSync(path.join(dir, "package.json")),
)!;
/** Seconds an anonymous page is served from memory (PAGE_CACHE_SECONDS, 0 turns it off; off in --dev). */
const PAGE_CACHE_SECONDS = dev ? 0 : Number(process.env.PAGE_CACHE_SECONDS ?? 10);
/** Seconds cached data lives at most (writes invalidate it at once): how old a post's view count may be. */
const DATA_CACHE_SECONDS = 60;

/**
 * React Router's adapter flushes the response after every chunk of a page (about thirty), and the
 * compression middleware makes each flush a zlib full flush, which restarts gzip's dictionary: pages
 * came out twice as large (28 KB instead of 14) for ~10 ms more CPU. The flushes asked for within one
 * turn of the event loop are made once, at its end, so what React has written still goes out at once
 * (a deferred part of a page streams as before). Tested in tests/integration/compression.test.ts.
 */
const flushOncePerTurn: express.RequestHandler = (_req, res, next) => {
  const flush = (res as { flush?: () => void }).flush;
  if (typeof flush === "function") {
    let scheduled = false;
    (res as { flush?: () => void }).flush = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!res.writableEnded) flush.call(res);
      });
    };
  }
  next();
};

function fail(message: string): never {
  console.error(`[raiz-vital] Erro na partida: ${message}`);
  process.exit(1);
}

async function main() {
  const startedAt = performance.now();
  let config;
  try {
    config = env();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // The app's build loads while the database opens.
  const buildDir = path.join(ROOT, "build");
  const serverEntry = path.join(buildDir, "server/index.js");
  if (!dev && !fs.existsSync(serverEntry)) fail("build/ não encontrado: rode `npm run build` antes (ou `npm start`).");
  const productionBuild = dev ? null : importProductionBuild(serverEntry);
  productionBuild?.catch(() => {});

  let handle;
  try {
    handle = await initDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, "pglite"),
    });
  } catch (error) {
    fail(error instanceof DataDirLockedError ? error.message : `banco de dados: ${(error as Error).message}`);
  }
  if (await seedIfEmpty(handle.db, handle.kind)) console.log("[raiz-vital] Banco vazio: dados de demonstração criados.");

  if (!Number.isFinite(PAGE_CACHE_SECONDS) || PAGE_CACHE_SECONDS < 0) fail("PAGE_CACHE_SECONDS deve ser um número de segundos (0 desliga).");
  const pageCache = createPageCache({ ttlMs: PAGE_CACHE_SECONDS * 1000 });
  // Data read by many requests (public data, sessions) stays in memory until a write invalidates its
  // tags (lib/cache.server.ts) or a minute passes; on PostgreSQL the processes tell each other.
  configureCaches({ enabled: !dev, ttlMs: DATA_CACHE_SECONDS * 1000 });
  const channel = handle.kind === "postgres" && !dev ? startInvalidationChannel(handle.pool!, handle.databaseUrl!) : null;
  await channel?.ready.catch((error: Error) => fail(`canal de invalidações (LISTEN) no PostgreSQL: ${error.message}`));

  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", true);
  // Before compression, so the cache keeps (and replays) the compressed body.
  app.use(pageCache.middleware);
  // Every compressible answer (pages, their data, resource routes) through the standard middleware, at
  // its default levels (gzip 6, Brotli 4); the page cache above keeps what it sends already compressed.
  app.use(compression(), flushOncePerTurn);
  app.use(securityHeaders);
  app.use(sameOriginOnly([config.baseUrl]));
  // The socket's address, for rate limits; a client-sent copy of this header is never trusted.
  app.use((req, _res, next) => {
    req.headers["x-rv-client-ip"] = req.socket.remoteAddress ?? "unknown";
    next();
  });

  const uploads = path.join(config.dataDir, "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  // An upload stored before its smaller copies existed gets each one on its first request.
  app.use("/uploads", (req, _res, next) => {
    ensureUploadVariant(req.path.slice(1)).then(
      () => next(),
      (error: unknown) => {
        console.error("[uploads] cópia reduzida não gerada:", error);
        next();
      },
    );
  });
  app.use("/uploads", express.static(uploads, { immutable: true, maxAge: "1y", index: false }));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    // Static files go out as the build precompressed them (scripts/precompress.mjs: Brotli 11, gzip 9),
    // never compressed again per request.
    const precompressed = (dir: string, cache: { maxAge: string; immutable?: boolean }) =>
      expressStaticGzip(path.join(buildDir, dir), {
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
    build = await productionBuild!;
  }

  // Rendered requests start first come first served, a few per turn of the event loop (server/admission.ts).
  app.all("/{*splat}", admission({ perTurn: 2 }), createRequestHandler({ build, mode: dev ? "development" : "production" }));

  // Anonymous pages already in the cache (or being rendered for another request) are answered here, before Express runs.
  const server = http.createServer((req, res) => pageCache.handle(req, res, () => app(req, res)));
  server.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const ms = Math.round(performance.now() - startedAt);
    // Node's compile cache (turned on by build/server/serve.js) is written at exit; also now that the
    // start's modules are compiled, so a server that is killed or crashes leaves it too.
    setTimeout(() => module.flushCompileCache?.(), 5_000).unref();
    console.log(`[raiz-vital] Pronto em ${ms} ms: http://localhost:${port} (${handle.kind === "pglite" ? "PGlite em " + config.dataDir : "PostgreSQL"})`);
  });
  server.keepAliveTimeout = 65_000;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[raiz-vital] ${signal}: encerrando…`);
    server.close();
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
    Promise.resolve(channel?.close())
      .then(() => handle.close())
      .catch((error) => console.error("[raiz-vital] erro ao fechar o banco:", error))
      .finally(() => process.exit(0));
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
