/**
 * server/services.ts under Vitest (vitest.config.ts puts this file in its place): the app's services
 * are the source modules the tests themselves import, so a test that registers a readiness check,
 * reads the log or opens the database (tests/helpers/db.ts) acts on the very copy the server code
 * runs. The server build the tests serve is the same source (tests/helpers/server-build.ts), so a
 * build given to createApp brings these same services; anything else is a second copy, refused.
 */
import type { ServerBuild } from "react-router";
import { services as source, type Services } from "~/entry.server";

export type { Services };

export function servicesOf(build: ServerBuild): Services {
  const services = (build.entry.module as { services?: Services }).services;
  if (!services) throw new Error("O build do servidor não exporta `services` (app/entry.server.tsx).");
  return services;
}

export function provideServices(services: Services): void {
  if (services !== source)
    throw new Error("tests: a second copy of the app's services (a build that is not tests/helpers/server-build.ts)");
}

export function services(): Services {
  return source;
}
