/**
 * Start and memory: the time from start to the first answer with an existing data directory (the
 * median of several starts), and the server's resident memory after start, after 20,000 requests
 * and after 200,000 requests: the measured pages as visitors get them, with one signed-in page in 20
 * (the uncached path, whose sessions and renders are what could leak). A 1:1 mix was the first
 * design, but at the signed-in rate it took over half an hour for 200,000 requests.
 */
import type { BenchRow } from "./types.ts";
import { startServer } from "./server.ts";
import { benchPages, cannon, median, signIn } from "./load.ts";

export async function benchStartMemory(options: { dataDir: string; starts: number; requests: number }): Promise<BenchRow[]> {
  const times: number[] = [];
  for (let i = 0; i < options.starts; i++) {
    const server = await startServer({ dataDir: options.dataDir, cpu: 0 });
    times.push(server.startMs);
    await server.stop();
  }
  const rows: BenchRow[] = [
    {
      section: "start-memory",
      metric: "start to first answer",
      value: Math.round(median(times)),
      unit: "ms",
      target: "≤ 3000 ms",
      ok: median(times) <= 3000,
      note: `median of ${times.length} starts (${times.map((t) => Math.round(t)).join(", ")})`,
    },
  ];

  const server = await startServer({ dataDir: options.dataDir, cpu: 0 });
  try {
    const settle = () => new Promise((r) => setTimeout(r, 1000));
    await settle();
    const afterStart = server.rssMb();
    const pages = await benchPages(server.url);
    const cookie = await signIn(server.url, "cliente@raizvital.com.br", "Cliente@2026");
    // Each page anonymously, in turn, and every 20th request one of them signed in.
    type Req = { method: "GET"; path: string; headers: Record<string, string> };
    const requests: Req[] = [];
    for (let i = 0; i < 20 * pages.length; i++) {
      const p = pages[i % pages.length];
      const signedIn = i % 20 === 19;
      requests.push({ method: "GET", path: p.path, headers: { "accept-encoding": "gzip", ...(signedIn ? { cookie } : {}) } });
    }
    const first = Math.round(options.requests / 10);
    const a = await cannon({ url: server.url, requests, amount: first, connections: 20 });
    await settle();
    const afterFirst = server.rssMb();
    const b = await cannon({ url: server.url, requests, amount: options.requests - first, connections: 20 });
    await settle();
    const afterAll = server.rssMb();
    const errors = a.errors + b.errors;
    const growth = (afterAll - afterFirst) / afterFirst;
    const fmt = (n: number) => n.toLocaleString("en-US");
    rows.push(
      {
        section: "start-memory",
        metric: "memory after start",
        value: Math.round(afterStart),
        unit: "MB",
        target: "—",
        ok: true,
        note: "resident (VmRSS)",
      },
      {
        section: "start-memory",
        metric: `memory after ${fmt(first)} requests`,
        value: Math.round(afterFirst),
        unit: "MB",
        target: "< 350 MB",
        ok: afterFirst < 350,
      },
      {
        section: "start-memory",
        metric: `memory after ${fmt(options.requests)} requests`,
        value: Math.round(afterAll),
        unit: "MB",
        target: "< 350 MB",
        ok: afterAll < 350 && errors === 0,
        note: errors ? `${errors} errors` : undefined,
      },
      {
        section: "start-memory",
        metric: `growth after the first ${fmt(first)}`,
        value: Math.round(growth * 1000) / 10,
        unit: "%",
        target: "< 10 %",
        ok: growth < 0.1,
      },
    );
  } finally {
    await server.stop();
  }
  return rows;
}
