/**
 * Throughput as ratios measured in one run, every server pinned to the same CPU (the bench passes
 * CPU 0) under 50 keep-alive connections from wrk on the other CPU, with gzip asked as browsers do:
 *
 * 1. anonymous, page cache warm ÷ a bare `node:http` server answering the same bytes from memory
 *    (status, headers and gzip body the site sent for that address, captured once): ≥ 0.6;
 * 2. signed in ÷ the same page for an anonymous visitor on this build started with
 *    PAGE_CACHE_SECONDS=0 (a copy of the same data directory): ≥ 0.75;
 * 3. signed in ÷ signed in on the base build (`--base`, default BASE_COMMIT): ≥ 0.85.
 *
 * Each side of a ratio is measured back to back with the other, in `rounds` rounds of
 * `duration ÷ rounds` seconds, and the ratio is of the means: a change in the machine's load during
 * the run touches both sides alike.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { BenchRow } from "./types.ts";
import { freePort, NODE, startServer, type BenchServer } from "./server.ts";
import { benchPages, saturate, signIn } from "./load.ts";

type LoadRun = Awaited<ReturnType<typeof saturate>>;

const GZIP = { "accept-encoding": "gzip" };
const CUSTOMER = { email: "cliente@raizvital.com.br", password: "Cliente@2026" };
export const TARGETS = { cachedVsBare: 0.6, signedInVsUncached: 0.75, signedInVsBase: 0.85 } as const;
/** Headers of a connection, not of the answer: the bare server writes its own. */
const HOP_BY_HOP = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

