/** Starts the SMTP sink, then the production server wired to it (Playwright's webServer). */
import path from "node:path";
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { startMailSink } from "./mail-sink.ts";

const dir = process.env.E2E_DIR!;
const dataDir = path.join(dir, "data");
const sink = await startMailSink(path.join(dir, "mail"));
process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;

/**
 * Seeds the database, with the rows the admin walk moderates and ships, before the server opens it.
 * The seed runs in a process of its own, so the server's process opens its database once, as in
 * production: Node 24's V8 can abort a process that closes one PGlite and opens another
 * ("Check failed: jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500). A seed that V8
 * aborted (SIGTRAP, or SIGSEGV for the same bug) is run once more, from an empty directory.
 */
function seed() {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const script = path.join(import.meta.dirname, "prepare-database.ts");
  return spawnSync(process.execPath, ["--import", "tsx", script, dataDir], { stdio: "inherit" });
}
let run = seed();
if (run.signal === "SIGTRAP" || run.signal === "SIGSEGV") {
  console.error(`e2e: the seed's process was killed by ${run.signal} (a V8 abort); seeding again`);
  run = seed();
}
if (run.status !== 0) throw new Error(`e2e: seeding the database failed (${run.signal ?? `exit ${run.status}`})`);

await import("../../../server/index.ts");
