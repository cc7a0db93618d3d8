/**
 * `npm run bench`: every figure of docs/performance.md against its target, printed as a table and written as
 * Markdown to bench-results/latest.md (quoted by docs/performance.md).
 *
 *   npm run bench                                   all parts, 20 s per load run
 *   npm run bench -- --quick                        a smoke run: 5 s per load run, fewer starts, 20,000 requests
 *   npm run bench -- --only=throughput,latency,start   some parts (also browser, scale; "actions": the
 *                                                   latency part's two actions without its pages)
 *   npm run bench -- --actions=form                 post the actions as a form without JavaScript
 *   npm run bench -- --duration=30                  seconds per load run
 *   npm run bench -- --scale-dir=DIR                where the scale database lives (seeded on first use,
 *                                                   reused after; default bench-results/scale-data)
 *   npm run bench -- --base=DIR                     the previous build the signed-in pages are compared
 *                                                   with: a checkout with its `npm run build` (default:
 *                                                   commit a01e40d built once into bench-results/base)
 *   npm run bench -- --no-base                      skip that comparison
 *   npm run bench -- --rounds=N                     rounds of each throughput ratio, both sides back to
 *                                                   back, duration ÷ N s each (default 3, --quick 2)
 *
 * The servers run pinned to CPU 0 (taskset), the load comes from this process pinned to CPU 1.
 * Exits with 1 when a target is missed, so CI can run it as a regression check.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BenchRow } from "./types.ts";
import { ROOT, startServer, type BenchServer } from "./server.ts";
import { productSlugs, signIn, WRK } from "./load.ts";
import { createBenchUsers, signInAll } from "./users.ts";
import { benchThroughput } from "./throughput.ts";
import { prepareBase } from "./base-build.ts";
import { benchLatency, usersNeeded, ACTIONS_PER_USER, type ActionMode } from "./latency.ts";
import { benchStartMemory } from "./start-memory.ts";

const PARTS = ["throughput", "latency", "actions", "browser", "scale", "start"] as const;
type Part = (typeof PARTS)[number];

function parseArgs(argv: string[]) {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const quick = argv.includes("--quick");
  const only = value("only")?.split(",").filter(Boolean) ?? [...PARTS];
  for (const part of only) if (!PARTS.includes(part as Part)) throw new Error(`unknown part "${part}" (${PARTS.join(", ")})`);
  const duration = Number(value("duration") ?? (quick ? 5 : 20));
  if (!(duration > 0)) throw new Error("--duration must be a number of seconds");
  const actionsArg = value("actions") ?? "data";
  if (actionsArg !== "data" && actionsArg !== "form") throw new Error('--actions must be "data" or "form"');
  const actions: ActionMode = actionsArg === "form" ? "form" : "data";
  const rounds = Number(value("rounds") ?? (quick ? 2 : 3));
  if (!(rounds >= 1)) throw new Error("--rounds must be a number of rounds");
  return {
    base: argv.includes("--no-base") ? null : value("base"),
    rounds,
    quick,
    actions,
    parts: new Set(only as Part[]),
    duration,
    out: value("out") ?? path.join(ROOT, "bench-results/latest.md"),
    scaleDir: value("scale-dir") ?? path.join(ROOT, "bench-results/scale-data"),
  };
}

export function formatTable(rows: BenchRow[]): string {
  const header = ["part", "figure", "value", "target", "", "note"];
  const lines = rows.map((r) => [r.section, r.metric, `${formatValue(r.value)} ${r.unit}`, r.target, r.ok ? "✓" : "✗", r.note ?? ""]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(line)].join("\n");
}

export function formatMarkdown(rows: BenchRow[], context: string[]): string {
  const cell = (s: string) => s.replace(/\|/g, "\\|");
  return [
    ...context.map((c) => `- ${c}`),
    "",
    "| Part | Figure | Value | Target | Met | Note |",
    "| --- | --- | ---: | --- | :---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.section} | ${cell(r.metric)} | ${formatValue(r.value)} ${r.unit} | ${cell(r.target)} | ${r.ok ? "✓" : "✗"} | ${cell(r.note ?? "")} |`,
    ),
    "",
  ].join("\n");
}

function formatValue(n: number) {
  // Ratios (below 10) keep two decimals.
  return Number.isInteger(n) ? n.toLocaleString("en-US") : n.toLocaleString("en-US", { maximumFractionDigits: Math.abs(n) < 10 ? 2 : 1 });
}

/** Pins this process (all its threads, and the children it starts later) to `cpu` (e.g. 1, or "0-1"). */
function pinSelf(cpu: number | string) {
  try {
    execFileSync("taskset", ["-apc", String(cpu), String(process.pid)], { stdio: "ignore" });
  } catch {
    console.warn(`[bench] could not pin the load generator to CPU ${cpu}`);
  }
}

