/**
 * Backup and restore of the whole site: the database and the uploaded images (DATA_DIR/uploads),
 * plus the generated auth secret when there is one, in one .tar.gz with a manifest.
 *
 * - Embedded database (PGlite): the backup takes the data directory's lock like the server does, so
 *   it refuses to run while the server is running (PGlite is single-process; a copy taken under a
 *   live server would not be consistent). It checkpoints and stores PGlite's own data-directory
 *   tarball (dumpDataDir), which restores byte for byte.
 * - PostgreSQL (DATABASE_URL): online, with pg_dump (custom format) in an exported snapshot, so the
 *   dump and the manifest's fingerprints describe the same instant; restored with pg_restore.
 *
 * The manifest holds every table's row count and content hash (and every sequence's position);
 * restore checks the restored database against it and fails loudly on any difference.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Db } from "./client.server";
import { lockDataDir } from "./lock.server";
import { rawRows } from "~/lib/server/db/raw-rows.server";

const run = promisify(execFile);

export const BACKUP_FORMAT = "raiz-vital-backup";
const DB_FILE = { pglite: "pglite.tar.gz", postgres: "database.pgdump" } as const;

export class BackupError extends Error {}

export interface Fingerprint {
  rows: number;
  hash: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  tables: Record<string, Fingerprint>;
  sequences: Record<string, string>;
  uploads: { files: number; bytes: number };
  authSecret: boolean;
}

export interface Location {
  /** DATA_DIR: holds pglite/ (embedded database), uploads/ and auth-secret. */
  dataDir: string;
  /** The PostgreSQL server's database, when the site runs on one. */
  databaseUrl?: string;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Row count and content hash of every table (public and drizzle schemas), and every sequence's position. */
/**
 * The schemas a backup is checked on: the application's, drizzle-kit's migrations, and the job queue's
 * ("pgboss", JOBS_SCHEMA of lib/server/jobs.server.ts, named here because the queue's module imports
 * this layer): mail queued and not yet sent is part of what a restore must bring back.
 */
export const CHECKED_SCHEMAS = ["public", "drizzle", "pgboss"] as const;
const SCHEMA_LIST = CHECKED_SCHEMAS.map((name) => `'${name}'`).join(", ");

