/** Starts the SMTP sink, then the production server wired to it (Playwright's webServer). */
import path from "node:path";
import fs from "node:fs";
import { startMailSink } from "./mail-sink.ts";
import { prepareE2eDatabase } from "./admin-fixtures.ts";

const dir = process.env.E2E_DIR!;
fs.rmSync(path.join(dir, "data"), { recursive: true, force: true });
const sink = await startMailSink(path.join(dir, "mail"));
process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
// Seeded before the server opens it, with the rows the admin walk moderates and ships.
await prepareE2eDatabase(path.join(dir, "data"));
await import("../../../server/index.ts");