/**
 * Waits (up to 3 minutes) until the server answers three requests in a row in under 20 ms: a load
 * part that overran it (the actions at a fixed rate) may leave a queue behind.
 */
async function waitUntilIdle(baseUrl: string) {
  const deadline = Date.now() + 180_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(new URL("/robots.txt", baseUrl))
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, quick ? 100 : 1000));
  }
}

async function optionalPart<T extends unknown[]>(file: string, exportName: string, ...args: T): Promise<BenchRow[]> {
  const full = path.join(import.meta.dirname, file);
  if (!fs.existsSync(full)) {
    console.warn(`[bench] ${file} not found: part skipped`);
    return [];
  }
  const mod = (await import(full)) as Record<string, (...a: T) => Promise<BenchRow[]>>;
  return mod[exportName](...args);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const cpus = os.availableParallelism();
  if (cpus < 2) console.warn("[bench] fewer than 2 CPUs: server and load share one, figures are pessimistic");
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("no build: run `npm run build` first");
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "raiz-bench-"));
  const dataDir = path.join(workDir, "data");
  const rows: BenchRow[] = [];
  const log = (message: string) => console.log(`[bench] ${new Date().toISOString().slice(11, 19)} ${message}`);
  const started = new Date();
  const report = (final = false) => writeReport(rows, options, started, cpus, final);
  /** Runs one part; its failure is a missed row, and the parts before it stay in the report. */
  const part = async (section: string, run: () => Promise<BenchRow[]>) => {
    try {
      rows.push(...(await run()));
    } catch (error) {
      console.error(error);
      rows.push({
        section,
        metric: "part failed",
        value: NaN,
        unit: "",
        target: "runs",
        ok: false,
        note: String((error as Error).message ?? error).slice(0, 200),
      });
    }
    report();
  };
  try {
    const needsServer = ["throughput", "latency", "actions", "browser", "start"].some((p) => options.parts.has(p as Part));
    let server: BenchServer | undefined;
    if (needsServer) {
      log("first start: migrating and seeding a new data directory");
      const first = await startServer({ dataDir });
      const products = await productSlugs(first.url);
      await first.stop();
      const actions = options.parts.has("latency") || options.parts.has("actions");
      const loadParts = options.parts.has("throughput") || actions;
      const needed = actions ? usersNeeded(options.duration, products.length) : 0;
      const created = needed ? await createBenchUsers(dataDir, needed, started.getTime().toString(36)) : [];
      if (needed) log(`${needed} bench customers created (${ACTIONS_PER_USER} actions each)`);
      // The same data for the uncached server of the throughput part (PAGE_CACHE_SECONDS=0).
      const uncachedDataDir = path.join(workDir, "data-uncached");
      let baseRoot: string | undefined;
      if (options.parts.has("throughput")) {
        fs.cpSync(dataDir, uncachedDataDir, { recursive: true });
        if (options.base !== null) {
          try {
            baseRoot = prepareBase(options.base, log);
            baseLine = `Base build (throughput 3): ${path.relative(ROOT, baseRoot) || "."} at ${describeCommit(baseRoot)}`;
          } catch (error) {
            console.error(error);
            rows.push({
              section: "throughput",
              metric: "base build",
              value: NaN,
              unit: "",
              target: "builds",
              ok: false,
              note: String((error as Error).message).slice(0, 200),
            });
          }
        }
      }

      server = await startServer({ dataDir, cpu: 0 });
      if (cpus >= 2) pinSelf(1);
      if (loadParts) {
        const customerCookie = await signIn(server.url, "cliente@raizvital.com.br", "Cliente@2026");
        const users = await signInAll(server.url, created);
        if (options.parts.has("throughput")) {
          await part("throughput", () =>
            benchThroughput({
              server: server!,
              customerCookie,
              uncachedDataDir,
              baseRoot,
              workDir,
              duration: options.duration,
              rounds: options.rounds,
              cpu: 0,
              log,
            }),
          );
        }
        if (actions) {
          const pages = options.parts.has("latency");
          log(`latency: ${pages ? "6 pages and " : ""}2 actions at 100 req/s × ${options.duration} s`);
          await part("latency", () =>
            benchLatency({ server: server!, users, products, duration: options.duration, pages, actions: options.actions }),
          );
        }
      }
      if (options.parts.has("browser")) {
        // Lighthouse measures a page as a visitor's browser sees it: Chromium (a child of this process)
        // gets every CPU, as Lighthouse expects of its host, and starts once the server has finished
        // what the load parts left in its queue.
        if (cpus >= 2) pinSelf(`0-${cpus - 1}`);
        log("browser: waiting for the server to be idle");
        await waitUntilIdle(server.url);
        log("browser: Lighthouse");
        await part("browser", () => optionalPart("browser.ts", "benchBrowser", { baseUrl: server!.url }));
      }
      await server.stop();
      if (options.parts.has("start")) {
        log("start and memory");
        await part("start-memory", () =>
          benchStartMemory({ dataDir, starts: options.quick ? 3 : 7, requests: options.quick ? 20_000 : 200_000 }),
        );
      }
    }
    if (options.parts.has("scale")) {
      log("scale of data");
      // Kept between runs (seeding the scale database takes minutes): bench-results/scale-data, or --scale-dir.
      await part("scale", () => optionalPart("scale.ts", "benchScale", { workDir: options.scaleDir }));
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }

  report(true);
}

