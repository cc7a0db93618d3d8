import path from "node:path";
import { ConfigError, env } from "../app/lib/server/env.server.ts";
import { initDatabase } from "../app/lib/server/db/migrate.server.ts";

/** Opens (and migrates) the configured database for a maintenance command, failing with one clear line. */
export async function openConfiguredDatabase() {
  try {
    const config = env();
    return await initDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
  } catch (error) {
    console.error(`Erro: ${error instanceof ConfigError ? error.message : (error as Error).message}`);
    process.exit(1);
  }
}
