/**
 * The production (and development) HTTP server: loads the app's server build (build/server/index.js,
 * or in development Vite's module graph), checks the configuration, opens the database (PGlite in
 * DATA_DIR, or DATABASE_URL), applies migrations, seeds an empty database, then serves the app of
 * server/app.ts. Everything of the app it uses comes from the build's `services` (server/services.ts).
 */
import http from "node:http";
import path from "node:path";
import fs from "node:fs";
import module from "node:module";
import type { ServerBuild } from "react-router";
import { createApp, DEFAULT_PAGE_CACHE_SECONDS, type AppOptions } from "./app.ts";
import { importProductionBuild } from "./production-build.ts";
import { provideServices, servicesOf, type Services } from "./services.ts";

const dev = process.argv.includes("--dev");
/** The project's root: this file runs from server/ (tsx) or bundled from build/server/. */
const ROOT = [path.resolve(import.meta.dirname, ".."), path.resolve(import.meta.dirname, "../..")].find((dir) =>
  fs.existsSync(path.join(dir, "package.json")),
)!;
/** Seconds an anonymous page is served from memory (PAGE_CACHE_SECONDS, 0 turns it off; off in --dev). */
const PAGE_CACHE_SECONDS = dev ? 0 : Number(process.env.PAGE_CACHE_SECONDS ?? DEFAULT_PAGE_CACHE_SECONDS);

/** The app's logger once the build is loaded (lib/logger.server.ts); before, plain stderr. */
let fatal = (error: unknown, message: string) => console.error(message, error ?? "");

function fail(message: string): never {
  // One line on stderr (written synchronously: lib/logger.server.ts), then out.
  fatal(undefined, `[raiz-vital] Erro na partida: ${message}`);
  process.exit(1);
}

