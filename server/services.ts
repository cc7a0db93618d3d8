/**
 * The app's services as the server uses them: the ones the server build exports
 * (`build.entry.module.services`, app/entry.server.tsx), never the app's modules imported from here.
 * server/ and the build are bundled apart (tsx or scripts/build-server.mjs for server/, Vite for the
 * app); importing app/ from server/ would run a second copy of each module, with its own state (the
 * database handle, the caches, the metrics…). Taking them from the build, one copy runs per process
 * and each module keeps its state in a plain variable (docs/decisions/002-server-entry-with-tsx.md).
 *
 * server/index.ts provides them before anything else of server/ runs: from the production build it
 * imports, or in development from Vite's `ssrLoadModule` of the server build, the module graph the
 * routes run in. `createApp` provides those of the build it is given. Under Vitest, where the tests
 * import the app's modules from source, vitest.config.ts puts tests/helpers/server-services.ts in
 * place of this file: the same source modules the tests use.
 */
import type { ServerBuild } from "react-router";
import type { Services } from "../app/entry.server.tsx";

export type { Services };

let current: Services | undefined;

/** The services of the server build `build` (its entry module's `services` export). */
export function servicesOf(build: ServerBuild): Services {
  const services = (build.entry.module as { services?: Services }).services;
  if (!services) throw new Error("O build do servidor não exporta `services` (app/entry.server.tsx).");
  return services;
}

/** Makes `services` the process's (server/index.ts, createApp). */
export function provideServices(services: Services): void {
  current = services;
}

/** The process's services; throws before server/index.ts (or createApp) provided them. */
export function services(): Services {
  if (!current) throw new Error("Serviços do app ainda não carregados (server/services.ts).");
  return current;
}
