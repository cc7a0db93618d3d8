/**
 * Load tools shared by the benchmark parts: autocannon as a promise, a fixed-rate sender for actions
 * (each user from its own loopback address, as real visitors come from their own), sign-in.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs autocannon; errors count timeouts, socket errors and answers other than 2xx. */
export async function cannon(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 50, pipelining: 1, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** wrk (Debian's package), where installed: the throughput part's load generator (see `saturate`). */
export const WRK = "/usr/bin/wrk";

/**
 * 50 keep-alive connections for `duration` seconds, as fast as the server answers: wrk where it is
 * installed, autocannon otherwise. wrk is written in C and one core of it sends far more requests than
 * autocannon's one core of JavaScript: on the AMD EPYC host of 25 Nov 2026 autocannon topped out at
 * 14,000–20,000 requests/s while nginx answered wrk ~30,000 times a second on the same page, so with
 * autocannon the "limit" was the load generator's own. wrk runs in a child process on this process's
 * CPUs (the bench pins itself to the load's CPU first).
 */
export async function saturate(options: {
  url: string;
  headers?: Record<string, string>;
  duration: number;
}): Promise<LoadResult & { tool: "wrk" | "autocannon" }> {
  if (!fs.existsSync(WRK)) return { ...(await cannon(options)), tool: "autocannon" };
  // A 10 s timeout (wrk's default is 2 s): a slow answer counts in the rate; only a lost one is an error.
  const args = ["-t1", "-c50", `-d${options.duration}s`, "--timeout", "10s", "--latency"];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}: ${value}`);
  args.push(options.url);
  const output = await new Promise<string>((resolve, reject) =>
    execFile(WRK, args, { timeout: (options.duration + 30) * 1000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`wrk: ${stderr || error.message}`)) : resolve(stdout),
    ),
  );
  const number = (pattern: RegExp) => Number(output.match(pattern)?.[1] ?? 0);
  const ms = (pattern: RegExp) => {
    const match = output.match(pattern);
    if (!match) return NaN;
    const factor = { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"] ?? 1;
    return Number(match[1]) * factor;
  };
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    tool: "wrk",
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: ms(/\s50%\s+([\d.]+)(us|ms|s)\b/),
    p99: ms(/\s99%\s+([\d.]+)(us|ms|s)\b/),
    requests: number(/(\d+) requests in /),
    errors: socketErrors + number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

export interface Sent {
  status: number;
  ms: number;
}

/** One HTTP request from `localAddress`; resolves with the status and the time to the last byte. */
export function send(
  url: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<Sent & { headers: http.IncomingHttpHeaders; text: string }> {
  const target = new URL(url);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: options.method ?? "GET",
        path: options.path,
        headers: {
          host: `localhost:${target.port}`,
          ...options.headers,
          ...(options.body ? { "content-length": Buffer.byteLength(options.body) } : {}),
        },
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started, headers: {}, text: "" }));
    if (options.body) req.write(options.body);
    req.end();
  });
}

/** Sends `count` requests at `rate` per second whatever the answers take (no coordinated omission). */
export async function atFixedRate(rate: number, count: number, request: (i: number) => Promise<Sent>): Promise<LoadResult> {
  const started = performance.now();
  const pending: Promise<Sent>[] = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(request(i));
  }
  const results = await Promise.all(pending);
  const ms = results.map((r) => r.ms);
  return {
    rps: count / ((performance.now() - started) / 1000),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    requests: count,
    errors: results.filter((r) => r.status < 200 || r.status >= 300).length,
  };
}

/** Signs in through better-auth's endpoint, as the site's form does; the session cookie header. */
export async function signIn(url: string, email: string, password: string, localAddress?: string): Promise<string> {
  const port = new URL(url).port;
  const answer = await send(url, {
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
    body: JSON.stringify({ email, password }),
    localAddress,
  });
  const cookies = (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).filter((c) => !c.endsWith("="));
  if (answer.status !== 200 || !cookies.some((c) => c.includes("session_token"))) {
    throw new Error(`sign-in of ${email} failed (${answer.status}): ${answer.text.slice(0, 200)}`);
  }
  return cookies.join("; ");
}

/** The public pages the benchmark measures, found on the site itself. */
export async function benchPages(url: string): Promise<{ name: string; path: string }[]> {
  const html = async (path: string) => (await send(url, { path })).text;
  const catalog = await html("/produtos");
  const blog = await html("/blog");
  const category = /href="(\/produtos\/[a-z0-9-]+)"/.exec(catalog)?.[1];
  const product = /href="(\/produto\/[a-z0-9-]+)"/.exec(catalog)?.[1];
  const post = /href="(\/blog\/(?!rss\.xml)[a-z0-9-]+)"/.exec(blog)?.[1];
  if (!category || !product || !post) throw new Error("could not find a category, product and post to measure");
  return [
    { name: "home", path: "/" },
    { name: "catalogue", path: "/produtos" },
    { name: "category", path: category },
    { name: "product", path: product },
    { name: "blog", path: "/blog" },
    { name: "post", path: post },
  ];
}

export async function productSlugs(url: string): Promise<string[]> {
  const catalog = (await send(url, { path: "/produtos" })).text;
  return [...new Set([...catalog.matchAll(/href="\/produto\/([a-z0-9-]+)"/g)].map((m) => m[1]))];
}
