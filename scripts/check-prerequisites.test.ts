/**
 * `npm test`'s prerequisite check (scripts/check-prerequisites.mjs) on a machine without Chromium or
 * nginx: the paths are the real ones, the machine's answers are given.
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain Node script (run before the type check), without declarations
import { checkPrerequisites, PREREQUISITES } from "./check-prerequisites.mjs";

interface Run {
  code: number;
  out: string[];
  err: string[];
  installed: string[][];
}

/** Runs the check with the files of `present` executable; `installs` is what apt-get would make appear. */
function run(options: { present: string[]; canInstall: boolean; needNginx?: boolean; installs?: string[] }): Run {
  const present = new Set(options.present);
  const result: Run = { code: -1, out: [], err: [], installed: [] };
  result.code = checkPrerequisites({
    needNginx: options.needNginx ?? false,
    isExecutable: (file: string) => present.has(file),
    canInstall: options.canInstall,
    install: (packages: string[]) => {
      result.installed.push(packages);
      for (const file of options.installs ?? []) present.add(file);
    },
    log: (line: string) => result.out.push(line),
    error: (line: string) => result.err.push(line),
  }) as number;
  return result;
}

describe("npm test's prerequisites", () => {
  it("names the fixed paths the tests use", () => {
    expect(PREREQUISITES.map((p: { path: string; pkg: string }) => [p.path, p.pkg])).toEqual([
      ["/usr/bin/chromium", "chromium"],
      ["/usr/sbin/nginx", "nginx"],
    ]);
  });

  it("passes in silence when everything is there", () => {
    const result = run({ present: ["/usr/bin/chromium", "/usr/sbin/nginx"], canInstall: false, needNginx: true });
    expect(result).toEqual({ code: 0, out: [], err: [], installed: [] });
  });

  it("without Chromium and without root: stops with one Portuguese-and-English line naming the package", () => {
    const result = run({ present: ["/usr/sbin/nginx"], canInstall: false });
    expect(result.code).toBe(1);
    expect(result.installed).toEqual([]);
    expect(result.err).toEqual([
      "Faltando /usr/bin/chromium: instale o pacote chromium (apt-get install -y chromium) / " +
        "Missing /usr/bin/chromium: install the package chromium (apt-get install -y chromium)",
    ]);
  });

  it("as root with apt-get: installs what is missing and says so", () => {
    const result = run({ present: [], canInstall: true, needNginx: true, installs: ["/usr/bin/chromium", "/usr/sbin/nginx"] });
    expect(result.code).toBe(0);
    expect(result.installed).toEqual([["chromium", "nginx"]]);
    expect(result.out.join("\n")).toMatch(/instalando chromium, nginx com apt-get[\s\S]*chromium, nginx instalado/);
    expect(result.err).toEqual([]);
  });

  it("an installation that fails stops with the line naming what is still missing", () => {
    const result = run({ present: [], canInstall: true, needNginx: true, installs: ["/usr/sbin/nginx"] });
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/^Faltando \/usr\/bin\/chromium: instale o pacote chromium .* \/ Missing \/usr\/bin\/chromium: install/);
  });

  it("nginx is needed only where the load-balanced tests run (a PostgreSQL server)", () => {
    const pglite = run({ present: ["/usr/bin/chromium"], canInstall: false, needNginx: false });
    expect(pglite.code).toBe(0);
    expect(pglite.out.join("\n")).toMatch(/\/usr\/sbin\/nginx ausente/);
    const server = run({ present: ["/usr/bin/chromium"], canInstall: false, needNginx: true });
    expect(server.code).toBe(1);
    expect(server.err[0]).toMatch(/install the package nginx/);
  });
});
