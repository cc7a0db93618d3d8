import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { useLogStream } from "~/lib/server/logger.server";

// Each test file gets its own data directory (local mail, generated secret).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rv-test-"));
process.env.DATA_DIR = dir;
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-1234";
// Vitest sets BASE_URL to "/" (Vite's base); the app needs an origin.
process.env.BASE_URL = "http://localhost:3000";
process.env.ADMIN_EMAILS ??= "admin@raizvital.com.br";
delete process.env.SMTP_URL;

// The tests' own process logs nothing unless LOG_LEVEL says so (a test that reads the log sets its own
// stream). Servers the tests start as child processes keep their normal log.
if (!process.env.LOG_LEVEL) useLogStream({ write() {} }, "silent");
