// Parser sharing (app/lib/server/db/client.server.ts, decision 027): µs per drizzle query on PGlite, with and without.
// node --import tsx scripts/bench-pglite-parsers.ts [queries per round = 2000] [rounds = 7]
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import { pgTable, integer, timestamp, date, text } from "drizzle-orm/pg-core";

const t = pgTable("t", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  d: date("d").notNull(),
  name: text("name").notNull(),
});
const TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

async function client(shared: boolean) {
  const c = await PGlite.create("memory://");
  await c.exec("create table t (id int primary key, at timestamptz not null, d date not null, name text not null)");
  await c.exec("insert into t select g, now(), current_date, 'n' || g from generate_series(1, 50) g");
  if (shared) {
    await c.query("select 1");
    for (const oid of TYPES) c.parsers[oid] = (v: string) => v;
    const query = c.query.bind(c);
    c.query = ((text: string, params?: unknown[], options?: Parameters<PGlite["query"]>[2]) =>
      query(text, params, options?.parsers ? { ...options, parsers: undefined } : options)) as PGlite["query"];
  }
  return drizzle(c);
}

async function measure(db: Awaited<ReturnType<typeof client>>, n: number) {
  const start = performance.now();
  for (let i = 0; i < n; i++)
    await db
      .select()
      .from(t)
      .where(sql`${t.id} = ${(i % 50) + 1}`);
  return ((performance.now() - start) / n) * 1000;
}

const n = Number(process.argv[2] ?? 2000);
const rounds = Number(process.argv[3] ?? 7);
const dbs = { with: await client(true), without: await client(false) };
for (const db of Object.values(dbs)) await measure(db, 500); // warm-up
const results: Record<string, number[]> = { with: [], without: [] };
for (let r = 0; r < rounds; r++)
  for (const k of r % 2 ? (["without", "with"] as const) : (["with", "without"] as const)) results[k].push(await measure(dbs[k], n));
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(JSON.stringify({ n, rounds, with: results.with.map(Math.round), without: results.without.map(Math.round) }));
console.log(
  `median µs/query: with ${med(results.with).toFixed(0)}, without ${med(results.without).toFixed(0)}, saved ${(med(results.without) - med(results.with)).toFixed(0)} (${(100 * (1 - med(results.with) / med(results.without))).toFixed(0)}%)`,
);
