/**
 * The browser's view of the public pages: Lighthouse (mobile defaults, median of several runs) on the
 * home page, the catalogue, a product, the blog, a post and the help centre, and the JavaScript and
 * CSS each of those pages transfers on first load (gzip).
 *
 * Called by `npm run bench` with the URL of a running production server; also runnable alone:
 *   node --import tsx scripts/bench/browser.ts http://127.0.0.1:3000 [runs]
 * Chromium comes from CHROME_PATH (default /usr/bin/chromium). The network is closed: Chromium is
 * started with every background fetch turned off.
 */
import http from "node:http";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { BenchRow } from "./types.ts";

/** The targets for every public page (docs/performance.md) (Lighthouse mobile, median of the runs; gzip bytes). */
export const TARGETS = {
  performance: 90,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
  tbtMs: 200,
  cls: 0.05,
  jsKb: 130,
  cssKb: 25,
} as const;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-extensions",
  "--no-first-run",
  "--no-default-browser-check",
  "--metrics-recording-only",
  "--mute-audio",
];

export interface PageScores {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of a category that did not pass, for reading what to fix. */
  failing: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The first link of a listing page that matches `pattern`: a real product and post from the data. */
async function firstLink(baseUrl: string, listing: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(new URL(listing, baseUrl))).text();
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    if (pattern.test(match[1])) return match[1];
  }
  throw new Error(`no link matching ${pattern} on ${listing}`);
}

/** The six pages of with a product and a post picked from the seeded catalogue and blog. */
export async function benchPages(baseUrl: string): Promise<string[]> {
  const product = await firstLink(baseUrl, "/produtos", /^\/produto\/[a-z0-9-]+$/);
  const post = await firstLink(baseUrl, "/blog", /^\/blog\/(?!rss\.xml)[a-z0-9-]+$/);
  return ["/", "/produtos", product, "/blog", post, "/ajuda"];
}

/**
 * The bytes of the body the server sends for `url` to a client that takes gzip but not Brotli (the
 * build's precompressed copy for static files); a body sent uncompressed is counted gzipped at zlib's
 * level 6, as a server compressing on the fly would send it.
 */
function gzipBytesSent(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode !== 200) return reject(new Error(`${url.pathname}: ${response.statusCode}`));
          const body = Buffer.concat(chunks);
          resolve(response.headers["content-encoding"] === "gzip" ? body.length : zlib.gzipSync(body).length);
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * The JavaScript and CSS a page loads on first load, gzip-compressed as the server sends them: the
 * page's module scripts, module preloads and dynamic imports in its inline scripts, and stylesheets.
 */
export async function firstLoadBytes(baseUrl: string, path: string): Promise<{ js: number; css: number; files: string[] }> {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(tag[0])?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag[0])?.[1];
    if (!href) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const tag of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(tag[1]);
  for (const inline of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imp of inline[1].matchAll(/import\s*(?:[\w{}\s,*]+from\s*)?\(?\s*"([^"]+\.js)"/g)) js.add(imp[1]);
  }
  const gzipped = (href: string) => gzipBytesSent(new URL(href, baseUrl));
  const sum = async (set: Set<string>) => (await Promise.all([...set].map(gzipped))).reduce((a, b) => a + b, 0);
  return { js: await sum(js), css: await sum(css), files: [...js, ...css] };
}

/**
 * One Lighthouse run; a run that Lighthouse itself reports as broken (e.g. NO_NAVSTART, a trace lost
 * on a busy machine) is repeated, up to 3 attempts, instead of counting or aborting the benchmark.
 */
async function auditOnce(url: string, port: number) {
  let lastError = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (result && !result.lhr.runtimeError) return result.lhr;
    lastError = result?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`lighthouse on ${url}: ${lastError}`);
}

/** Lighthouse `runs` times on each page (one Chromium for all), medians per page. */
export async function lighthousePages(baseUrl: string, paths: string[], runs: number): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const results: PageScores[] = [];
    for (const path of paths) {
      const samples: Omit<PageScores, "path">[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await auditOnce(new URL(path, baseUrl).href, chrome.port);
        const failing = new Set<string>();
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category].auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
              failing.add(`${ref.id} (${audit.displayValue ?? audit.score})`);
          }
        }
        samples.push({
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])) as PageScores["scores"],
          lcpMs: lhr.audits["largest-contentful-paint"].numericValue ?? NaN,
          tbtMs: lhr.audits["total-blocking-time"].numericValue ?? NaN,
          cls: lhr.audits["cumulative-layout-shift"].numericValue ?? NaN,
          failing: [...failing],
        });
      }
      results.push({
        path,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))])) as PageScores["scores"],
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export async function benchBrowser(opts: { baseUrl: string; runs?: number }): Promise<BenchRow[]> {
  const runs = opts.runs ?? 3;
  const paths = await benchPages(opts.baseUrl);
  const rows: BenchRow[] = [];
  const note = `median of ${runs} Lighthouse runs, mobile defaults`;
  const pages = await lighthousePages(opts.baseUrl, paths, runs);
  for (const page of pages) {
    const p = page.path;
    const failing = page.failing.length ? `; below 0.9: ${page.failing.join(", ")}` : "";
    for (const category of CATEGORIES) {
      const target = TARGETS[category];
      rows.push({
        section: "browser",
        metric: `${p} ${category}`,
        value: page.scores[category],
        unit: "score",
        target: `≥ ${target}`,
        ok: page.scores[category] >= target,
        note: category === "performance" ? note + failing : undefined,
      });
    }
    rows.push({
      section: "browser",
      metric: `${p} TBT`,
      value: Math.round(page.tbtMs),
      unit: "ms",
      target: `≤ ${TARGETS.tbtMs} ms`,
      ok: page.tbtMs <= TARGETS.tbtMs,
      note: `${note}; LCP ${Math.round(page.lcpMs)} ms (no target)`,
    });
    rows.push({
      section: "browser",
      metric: `${p} CLS`,
      value: Number(page.cls.toFixed(3)),
      unit: "",
      target: `≤ ${TARGETS.cls}`,
      ok: page.cls <= TARGETS.cls,
      note,
    });
  }
  for (const p of paths) {
    const bytes = await firstLoadBytes(opts.baseUrl, p);
    const jsKb = bytes.js / 1024;
    const cssKb = bytes.css / 1024;
    const files = `${bytes.files.length} files, gzip`;
    rows.push({
      section: "browser",
      metric: `${p} first-load JS`,
      value: Number(jsKb.toFixed(1)),
      unit: "KB",
      target: `≤ ${TARGETS.jsKb} KB`,
      ok: jsKb <= TARGETS.jsKb,
      note: files,
    });
    rows.push({
      section: "browser",
      metric: `${p} first-load CSS`,
      value: Number(cssKb.toFixed(1)),
      unit: "KB",
      target: `≤ ${TARGETS.cssKb} KB`,
      ok: cssKb <= TARGETS.cssKb,
      note: files,
    });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [baseUrl, runs] = process.argv.slice(2);
  if (!baseUrl) {
    console.error("uso: browser.ts <base-url> [execuções]");
    process.exit(1);
  }
  const rows = await benchBrowser({ baseUrl, runs: runs ? Number(runs) : undefined });
  console.table(
    rows.map((r) => ({
      metric: r.metric,
      value: `${r.value} ${r.unit}`.trim(),
      target: r.target,
      ok: r.ok ? "✓" : "✗",
      note: r.note ?? "",
    })),
  );
  process.exit(rows.every((r) => r.ok) ? 0 : 1);
}