interface Captured {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** One GET as the load sends it, the body kept as sent (gzip). */
function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const kept = Object.entries(res.headers).filter(([name, value]) => !HOP_BY_HOP.has(name) && value !== undefined);
          resolve({ status: res.statusCode ?? 0, headers: Object.fromEntries(kept) as Captured["headers"], body: Buffer.concat(chunks) });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The bare `node:http` server of bare-server.ts on `cpu`, answering `responses` (path → answer). */
async function startBare(dir: string, responses: Record<string, Captured>, cpu: number) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "responses.json");
  const saved = Object.fromEntries(
    Object.entries(responses).map(([p, r]) => [p, { status: r.status, headers: r.headers, body: r.body.toString("base64") }]),
  );
  fs.writeFileSync(file, JSON.stringify(saved));
  const port = await freePort();
  const child = spawn("taskset", ["-c", String(cpu), NODE, path.join(import.meta.dirname, "bare-server.ts"), file, String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (c) => ((output += c), output.includes("ready") && resolve()));
    child.stderr.on("data", (c) => (output += c));
    child.once("exit", (code) => reject(new Error(`bare server exited (${code}): ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const ratioRow = (
  metric: string,
  measured: LoadRun[],
  reference: LoadRun[],
  target: number,
  note: (a: number, b: number) => string,
): BenchRow => {
  const mean = (runs: LoadRun[]) => runs.reduce((sum, r) => sum + r.rps, 0) / runs.length;
  const errors = [...measured, ...reference].reduce((sum, r) => sum + r.errors, 0);
  const a = mean(measured);
  const b = mean(reference);
  const ratio = a / b;
  return {
    section: "throughput",
    metric,
    value: Math.round(ratio * 100) / 100,
    unit: "×",
    target: `≥ ${target}`,
    ok: ratio >= target && errors === 0,
    note: `${note(Math.round(a), Math.round(b))}; ${measured[0].tool}${errors ? `; ${errors} errors` : ""}`,
  };
};

export async function benchThroughput(options: {
  server: BenchServer;
  customerCookie: string;
  /** A copy of the server's data directory, for the same build with PAGE_CACHE_SECONDS=0. */
  uncachedDataDir: string;
  /** The base build's checkout, or undefined to skip figure 3. */
  baseRoot?: string;
  workDir: string;
  duration: number;
  /** Rounds of each figure (each side measured once per page per round, `duration ÷ rounds` seconds). */
  rounds: number;
  cpu: number;
  log: (message: string) => void;
}): Promise<BenchRow[]> {
  const { server, duration, cpu, log } = options;
  const pages = await benchPages(server.url);
  const signedIn = { ...GZIP, cookie: options.customerCookie };
  const rows: BenchRow[] = [];
  const add = (row: BenchRow) => {
    rows.push(row);
    log(`  ${row.metric}: ${row.value} ${row.unit} (${row.note})`);
  };
  const stops: (() => Promise<void>)[] = [];
  try {
    // The bytes of each page as the load gets them, once the page cache holds it.
    const responses: Record<string, Captured> = {};
    for (const page of pages) {
      await capture(server.url + page.path, GZIP);
      responses[page.path] = await capture(server.url + page.path, GZIP);
      if (responses[page.path].status !== 200) throw new Error(`${page.path}: ${responses[page.path].status}`);
    }
    const bare = await startBare(path.join(options.workDir, "bare"), responses, cpu);
    stops.push(bare.stop);
    const uncached = await startServer({ dataDir: options.uncachedDataDir, cpu, env: { PAGE_CACHE_SECONDS: "0" } });
    stops.push(uncached.stop);

    const seconds = Math.max(2, Math.round(duration / options.rounds));
    log(
      `throughput 1–2: ${options.rounds} rounds × 6 pages × (bare node:http, anonymous cached, signed in, anonymous uncached) × ${seconds} s`,
    );
    for (const page of pages) {
      await saturate({ url: server.url + page.path, headers: GZIP, duration: 2 });
      await saturate({ url: server.url + page.path, headers: signedIn, duration: 2 });
      await saturate({ url: uncached.url + page.path, headers: GZIP, duration: 2 });
      // Each pair back to back, in rounds, so a change in the machine's load touches both sides alike.
      const runs = { reference: [] as LoadRun[], cached: [] as LoadRun[], personal: [] as LoadRun[], uncached: [] as LoadRun[] };
      for (let round = 0; round < options.rounds; round++) {
        runs.reference.push(await saturate({ url: bare.url + page.path, headers: GZIP, duration: seconds }));
        runs.cached.push(await saturate({ url: server.url + page.path, headers: GZIP, duration: seconds }));
        runs.personal.push(await saturate({ url: server.url + page.path, headers: signedIn, duration: seconds }));
        runs.uncached.push(await saturate({ url: uncached.url + page.path, headers: GZIP, duration: seconds }));
      }
      const how = `mean of ${options.rounds} rounds of ${seconds} s`;
      add(
        ratioRow(
          `${page.path} anonymous ÷ bare node:http`,
          runs.cached,
          runs.reference,
          TARGETS.cachedVsBare,
          (a, b) => `${a} vs ${b} req/s, ${responses[page.path].body.length} B gzip, ${how}`,
        ),
      );
      add(
        ratioRow(
          `${page.path} signed in ÷ uncached anonymous`,
          runs.personal,
          runs.uncached,
          TARGETS.signedInVsUncached,
          (a, b) => `${a} vs ${b} req/s with PAGE_CACHE_SECONDS=0, ${how}`,
        ),
      );
    }
    await bare.stop();
    await uncached.stop();

    if (options.baseRoot) {
      const base = await startServer({ root: options.baseRoot, dataDir: path.join(options.workDir, "base-data"), cpu });
      stops.push(base.stop);
      const baseCookie = await signIn(base.url, CUSTOMER.email, CUSTOMER.password);
      log(`throughput 3: ${options.rounds} rounds × 6 pages × (this build, base build) signed in × ${seconds} s`);
      const runs = new Map(pages.map((p) => [p.path, { current: [] as LoadRun[], base: [] as LoadRun[] }]));
      for (const page of pages) {
        await saturate({ url: base.url + page.path, headers: { ...GZIP, cookie: baseCookie }, duration: 2 });
        if ((await capture(base.url + page.path, { ...GZIP, cookie: baseCookie })).status !== 200)
          throw new Error(`base build: ${page.path} is not a page there`);
      }
      for (let round = 0; round < options.rounds; round++) {
        for (const page of pages) {
          const r = runs.get(page.path)!;
          r.current.push(await saturate({ url: server.url + page.path, headers: signedIn, duration: seconds }));
          r.base.push(await saturate({ url: base.url + page.path, headers: { ...GZIP, cookie: baseCookie }, duration: seconds }));
        }
      }
      for (const page of pages) {
        const r = runs.get(page.path)!;
        add(
          ratioRow(
            `${page.path} signed in ÷ base build`,
            r.current,
            r.base,
            TARGETS.signedInVsBase,
            (a, b) => `${a} vs ${b} req/s, mean of ${options.rounds} alternating rounds of ${seconds} s`,
          ),
        );
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
  return rows;
}