export async function fingerprints(query: Query): Promise<Pick<Manifest, "tables" | "sequences">> {
  const tables: Record<string, Fingerprint> = {};
  const sequences: Record<string, string> = {};
  const list = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (${SCHEMA_LIST}) order by 1, 2`,
  );
  for (const { s, t } of list as { s: string; t: string }[]) {
    const name = `"${s}"."${t}"`;
    const [row] = await query(
      `select count(*)::int as rows, coalesce(md5(string_agg(x::text, E'\\n' order by x::text)), '') as hash from ${name} x`,
    );
    tables[`${s}.${t}`] = { rows: Number(row.rows), hash: String(row.hash) };
  }
  const seqs = await query(
    `select sequence_schema as s, sequence_name as n from information_schema.sequences
     where sequence_schema in (${SCHEMA_LIST}) order by 1, 2`,
  );
  for (const { s, n } of seqs as { s: string; n: string }[]) {
    const [row] = await query(`select last_value::text || ':' || is_called::text as v from "${s}"."${n}"`);
    sequences[`${s}.${n}`] = String(row.v);
  }
  return { tables, sequences };
}

export function drizzleQuery(db: Db): Query {
  return async (text) => await rawRows<Record<string, unknown>>(db, sql.raw(text));
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

function isNonEmptyDir(dir: string): boolean {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

async function tar(args: string[]) {
  try {
    await run("tar", args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new BackupError(`tar falhou: ${(error as { stderr?: string }).stderr || (error as Error).message}`);
  }
}

async function tool(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    await run(command, args, { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT")
      throw new BackupError(`${command} não encontrado: instale o cliente do PostgreSQL (pacote postgresql-client).`);
    throw new BackupError(`${command} falhou: ${e.stderr?.trim() || e.message}`);
  }
}

/** A libpq URL without the password (passed through PGPASSWORD instead, so it never shows in `ps`). */
function libpq(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { url: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Writes a backup of `from` to the archive `out`; returns its manifest. */
export async function backup(from: Location, out: string): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "rv-backup-"));
  try {
    let database: Manifest["database"];
    let prints: Pick<Manifest, "tables" | "sequences">;
    if (from.databaseUrl) {
      database = "postgres";
      // One snapshot for the fingerprints and the dump, while the site keeps running.
      const client = new pg.Client({ connectionString: from.databaseUrl });
      await client.connect();
      try {
        await client.query("begin isolation level repeatable read read only");
        const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
        prints = await fingerprints(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
        const target = libpq(from.databaseUrl);
        await tool(
          "pg_dump",
          [
            "--format=custom",
            "--no-owner",
            "--no-privileges",
            `--snapshot=${rows[0].id}`,
            `--file=${path.join(staging, DB_FILE.postgres)}`,
            target.url,
          ],
          target.env,
        );
        await client.query("commit");
      } finally {
        await client.end();
      }
    } else {
      database = "pglite";
      const dir = path.join(from.dataDir, "pglite");
      if (!fs.existsSync(path.join(dir, "PG_VERSION"))) throw new BackupError(`Nenhum banco embutido em ${dir} (confira DATA_DIR).`);
      // Takes the lock: refuses at once, with the lock's message, while the server is running.
      const handle = await openDatabase({ dataDir: dir });
      try {
        await handle.db.execute(sql`checkpoint`);
        prints = await fingerprints(drizzleQuery(handle.db));
        const client = (handle.db as unknown as { $client: PGlite }).$client;
        const dump = await client.dumpDataDir("gzip");
        fs.writeFileSync(path.join(staging, DB_FILE.pglite), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await handle.close();
      }
    }

    const uploads = path.join(from.dataDir, "uploads");
    const files = listFiles(uploads);
    fs.mkdirSync(path.join(staging, "uploads"));
    if (files.length) fs.cpSync(uploads, path.join(staging, "uploads"), { recursive: true });
    const secret = path.join(from.dataDir, "auth-secret");
    const authSecret = fs.existsSync(secret);
    if (authSecret) fs.copyFileSync(secret, path.join(staging, "auth-secret"));

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      database,
      ...prints,
      uploads: { files: files.length, bytes: files.reduce((total, f) => total + fs.statSync(path.join(uploads, f)).size, 0) },
      authSecret,
    };
    fs.writeFileSync(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    const partial = `${path.resolve(out)}.partial`;
    await tar(["-czf", partial, "-C", staging, "."]);
    fs.renameSync(partial, path.resolve(out)); // never a half-written archive under the final name
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  /** Replace a database or uploads that are already there (the old ones are kept aside, not deleted). */
  force?: boolean;
}

function compare(expected: Pick<Manifest, "tables" | "sequences">, actual: Pick<Manifest, "tables" | "sequences">) {
  const problems: string[] = [];
  for (const [name, want] of Object.entries(expected.tables)) {
    const got = actual.tables[name];
    if (!got) problems.push(`tabela ${name} ausente`);
    else if (got.rows !== want.rows || got.hash !== want.hash)
      problems.push(`tabela ${name}: ${got.rows} linhas (esperado ${want.rows}) ou conteúdo diferente`);
  }
  for (const name of Object.keys(actual.tables)) if (!expected.tables[name]) problems.push(`tabela ${name} a mais`);
  for (const [name, want] of Object.entries(expected.sequences)) {
    if (actual.sequences[name] !== want) problems.push(`sequência ${name}: ${actual.sequences[name]} (esperado ${want})`);
  }
  if (problems.length) throw new BackupError(`A restauração não confere com o backup: ${problems.join("; ")}`);
}

/** Restores the archive `file` into `to`; refuses to overwrite existing data unless `force`. */
export async function restore(file: string, to: Location, options: RestoreOptions = {}): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`Arquivo de backup não encontrado: ${file}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "rv-restore-"));
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  try {
    await tar(["-xzf", file, "-C", staging, "--no-same-owner"]);
    const manifestFile = path.join(staging, "manifest.json");
    if (!fs.existsSync(manifestFile)) throw new BackupError("Este arquivo não é um backup da Raiz Vital (sem manifest.json).");
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) throw new BackupError("Formato de backup desconhecido.");
    const kind = to.databaseUrl ? "postgres" : "pglite";
    if (manifest.database !== kind) {
      throw new BackupError(
        manifest.database === "pglite"
          ? "Este backup é do banco embutido (PGlite): restaure-o sem DATABASE_URL."
          : "Este backup é de um PostgreSQL: restaure-o com DATABASE_URL apontando para um banco vazio.",
      );
    }

    const pgliteDir = path.join(to.dataDir, "pglite");
    if (!to.databaseUrl && isNonEmptyDir(pgliteDir) && !options.force) {
      throw new BackupError(`${pgliteDir} já tem um banco: use --force para substituí-lo (o atual é guardado ao lado).`);
    }
    const uploads = path.join(to.dataDir, "uploads");
    if (isNonEmptyDir(uploads) && !options.force) {
      throw new BackupError(`${uploads} não está vazio: use --force para substituí-lo (o atual é guardado ao lado).`);
    }

    if (to.databaseUrl) {
      const client = new pg.Client({ connectionString: to.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
        );
        if (rows[0].n > 0 && !options.force) {
          throw new BackupError("O banco de DATABASE_URL não está vazio: use --force para substituir o conteúdo (pg_restore --clean).");
        }
        const target = libpq(to.databaseUrl);
        await tool(
          "pg_restore",
          [
            "--no-owner",
            "--no-privileges",
            "--exit-on-error",
            "--single-transaction",
            ...(rows[0].n > 0 ? ["--clean", "--if-exists"] : []),
            `--dbname=${target.url}`,
            path.join(staging, DB_FILE.postgres),
          ],
          target.env,
        );
        compare(manifest, await fingerprints(async (text) => (await client.query<Record<string, unknown>>(text)).rows));
      } finally {
        await client.end();
      }
    } else {
      const target = pgliteDir;
      if (isNonEmptyDir(target)) {
        // Under the lock: never move a database a running server has open.
        const release = lockDataDir(to.dataDir);
        try {
          fs.renameSync(target, `${target}.antes-da-restauracao-${stamp}`);
        } finally {
          release();
        }
      }
      const tarball = new Blob([fs.readFileSync(path.join(staging, DB_FILE.pglite))]);
      const handle = await openDatabase({ dataDir: target, loadDataDir: tarball });
      try {
        compare(manifest, await fingerprints(drizzleQuery(handle.db)));
      } finally {
        await handle.close();
      }
    }

    if (isNonEmptyDir(uploads)) fs.renameSync(uploads, `${uploads}.antes-da-restauracao-${stamp}`);
    fs.mkdirSync(uploads, { recursive: true });
    fs.cpSync(path.join(staging, "uploads"), uploads, { recursive: true });
    const secret = path.join(to.dataDir, "auth-secret");
    if (manifest.authSecret && (!fs.existsSync(secret) || options.force)) {
      fs.copyFileSync(path.join(staging, "auth-secret"), secret);
      fs.chmodSync(secret, 0o600);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