async function main() {
  const startedAt = performance.now();

  // The app's server build first: everything of the app the server uses is the build's own copy
  // (server/services.ts).
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let devServer: AppOptions["dev"];
  let services: Services;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    devServer = { middlewares: viteServer.middlewares };
    const load = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    services = servicesOf(await load());
    build = async () => {
      const current = await load();
      // An edit to a module the services come from (app/entry.server.tsx imports them) makes Vite
      // run a new copy of it, without the state the running one has (the open database…).
      const now = servicesOf(current);
      if (STATEFUL.some((name) => now[name] !== services[name])) warnReloaded();
      return current;
    };
  } else {
    const serverEntry = path.join(ROOT, "build/server/index.js");
    if (!fs.existsSync(serverEntry)) fail("build/ não encontrado: rode `npm run build` antes (ou `npm start`).");
    build = await importProductionBuild(serverEntry);
    services = servicesOf(build);
  }
  provideServices(services);
  const {
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
    flushLog,
  } = services;
  const log = services.rootLogger();
  fatal = (error, message) => (error === undefined ? log.fatal(message) : log.fatal({ err: error }, message));

  let config;
  try {
    config = env();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let handle;
  try {
    handle = await initDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, "pglite"),
    });
  } catch (error) {
    fail(error instanceof DataDirLockedError ? error.message : `banco de dados: ${(error as Error).message}`);
  }
  if (await seedIfEmpty(handle.db, handle.kind)) log.info("[raiz-vital] Banco vazio: dados de demonstração criados.");
  const owners = await restoreOwners();
  if (owners) log.warn(`[raiz-vital] ${owners} conta(s) de ADMIN_EMAILS voltaram a ser administradoras.`);

  if (!Number.isFinite(PAGE_CACHE_SECONDS) || PAGE_CACHE_SECONDS < 0)
    fail("PAGE_CACHE_SECONDS deve ser um número de segundos (0 desliga).");
  const channel = handle.kind === "postgres" && !dev ? startInvalidationChannel(handle.databaseUrl!) : null;
  await channel?.ready.catch((error: Error) => fail(`canal de invalidações (LISTEN) no PostgreSQL: ${error.message}`));
  // The job queue (e-mail, periodic clean-up), with this process's workers.
  await startBackgroundWork({ work: true }).catch((error: Error) => fail(`fila de tarefas: ${error.message}`));

  const app = createApp({
    build,
    config,
    root: ROOT,
    pageCacheSeconds: PAGE_CACHE_SECONDS,
    dev: devServer,
    metricsToken: config.metricsToken,
  });

  // Requests being answered, so a shutdown waits for them before the database closes.
  let inFlight = 0;
  let drained: (() => void) | undefined;
  let closing = false;
  const server = http.createServer((req, res) => {
    inFlight += 1;
    res.once("close", () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
    // While draining, a kept-alive connection (nginx's) is closed after its answer, so nothing new arrives on it.
    if (closing) res.setHeader("Connection", "close");
    app.handler(req, res);
  });
  server.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const ms = Math.round(performance.now() - startedAt);
    // Node's compile cache (turned on by build/server/serve.js) is written at exit; also now that the
    // start's modules are compiled, so a server that is killed or crashes leaves it too.
    setTimeout(() => module.flushCompileCache?.(), 5_000).unref();
    log.info(
      { port, ms, database: handle.kind },
      `[raiz-vital] Pronto em ${ms} ms: http://localhost:${port} (${handle.kind === "pglite" ? "PGlite em " + config.dataDir : "PostgreSQL"})`,
    );
    flushLog();
  });
  server.keepAliveTimeout = 65_000;

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    log.info(`[raiz-vital] ${signal}: encerrando…`);
    // Past the budget the process goes anyway: a supervisor's SIGKILL would lose the log's last lines.
    setTimeout(() => {
      log.error(`[raiz-vital] ${signal}: encerramento passou de ${SHUTDOWN_MS} ms; saindo assim mesmo`);
      flushLog();
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    // /readyz answers 503 from now on, so a load balancer stops sending requests here.
    setDraining();
    // Still listening a moment (not on SIGINT, a developer's Ctrl-C): requests already sent, in the
    // kernel's queue or unread on a kept-alive connection, are served rather than reset, which would
    // fail a write behind nginx (502). Every answer meanwhile closes its connection.
    const stopListening = new Promise<void>((resolve) => setTimeout(resolve, signal === "SIGTERM" ? LISTEN_AFTER_SIGTERM_MS : 0)).then(() =>
      server.close(),
    );
    // Requests in flight are answered before the database closes; those still running at the limit are cut.
    const requestsDone = stopListening
      .then(
        () =>
          new Promise<void>((resolve) => {
            if (inFlight === 0) resolve();
            drained = resolve;
            setTimeout(resolve, REQUESTS_GRACE_MS - (Date.now() - started)).unref();
          }),
      )
      .then(() => server.closeAllConnections());
    // Mails in progress finish (or are given back to the queue) meanwhile.
    const jobsDone = stopBackgroundWork(REQUESTS_GRACE_MS).catch((error) => log.error({ err: error }, "[raiz-vital] erro ao parar a fila"));
    Promise.all([requestsDone, jobsDone])
      .then(() => channel?.close())
      .then(() => handle.close())
      .catch((error) => log.error({ err: error }, "[raiz-vital] erro ao fechar o banco"))
      .finally(() => {
        log.info(`[raiz-vital] ${signal}: encerrado em ${Date.now() - started} ms`);
        process.exit(0);
      });
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

/**
 * A stop's budget, from the signal to the exit (docs/decisions/014-operations.md): Docker's and compose's grace period is 10 s before
 * SIGKILL. Requests and mails in progress get most of it; closing the database the rest.
 */
const SHUTDOWN_MS = 9_500;
const REQUESTS_GRACE_MS = 7_500;
const LISTEN_AFTER_SIGTERM_MS = 1_000;

/** One function of each module that keeps state, to notice that Vite ran a new copy of it. */
const STATEFUL = ["log", "configureCaches", "observeRequest", "liveness", "uploadStore", "initDatabase", "startBackgroundWork"] as const;
let warned = false;
function warnReloaded() {
  if (warned) return;
  warned = true;
  console.warn(
    "[raiz-vital] Um módulo de estado do servidor mudou: reinicie `npm run dev` (o processo tem uma cópia só, a que abriu o banco).",
  );
}

main().catch((error) => {
  fatal(error, "[raiz-vital] Erro na partida");
  process.exit(1);
});
