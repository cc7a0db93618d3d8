/**
 * The Vitest files that touch a database, read from their code: the PostgreSQL pass of CI runs only
 * these (vitest.config.ts with DATABASE_TESTS_ONLY=1), since the other files would run exactly as
 * they did on PGlite. Derived, not listed, so a new database test is never left out: a file is one
 * when it, or a module of tests/ or scripts/ it imports (transitively: the security harness…), names
 * one of the ways a test gets a database or a server on one.
 */
import fs from "node:fs";
import path from "node:path";

/** The ways a test reaches a database: its own (tests/helpers/db.ts), the app's opener, or a server process given DATABASE_URL. */
const MARKERS = /\b(useTestDatabase|openDatabase|initDatabase|startAppServer|DATABASE_URL|usingServer)\b/;
const IMPORT = /\bfrom\s+["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.mjs`, path.join(base, "index.ts")].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

export function databaseTestFiles(root: string, include: string[]): string[] {
  const memo = new Map<string, boolean>();
  const touches = (file: string): boolean => {
    if (memo.has(file)) return memo.get(file)!;
    memo.set(file, false); // an import cycle adds nothing
    const code = fs.readFileSync(file, "utf8");
    let found = MARKERS.test(code);
    for (const match of code.matchAll(IMPORT)) {
      if (found) break;
      const target = resolveImport(file, match[1] ?? match[2]);
      const relative = target && path.relative(root, target);
      // Modules of the app are not followed: nearly all of them reach the database client.
      if (relative && (relative.startsWith(`tests${path.sep}`) || relative.startsWith(`scripts${path.sep}`))) found = touches(target);
    }
    memo.set(file, found);
    return found;
  };
  return fs
    .globSync(include, { cwd: root })
    .map((file) => path.join(root, file))
    .filter(touches)
    .map((file) => path.relative(root, file))
    .sort();
}
