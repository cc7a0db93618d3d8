import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "~/components/ui/button";
import { cn, mergeClasses } from "./cn";

const APP = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** Every string literal that looks like a list of Tailwind classes. */
function classLiterals(files: string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    for (const [, text] of fs.readFileSync(file, "utf8").matchAll(/"([^"\n]*)"/g)) {
      if (/\b(?:p|px|py|m|mt|w|h|size|min-h|text|bg|border|rounded|flex|grid|gap|font)-/.test(text)) found.add(text);
    }
  }
  return [...found];
}

const sorted = (classes: string) => [...new Set(classes.split(" ").filter(Boolean))].sort();

describe("cn", () => {
  it("keeps the caller's class when two set the same thing", () => {
    expect(cn("px-4 py-2 text-sm", "px-6 text-base")).toBe("py-2 px-6 text-base");
    expect(cn("bg-brand-700 text-white", "bg-white text-brand-700")).toBe("bg-white text-brand-700");
    expect(cn("text-sm text-ink", "text-red-700")).toBe("text-sm text-red-700");
    expect(cn("px-4", "p-2")).toBe("p-2");
    expect(cn("p-2", "px-4")).toBe("p-2 px-4");
    expect(cn("min-h-11 hover:bg-brand-800", "min-h-9 hover:bg-cream-100")).toBe("min-h-9 hover:bg-cream-100");
    expect(cn("md:px-4", "px-2")).toBe("md:px-4 px-2");
    expect(cn("border border-brand-700", "border-2")).toBe("border-brand-700 border-2");
    expect(cn("flex", "hidden md:flex", false, undefined, "flex-1")).toBe("hidden md:flex flex-1");
  });

  it("gives tailwind-merge's result for the site's own classes and button variants", () => {
    const ui = classLiterals(sourceFiles(path.join(APP, "components/ui")));
    const variants = (["default", "secondary", "outline", "ghost", "destructive", "points", "link"] as const).flatMap((variant) =>
      (["default", "sm", "lg", "icon"] as const).map((size) => buttonVariants({ variant, size })),
    );
    const bases = [...ui, ...variants];
    const overrides = classLiterals(sourceFiles(APP));
    expect(bases.length).toBeGreaterThan(20);
    expect(overrides.length).toBeGreaterThan(200);
    const mismatches: string[] = [];
    for (const base of bases) {
      for (const override of overrides) {
        const input = `${base} ${override}`;
        const expected = sorted(twMerge(input));
        const actual = sorted(mergeClasses(input));
        if (expected.join(" ") !== actual.join(" ")) {
          mismatches.push(
            `${input}\n  tw-merge: ${expected.filter((c) => !actual.includes(c)).join(" ")} | ours: ${actual.filter((c) => !expected.includes(c)).join(" ")}`,
          );
        }
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  }, 120_000); // ~40 000 merges: 10 s on a quiet machine
});
