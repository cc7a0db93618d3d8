/**
 * The app's production build (react-router build → build/server/index.js). Run from source (tsx), the
 * server imports that file; in the bundle of `npm run build` (scripts/build-server.mjs) this module
 * is replaced by one that has the build, and the packages it uses, inside the bundle itself.
 */
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

export function importProductionBuild(file: string): Promise<ServerBuild> {
  return import(pathToFileURL(file).href) as Promise<ServerBuild>;
}
