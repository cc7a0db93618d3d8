/**
 * `npm run backup` and `npm run restore` round-trip the whole database and the uploads: a seeded
 * database with extra writes and an uploaded file is backed up, restored into a fresh DATA_DIR (and,
 * on the PostgreSQL pass, a fresh database), and every table's content, every sequence, every
 * uploaded byte and the auth secret come back identical; the app opens the restored database.
 * Restore refuses to overwrite existing data without --force; on the embedded database the backup
 * refuses to run while another process (the server) has it open.
 */
import { rawRows } from "~/lib/server/db/raw-rows.server";
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BackupError, CHECKED_SCHEMAS, drizzleQuery, fingerprints, restore } from "~/lib/server/db/backup.server";
import { JOBS_SCHEMA, startJobs, stopJobs } from "~/lib/server/jobs.server";
import { MAIL_QUEUE } from "~/lib/server/mail.server";
import { setDatabase, type Db } from "~/lib/server/db/client.server";
import { initDatabase } from "~/lib/server/db/migrate.server";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { applyLedgerEntry } from "~/models/loyalty.server";
import { onServer } from "../helpers/pg-admin";
import { ROOT } from "./support/processes";

const serverUrl = process.env.DATABASE_URL;
const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;

/** Runs an npm script's command line the way npm does (node_modules/.bin first on PATH). */
function npmRun(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn("sh", ["-c", `${scripts[name]} "$@"`, name, ...args], {
      cwd: ROOT,
      env: { ...process.env, PATH: `${path.join(ROOT, "node_modules/.bin")}:${process.env.PATH}`, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

function filesWithHashes(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  if (!fs.existsSync(dir)) return result;
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) result[f] = crypto.createHash("sha256").update(fs.readFileSync(full)).digest("hex");
  }
  return result;
}

const adminQuery = (statement: string) => onServer(serverUrl!, statement);

/** Seed, then writes beyond the seed: a customer with points, a redemption, a sample request, an upload. */
async function fill(db: Db, dataDir: string) {
  await seedContent(db);
  const id = crypto.randomUUID();
  const now = new Date();
  await db
    .insert(s.user)
    .values({ id, name: "Backup Teste", email: "backup@teste.raizvital.com.br", emailVerified: true, createdAt: now, updatedAt: now });
  await db.insert(s.profiles).values({ id, email: "backup@teste.raizvital.com.br", fullName: "Backup Teste", phone: "(11) 98765-4321" });
  await db.transaction((tx) =>
    applyLedgerEntry(tx, { userId: id, kind: "adjustment", amount: 500, reason: "Saldo inicial — ação de teste" }),
  );
  const [reward] = await db.select().from(s.rewards).limit(1);
  await db
    .insert(s.rewardRedemptions)
    .values({ userId: id, rewardId: reward.id, rewardName: reward.name, pointsSpent: reward.pointsRequired });
  const [product] = await db.select().from(s.products).limit(1);
  await db.insert(s.sampleRequests).values({
    userId: id,
    productId: product.id,
    status: "pending",
    fullName: "Backup Teste",
    email: "backup@teste.raizvital.com.br",
    address: "Rua Ç, 1 — apto 2",
    city: "São Paulo",
    state: "SP",
    zipCode: "01310-100",
  });
  const upload = path.join(dataDir, "uploads", "products", `${crypto.randomUUID()}.webp`);
  fs.mkdirSync(path.dirname(upload), { recursive: true });
  fs.writeFileSync(upload, crypto.randomBytes(70_000));
  fs.writeFileSync(path.join(dataDir, "uploads", "leia-me.txt"), "acentuação preservada\n");
  return id;
}

/** A mail waiting in the job queue (not sent yet) when the backup is taken: a restore must bring it back. */
async function queueMail(): Promise<string> {
  const boss = await startJobs();
  try {
    await boss.createQueue(MAIL_QUEUE);
    const id = await boss.send(MAIL_QUEUE, { to: "backup@teste.raizvital.com.br", subject: "Na fila durante o backup", text: "Olá" });
    if (!id) throw new Error("queueMail: the job was not queued");
    return id;
  } finally {
    await stopJobs();
  }
}

/** The queued mail's state in the restored database (undefined when it is gone). */
async function queuedMailState(db: Db, id: string): Promise<string | undefined> {
  const rows = await rawRows<{ state: string }>(db, sql.raw(`select state from ${JOBS_SCHEMA}.job where id = '${id}'`));
  return rows[0]?.state;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("npm run backup / npm run restore", () => {
  it.skipIf(Boolean(serverUrl))(
    "round-trips the embedded database and the uploads exactly; refuses a live database and an occupied target",
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "rv-backup-test-"));
      const source = path.join(root, "source");
      const target = path.join(root, "target");
      const archive = path.join(root, "backups", "rv.tar.gz");
      fs.mkdirSync(source);
      fs.writeFileSync(path.join(source, "auth-secret"), crypto.randomBytes(32).toString("base64url"));

      const handle = await initDatabase({ dataDir: path.join(source, "pglite") });
      const userId = await fill(handle.db, source);
      const mailId = await queueMail();
      // While the database is open (as by the running server), a backup refuses at once.
      const refused = await npmRun("backup", ["--out", archive], { DATA_DIR: source });
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/já está aberto pelo processo/);
      expect(fs.existsSync(archive)).toBe(false);
      const before = await fingerprints(drizzleQuery(handle.db));
      await handle.close();
      setDatabase(undefined);

      const made = await npmRun("backup", ["--out", archive], { DATA_DIR: source });
      expect(made.code, made.out).toBe(0);
      expect(made.out).toMatch(/Backup salvo em/);

      const restored = await npmRun("restore", [archive], { DATA_DIR: target });
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toMatch(/restaurado e conferido/);

      // Uploads byte for byte, and the auth secret (sessions stay valid).
      expect(filesWithHashes(path.join(target, "uploads"))).toEqual(filesWithHashes(path.join(source, "uploads")));
      expect(Object.keys(filesWithHashes(path.join(target, "uploads")))).toHaveLength(2);
      expect(fs.readFileSync(path.join(target, "auth-secret"), "utf8")).toBe(fs.readFileSync(path.join(source, "auth-secret"), "utf8"));

      // The app opens the restored database (migrations: nothing to do) and every table is identical.
      const reopened = await initDatabase({ dataDir: path.join(target, "pglite") });
      try {
        const after = await fingerprints(drizzleQuery(reopened.db));
        expect(after).toEqual(before);
        // The job queue's tables are among the ones checked, and the mail waiting at backup time waits again.
        expect(CHECKED_SCHEMAS).toContain(JOBS_SCHEMA);
        expect(Object.keys(after.tables)).toContain(`${JOBS_SCHEMA}.job`);
        expect(await queuedMailState(reopened.db, mailId)).toBe("created");
        expect(Object.values(after.tables).reduce((n, t) => n + t.rows, 0)).toBeGreaterThan(50);
        const [profile] = await reopened.db.select().from(s.profiles).where(eq(s.profiles.id, userId));
        expect(profile.fullName).toBe("Backup Teste");
        expect(await rawRows(reopened.db, sql`show fsync`)).toMatchObject([{ fsync: "on" }]);
      } finally {
        await reopened.close();
        setDatabase(undefined);
      }

      // A second restore onto the now occupied directory is refused and changes nothing.
      await expect(restore(archive, { dataDir: target })).rejects.toThrow(/já tem um banco: use --force/);
      // With --force it replaces the database and keeps the previous one aside.
      await restore(archive, { dataDir: target }, { force: true });
      expect(fs.readdirSync(target).some((f) => f.startsWith("pglite.antes-da-restauracao-"))).toBe(true);
      // A PGlite backup is not restored onto a PostgreSQL server by mistake.
      await expect(restore(archive, { dataDir: target, databaseUrl: "postgres://x@127.0.0.1:1/x" })).rejects.toThrow(BackupError);
      fs.rmSync(root, { recursive: true, force: true });
    },
    300_000,
  );

  it.skipIf(!serverUrl)(
    "round-trips a PostgreSQL database (pg_dump / pg_restore) and the uploads exactly; refuses a non-empty target",
    async () => {
      const suffix = crypto.randomBytes(5).toString("hex");
      const names = { source: `rv_bk_src_${suffix}`, target: `rv_bk_dst_${suffix}` };
      const urlOf = (name: string) => {
        const u = new URL(serverUrl!);
        u.pathname = `/${name}`;
        return u.toString();
      };
      await adminQuery(`create database ${names.source}`);
      await adminQuery(`create database ${names.target}`);
      cleanups.push(async () => {
        await adminQuery(`drop database if exists ${names.source} with (force)`);
        await adminQuery(`drop database if exists ${names.target} with (force)`);
      });
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "rv-backup-test-"));
      const source = path.join(root, "source");
      const target = path.join(root, "target");
      const archive = path.join(root, "rv.tar.gz");
      fs.mkdirSync(source);

      const handle = await initDatabase({ databaseUrl: urlOf(names.source), poolSize: 2 });
      let before;
      let mailId = "";
      try {
        await fill(handle.db, source);
        mailId = await queueMail();
        before = await fingerprints(drizzleQuery(handle.db));
        // Online: the backup runs while the source database stays open (here, this process's pool).
        const made = await npmRun("backup", ["--out", archive], { DATA_DIR: source, DATABASE_URL: urlOf(names.source) });
        expect(made.code, made.out).toBe(0);
      } finally {
        await handle.close();
        setDatabase(undefined);
      }

      const restored = await npmRun("restore", [archive], { DATA_DIR: target, DATABASE_URL: urlOf(names.target) });
      expect(restored.code, restored.out).toBe(0);
      expect(filesWithHashes(path.join(target, "uploads"))).toEqual(filesWithHashes(path.join(source, "uploads")));

      const reopened = await initDatabase({ databaseUrl: urlOf(names.target), poolSize: 2 });
      try {
        const after = await fingerprints(drizzleQuery(reopened.db));
        expect(after).toEqual(before);
        expect(Object.keys(after.tables)).toContain(`${JOBS_SCHEMA}.job`);
        expect(await queuedMailState(reopened.db, mailId)).toBe("created");
      } finally {
        await reopened.close();
        setDatabase(undefined);
      }
      const again = await npmRun("restore", [archive], { DATA_DIR: path.join(root, "other"), DATABASE_URL: urlOf(names.target) });
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/não está vazio: use --force/);
      fs.rmSync(root, { recursive: true, force: true });
    },
    300_000,
  );
});