/** Which checkout the signed-in pages were compared with, for the report's context lines. */
let baseLine: string | undefined;

function describeCommit(dir: string): string {
  try {
    return execFileSync("git", ["-C", dir, "log", "-1", "--format=%h (%cs)"], { encoding: "utf8" }).trim();
  } catch {
    return "an unknown commit";
  }
}

/** The context lines and the table so far (written after every part, so a failing part loses nothing before it). */
function writeReport(rows: BenchRow[], options: { out: string; duration: number }, started: Date, cpus: number, final: boolean) {
  const context = [
    `Command: \`npm run bench${process.argv.length > 2 ? " -- " + process.argv.slice(2).join(" ") : ""}\``,
    `Date: ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, this build at ${describeCommit(ROOT)}`,
    `Machine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${cpus} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}`,
    `Load runs: ${options.duration} s each, 50 connections for throughput (${fs.existsSync(WRK) ? "wrk" : "autocannon: wrk not installed"}); servers (site, bare node:http, uncached, base build) on CPU 0, load on CPU 1; Lighthouse's Chromium on every CPU`,
    ...(baseLine ? [baseLine] : []),
  ];
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  fs.writeFileSync(options.out, formatMarkdown(rows, context));
  if (!final) return;
  console.log("\n" + context.join("\n") + "\n\n" + formatTable(rows));
  console.log(`\n[bench] written to ${path.relative(process.cwd(), options.out)}`);
  const missed = rows.filter((r) => !r.ok);
  if (missed.length) {
    console.log(`[bench] ${missed.length} target(s) missed`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
