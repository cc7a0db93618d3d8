import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [file] : [];
  });
}

describe("one toast path", () => {
  // A toast sent to sonner itself is queued until ~/lib/render/notify mounts the Toaster for some other toast.
  it("only ~/lib/render/notify imports sonner", () => {
    const importsSonner = /\bfrom\s+["']sonner["']|\bimport\s*\(\s*["']sonner["']\s*\)|\bimport\s+["']sonner["']/;
    const offenders = sourceFiles(APP)
      .filter((file) => !file.endsWith(".test.ts") && importsSonner.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(APP, file));
    expect(offenders, 'import { toast } from "~/lib/render/notify" instead of sonner').toEqual(["lib/render/notify.tsx"]);
  });
});
