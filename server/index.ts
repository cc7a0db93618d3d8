/**
 * The production (and development) HTTP server: checks the configuration, opens the database
 * (PGlite in DATA_DIR, or DATABASE_URL), applies migrations, seeds an empty database, then serves the
 * app of server/app.ts.
 */
import http from "node:http";
import path from "node:path";
import fs from "node:fs";
import module from "node:module";
import type { ServerBuild } from "react-router";
import { ConfigError, env } from "../app/lib/server/env.server.ts";
import { DataDirLockedError } from "../app/lib/server/db/lock.server.ts";
import { initDatabase } from "../app/lib/server/db/migrate.server.ts";
import { seedIfEmpty } from "../app/seed/index.ts";
import { restoreOwners } from "../app/models/users.server.ts";
import { startInvalidationChannel } from "../app/lib/server/cache-notify.server.ts";
import { startBackgroundWork, stopBackgroundWork } from "../app/services/background.server.ts";
import { createApp, DEFAULT_PAGE_CACHE_SECONDS, type AppOptions } from "./app.ts";
import { importProductionBuild } from "./production-build.ts";
import { flushLog, rootLogger } from "../app/lib/server/logger.server.ts";
import { setDraining } from "../app/lib/server/health.server.ts";

const logger = rootLogger();

const dev = process.argv.includes("--dev");
/** The project's root: this file runs from server/ (tsx) or bundled from build/server/. */
const ROOT = [path.resolve(import.meta.dirname, ".."), path.resolve(import.meta.dirname, "../..")].find((dir) =>
  fs.existsSync(path.join(dir, "package.json")),
)!;
/** Seconds an anonymous page is served from memory (PAGE_CACHE_SECONDS, 0 turns it off; off in --dev). */
const PAGE_CACHE_SECONDS = dev ? 0 : Number(process.env.PAGE_CACHE_SECONDS ?? DEFAULT_PAGE_CACHE_SECONDS);

function fail(message: string): never {
  // One line on stderr (written synchronously: lib/logger.server.ts), then out.
  logger.fatal(`[raiz-vital] Erro na partida: ${message}`);
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
  const serverEntry = path.join(ROOT, "build/server/index.js");
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
  if (await seedIfEmpty(handle.db, handle.kind)) logger.info("[raiz-vital] Banco vazio: dados de demonstração criados.");
  const owners = await restoreOwners();
  if (owners) logger.warn(`[raiz-vital] ${owners} conta(s) de ADMIN_EMAILS voltaram a ser administradoras.`);

  if (!Number.isFinite(PAGE_CACHE_SECONDS) || PAGE_CACHE_SECONDS < 0) fail("PAGE_CACHE_SECONDS deve ser um número de segundos (0 desliga).");
  const channel = handle.kind === "postgres" && !dev ? startInvalidationChannel(handle.pool!, handle.databaseUrl!) : null;
  await channel?.ready.catch((error: Error) => fail(`canal de invalidações (LISTEN) no PostgreSQL: ${error.message}`));
  // The job queue (e-mail, periodic clean-up), with this process's workers.
  await startBackgroundWork({ work: true }).catch((error: Error) => fail(`fila de tarefas: ${error.message}`));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let devServer: AppOptions["dev"];
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    devServer = { middlewares: viteServer.middlewares };
    build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    build = await productionBuild!;
  }
  const app = createApp({ build, config, root: ROOT, pageCacheSeconds: PAGE_CACHE_SECONDS, dev: devServer, metricsToken: config.metricsToken });

  const server = http.createServer(app.handler);
  server.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const ms = Math.round(performance.now() - startedAt);
    // Node's compile cache (turned on by build/server/serve.js) is written at exit; also now that the
    // start's modules are compiled, so a server that is killed or crashes leaves it too.
    setTimeout(() => module.flushCompileCache?.(), 5_000).unref();
    logger.info({ port, ms, database: handle.kind }, `[raiz-vital] Pronto em ${ms} ms: http://localhost:${port} (${handle.kind === "pglite" ? "PGlite em " + config.dataDir : "PostgreSQL"})`);
    flushLog();
  });
  server.keepAliveTimeout = 65_000;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`[raiz-vital] ${signal}: encerrando…`);
    // /readyz answers 503 from now on, so a load balancer stops sending requests here.
    setDraining();
    server.close();
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
    // Mails in progress finish (or are given back to the queue) before the database closes.
    stopBackgroundWork()
      .catch((error) => console.error("[raiz-vital] erro ao parar a fila:", error))
      .then(() => channel?.close())
      .then(() => handle.close())
      .catch((error) => logger.error({ err: error }, "[raiz-vital] erro ao fechar o banco"))
      .finally(() => process.exit(0));
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error) => {
  logger.fatal({ err: error }, "[raiz-vital] Erro na partida");
  process.exit(1);
});
