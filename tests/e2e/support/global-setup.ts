/**
 * Playwright's global setup: the SMTP sink, a seeded database, then the production server from the
 * built bundle (build/server/serve.js, what ships) wired to the sink. No port is probed and closed
 * before it is used: the site's address is a listener this process opens on port 0 and keeps, which
 * pipes each connection to the server; the server listens on port 0 too and says which port it got.
 * The server must know its public address before it starts (BASE_URL: better-auth's trusted origin,
 * the links in e-mails and the sitemap), so the browser talks to the address known first. The address
 * reaches the workers through E2E_BASE_URL (they are started after this setup, with its environment,
 * and read playwright.config.ts again). Returns the teardown.
 *
 * The database is PGlite in the run's scratch directory, or, with DATABASE_URL, a fresh database of
 * its own on that PostgreSQL server (dropped at the end), as the Vitest files get theirs
 * (tests/helpers/db.ts): two runs side by side share nothing.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { NODE, hasBuild, startAppServer } from "../../reliability/support/processes.ts";
import { startMailSink } from "./mail-sink.ts";
import { onServer } from "../../helpers/pg-admin.ts";
import { PIX_WEBHOOK_SECRET_E2E } from "./pix-webhook.ts";

/** Pino's levels: warn is 40. Lines that are not JSON (a crash's stack) are always shown. */
function important(line: string) {
  try {
    return (JSON.parse(line) as { level?: number }).level! >= 40;
  } catch {
    return line.trim() !== "";
  }
}

export default async function globalSetup() {
  if (!hasBuild()) throw new Error("e2e: build/server/serve.js não existe: rode `npm run build` antes (ou `npm run e2e`).");
  const dir = process.env.E2E_DIR!;
  const dataDir = path.join(dir, "data");
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;

  /** An empty database: the scratch directory emptied, or a new database on the server. */
  async function emptyDatabase() {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!serverUrl) return;
    if (databaseName) await onServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
    databaseName = `rv_e2e_${crypto.randomBytes(6).toString("hex")}`;
    await onServer(serverUrl, `create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }

  /**
   * Seeds the database, with the rows the admin walk moderates and ships, before the server opens it.
   * The seed runs in a process of its own, so the server's process opens its database once, as in
   * production: Node 24's V8 can abort a process that closes one PGlite and opens another
   * ("Check failed: jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500). A seed that V8
   * aborted (SIGTRAP, or SIGSEGV for the same bug) is run once more, on an empty database, and the
   * crash is said in the CI log (a GitHub warning annotation), so a retry that hides a new crash is seen.
   */
  async function seed() {
    await emptyDatabase();
    const script = path.join(import.meta.dirname, "prepare-database.ts");
    return spawnSync(NODE, ["--import", "tsx", script, dataDir], {
      stdio: "inherit",
      env: { ...process.env, DATABASE_URL: databaseUrl ?? "" },
    });
  }

  const sink = await startMailSink(path.join(dir, "mail"));
  let upstream = 0;
  const front = net.createServer((client) => {
    const server = net.connect(upstream, "127.0.0.1");
    client.pipe(server).pipe(client);
    client.on("error", () => server.destroy());
    server.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const baseURL = `http://127.0.0.1:${(front.address() as net.AddressInfo).port}`;
  let run = await seed();
  if (run.signal === "SIGTRAP" || run.signal === "SIGSEGV") {
    console.error(`::warning::e2e: o processo da semeadura morreu por ${run.signal} (V8 abortou; nodejs/node#64500); semeando de novo`);
    run = await seed();
  }
  if (run.status !== 0) throw new Error(`e2e: seeding the database failed (${run.signal ?? `exit ${run.status}`})`);

  const server = await startAppServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    BASE_URL: baseURL,
    AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-123456",
    ADMIN_EMAILS: "admin@raizvital.com.br",
    // Samples' shipping paid by Pix: the e2e store has a key.
    PIX_KEY: "contato@raizvital.com.br",
    PIX_MERCHANT_NAME: "Raiz Vital",
    PIX_CITY: "São Paulo",
    // The bank's Pix webhook (issue 37 point 5): its secret address, and the addresses it is called
    // from (each test is a client of 10.0.0.0/8, support/fixtures.ts).
    PIX_WEBHOOK_SECRET: PIX_WEBHOOK_SECRET_E2E,
    PIX_WEBHOOK_ALLOW: "10.0.0.0/8",
    // As deployed (docs/deploy.md): the client's address is the X-Forwarded-For hop a proxy adds. The
    // front above is a plain TCP pipe, so the browser sends that hop itself (playwright.config.ts), and
    // a test can be a client of its own, with a fresh rate-limit counter (help.spec.ts).
    TRUST_PROXY: "1",
  });
  // The server's own warnings and errors reach the test output; a line per request would bury them.
  let pending = server.output();
  const forward = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop()!;
    for (const line of lines) if (important(line)) process.stderr.write(`[servidor e2e] ${line}\n`);
  };
  server.child.stdout?.on("data", forward);
  server.child.stderr?.on("data", forward);
  upstream = server.port;
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    await server.stop();
    front.close();
    await sink.close();
    if (serverUrl && databaseName) await onServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
  };
}
