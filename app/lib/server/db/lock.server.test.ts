import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock.server";

describe("embedded database lock", () => {
  it("refuses a second holder while the first is alive, and frees on release", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rv-lock-"));
    // Another live process holds it: our parent's pid stands in.
    fs.writeFileSync(path.join(dir, "pglite.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    fs.rmSync(path.join(dir, "pglite.lock"));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });

  it("takes over a lock left by a process that died", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rv-lock-"));
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    // The process that wrote it has really exited (else this would test the live-holder case).
    expect(() => process.kill(Number(dead), 0)).toThrow();
    fs.writeFileSync(path.join(dir, "pglite.lock"), dead);
    const release = lockDataDir(dir);
    // The lock is ours now: it names this process, and releasing it removes it.
    expect(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });
});
