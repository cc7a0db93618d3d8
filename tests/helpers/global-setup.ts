/**
 * Vitest's global setup: on PGlite, one migrated database made once per run and kept as a data-directory
 * tarball, from which every test file's database starts (tests/helpers/db.ts). Creating a PGlite runs
 * initdb: ~4–5 s per test file on this machine, against ~1.3 s to load the tarball, and the
 * migrations then have nothing left to apply. On a PostgreSQL server (DATABASE_URL) nothing is made.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { setDatabase } from "~/lib/server/db/client.server";
import { initDatabase } from "~/lib/server/db/migrate.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data-directory tarball; "" on a PostgreSQL server. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const handle = await initDatabase({ dataDir: "memory://" });
  let file: string;
  try {
    const tarball = await handle.pglite!.dumpDataDir("none");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rv-template-"));
    file = path.join(dir, "migrated.tar");
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await handle.close();
    setDatabase(undefined);
  }
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
