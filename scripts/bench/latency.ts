/**
 * Latency at a fixed rate: p50 / p99 at 100 requests per second for the measured pages (anonymous)
 * and for the two actions of the product page (sample request and review), sent as real writes by
 * bench customers, each from its own loopback address as the rate limits expect of real visitors.
 */
import type { BenchRow } from "./types.ts";
import type { BenchServer } from "./server.ts";
import { atFixedRate, benchPages, cannon, send, type LoadResult } from "./load.ts";
import type { BenchUser } from "./users.ts";

export const RATE = 100;
/** A customer may send this many samples or reviews in an hour (the action's own limit is 10). */
export const ACTIONS_PER_USER = 9;

export function usersNeeded(duration: number, products: number): number {
  return Math.ceil((RATE * duration) / Math.min(ACTIONS_PER_USER, products));
}

function row(metric: string, result: LoadResult, targetMs: number): BenchRow[] {
  const ok = result.errors === 0;
  const note = `${result.requests} requests${result.errors ? `, ${result.errors} errors` : ", no errors"}`;
  return [
    { section: "latency", metric: `${metric} p50`, value: Math.round(result.p50 * 10) / 10, unit: "ms", target: `≤ ${targetMs} ms (p99)`, ok: ok && result.p50 <= targetMs, note },
    { section: "latency", metric: `${metric} p99`, value: Math.round(result.p99 * 10) / 10, unit: "ms", target: `≤ ${targetMs} ms`, ok: ok && result.p99 <= targetMs, note },
  ];
}

export async function benchLatency(options: { server: BenchServer; users: BenchUser[]; products: string[]; duration: number }): Promise<BenchRow[]> {
  const { server, duration } = options;
  const rows: BenchRow[] = [];
  for (const page of await benchPages(server.url)) {
    const result = await cannon({
      url: server.url + page.path,
      headers: { "accept-encoding": "gzip" },
      connections: 10,
      overallRate: RATE,
      duration,
    });
    rows.push(...row(page.path, result, 50));
  }

  const count = RATE * duration;
  const perUser = Math.min(ACTIONS_PER_USER, options.products.length);
  if (options.users.length * perUser < count) throw new Error(`latency: ${count} actions need ${Math.ceil(count / perUser)} bench users`);
  const port = new URL(server.url).port;
  const post = (user: BenchUser, slug: string, fields: Record<string, string>) =>
    send(server.url, {
      method: "POST",
      path: `/produto/${slug}`,
      localAddress: user.ip,
      headers: {
        cookie: user.cookie,
        origin: `http://localhost:${port}`,
        "content-type": "application/x-www-form-urlencoded",
        // A plain form post, as without JavaScript: the answer is the whole page with its toast.
        accept: "text/html",
        "sec-fetch-mode": "navigate",
        "accept-encoding": "gzip",
      },
      body: new URLSearchParams(fields).toString(),
    });
  // Request i: user i / perUser, product i % perUser; every one a new, valid write.
  const pick = (i: number) => ({ user: options.users[Math.floor(i / perUser)], slug: options.products[i % perUser] });

  const samples = await atFixedRate(RATE, count, async (i) => {
    const { user, slug } = pick(i);
    const answer = await post(user, slug, {
      intent: "sample",
      fullName: user.fullName,
      email: user.email,
      phone: "(11) 98888-7777",
      address: "Avenida Paulista, 1000, apto 12",
      city: "São Paulo",
      state: "SP",
      zipCode: "01310-100",
      notes: "",
    });
    return { status: answer.status, ms: answer.ms };
  });
  rows.push(...row("sample request (action)", samples, 150));

  const reviews = await atFixedRate(RATE, count, async (i) => {
    const { user, slug } = pick(i);
    const answer = await post(user, slug, {
      intent: "review",
      rating: String(1 + (i % 5)),
      title: "Gostei bastante",
      content: "Uso há três semanas e senti diferença na disposição. Chegou rápido e bem embalado.",
    });
    return { status: answer.status, ms: answer.ms };
  });
  rows.push(...row("review (action)", reviews, 150));
  return rows;
}
