import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.server";

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "rv-env-"));

describe("configuration contract", () => {
  it("has the documented defaults", () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.port).toBe(3000);
    expect(env.baseUrl).toBe("http://localhost:3000");
    expect(env.databaseUrl).toBeUndefined();
    expect(env.smtpUrl).toBeUndefined();
    expect(env.storeUrl).toBeUndefined();
    expect(env.adminEmails).toEqual(["admin@raizvital.com.br"]);
    // the generated secret is kept in the data directory and reused
    expect(env.authSecret).toHaveLength(43);
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(env.authSecret);
  });

  it("stops on malformed values with one clear line", () => {
    const DATA_DIR = dataDir();
    expect(() => loadEnv({ DATA_DIR, SMTP_URL: "not a url" })).toThrow(ConfigError);
    expect(() => loadEnv({ DATA_DIR, SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ DATA_DIR, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ DATA_DIR, PORT: "abc" })).toThrow(/PORT/);
  });

  it("reads ADMIN_EMAILS as a lower-cased list", () => {
    expect(loadEnv({ DATA_DIR: dataDir(), ADMIN_EMAILS: " A@x.com, b@y.com ,," }).adminEmails).toEqual(["a@x.com", "b@y.com"]);
  });
});
