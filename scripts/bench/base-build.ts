/**
 * The previous build the throughput part compares the signed-in pages with (`--base=DIR`): a checkout
 * with its production build. Without `--base`, commit BASE_COMMIT (main before the performance round) is checked
 * out once into bench-results/base with `git worktree add`, given this checkout's node_modules as
 * hard links when both lockfiles are the same (`npm ci` otherwise), and built; later runs reuse it.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./server.ts";

/** main before the performance round (docs/performance.md). */
export const BASE_COMMIT = "a01e40d";
export const DEFAULT_BASE_DIR = path.join(ROOT, "bench-results/base");

const built = (dir: string) =>
  fs.existsSync(path.join(dir, "build/server/serve.js")) && fs.existsSync(path.join(dir, "node_modules/.bin/node"));

export function prepareBase(dir: string | undefined, log: (message: string) => void): string {
  if (dir) {
    const full = path.resolve(dir);
    if (!built(full))
      throw new Error(`--base=${dir}: no build/server/serve.js and node_modules/.bin/node there (run \`npm ci && npm run build\` in it)`);
    return full;
  }
  const base = DEFAULT_BASE_DIR;
  if (built(base)) return base;
  const run = (command: string, args: string[], cwd: string) => {
    try {
      execFileSync(command, args, { cwd, stdio: "pipe", maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      const output = `${(error as { stdout?: Buffer }).stdout ?? ""}${(error as { stderr?: Buffer }).stderr ?? ""}`;
      throw new Error(`base: ${command} ${args.join(" ")} failed:\n${output.slice(-2000)}`);
    }
  };
  if (!fs.existsSync(path.join(base, "package.json"))) {
    log(`base: git worktree add ${path.relative(ROOT, base)} ${BASE_COMMIT}`);
    run("git", ["worktree", "add", "--detach", base, BASE_COMMIT], ROOT);
  }
  if (!fs.existsSync(path.join(base, "node_modules"))) {
    const lock = (dir: string) => fs.readFileSync(path.join(dir, "package-lock.json"), "utf8");
    if (lock(base) === lock(ROOT)) {
      log("base: node_modules hard-linked from this checkout (same package-lock.json)");
      run("cp", ["-al", path.join(ROOT, "node_modules"), path.join(base, "node_modules")], ROOT);
    } else {
      log("base: npm ci");
      run("npm", ["ci", "--no-audit", "--no-fund"], base);
    }
  }
  log("base: npm run build");
  run("npm", ["run", "build"], base);
  if (!built(base)) throw new Error(`base build in ${base} failed`);
  return base;
}
