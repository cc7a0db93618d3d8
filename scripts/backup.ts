/**
 * npm run backup [-- --out backups/raiz-vital-<date>.tar.gz]
 * Backs up the whole database (PGlite in DATA_DIR, or DATABASE_URL with pg_dump) and DATA_DIR/uploads
 * into one archive. On the embedded database, stop the server first (the backup takes its lock).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { backup } from "../app/lib/server/db/backup.server.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
const out = path.resolve(values.out ?? `backups/raiz-vital-${stamp}.tar.gz`);
try {
  const manifest = await backup(
    { dataDir: path.resolve(process.env.DATA_DIR || "./data"), databaseUrl: process.env.DATABASE_URL || undefined },
    out,
  );
  const rows = Object.values(manifest.tables).reduce((total, t) => total + t.rows, 0);
  console.log(
    `Backup salvo em ${out} (${manifest.database === "pglite" ? "banco embutido" : "PostgreSQL"}: ${Object.keys(manifest.tables).length} tabelas, ${rows} linhas; ${manifest.uploads.files} arquivos enviados).`,
  );
} catch (error) {
  console.error(`Erro no backup: ${(error as Error).message}`);
  process.exit(1);
}
