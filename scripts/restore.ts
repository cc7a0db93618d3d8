/**
 * npm run restore -- <arquivo.tar.gz> [--force]
 * Restores a backup made by `npm run backup` into DATA_DIR (and DATABASE_URL's database, for a
 * PostgreSQL backup). Refuses to overwrite an existing database or uploads without --force; with
 * --force the current ones are kept aside (renamed), never deleted. The server must be stopped.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { restore } from "../app/lib/server/db/backup.server.ts";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error("Uso: npm run restore -- <arquivo.tar.gz> [--force]");
  process.exit(2);
}
const file = path.resolve(positionals[0]);
try {
  const manifest = await restore(
    file,
    { dataDir: path.resolve(process.env.DATA_DIR || "./data"), databaseUrl: process.env.DATABASE_URL || undefined },
    { force: values.force },
  );
  console.log(
    `Backup de ${manifest.createdAt} restaurado e conferido: ${Object.keys(manifest.tables).length} tabelas idênticas, ${manifest.uploads.files} arquivos enviados.`,
  );
} catch (error) {
  console.error(`Erro na restauração: ${(error as Error).message}`);
  process.exit(1);
}
