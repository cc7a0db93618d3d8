/**
 * The victim of the kill -9 test: opens the embedded database the way the server does (data
 * directory lock, durable start parameters, migrations), then commits numbered writes one after
 * the other and prints each number only once its commit has returned (= acknowledged).
 * Each write is one transaction that inserts a row and moves a counter, so a torn transaction shows.
 * To keep 50 crash cycles quick, the next writer is started while the previous one still runs: it
 * loads its modules, prints "loaded", and opens the database only when a line arrives on stdin
 * (sent once the previous writer is dead).
 * Usage: node --import tsx write-loop.ts <pglite-dir>
 */
import { sql } from "drizzle-orm";
import { initDatabase } from "~/lib/server/db/migrate.server";
import { rawRows } from "~/lib/server/db/raw-rows.server";

const dir = process.argv[2];
process.stdout.write("loaded\n");
await new Promise<void>((resolve) => process.stdin.once("data", () => resolve()));
const handle = await initDatabase({ dataDir: dir });
const { db } = handle;
await db.execute(
  sql`create table if not exists crash_writes (id integer primary key, payload text not null, written_at timestamptz not null default now())`,
);
await db.execute(sql`create table if not exists crash_counter (one boolean primary key default true, n integer not null)`);
await db.execute(sql`insert into crash_counter (one, n) values (true, 0) on conflict do nothing`);
const rows = await rawRows<{ max: number }>(db, sql`select coalesce(max(id), 0)::int as max from crash_writes`);
let id = rows[0].max;
process.stdout.write(`ready ${id}\n`);
for (;;) {
  id += 1;
  const next = id;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into crash_writes (id, payload) values (${next}, ${"x".repeat(200 + (next % 300))})`);
    await tx.execute(sql`update crash_counter set n = n + 1`);
  });
  process.stdout.write(`${next}\n`);
}
