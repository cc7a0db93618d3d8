import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Each test file gets its own data directory (local mail, generated secret).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rv-test-"));
process.env.DATA_DIR = dir;
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-1234";
// Vitest sets BASE_URL to "/" (Vite's base); the app needs an origin.
process.env.BASE_URL = "http://localhost:3000";
process.env.ADMIN_EMAILS ??= "admin@raizvital.com.br";
delete process.env.SMTP_URL;
