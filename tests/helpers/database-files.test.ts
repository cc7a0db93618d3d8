/** The PostgreSQL pass's selection (tests/helpers/database-files.ts) against files whose nature is known. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseTestFiles } from "./database-files";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ALL = ["app/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"];
const selected = databaseTestFiles(ROOT, ALL);

describe("the test files the PostgreSQL pass runs", () => {
  it("takes a file with a database of its own, one reached through the security harness, and one whose servers get DATABASE_URL", () => {
    expect(selected).toContain("tests/integration/samples.test.ts");
    expect(selected).toContain("tests/security/access-matrix.test.ts"); // useSecurityHarness → useTestDatabase
    expect(selected).toContain("tests/reliability/two-process-cache.test.ts");
  });

  it("leaves out files that never open a database", () => {
    expect(selected).not.toContain("app/validation/cpf.test.ts");
    expect(selected).not.toContain("app/lib/common/cn.test.ts");
  });

  it("takes every file that imports the tests' database helper", () => {
    const users = fs
      .globSync(ALL, { cwd: ROOT })
      .filter((file) => /from ["'][./~\w-]*helpers\/db["']/.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(users.length).toBeGreaterThan(30);
    expect(users.filter((file) => !selected.includes(file))).toEqual([]);
  });
});
