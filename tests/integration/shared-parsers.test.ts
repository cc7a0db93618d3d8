/**
 * The PGlite fast path of app/lib/server/db/client.server.ts (docs/decisions/027-shared-pglite-parsers.md):
 * drizzle's per-query type parsers are installed once on the client and left out of each query,
 * outside and inside transactions, and what drizzle reads is unchanged. Fails when the fast path
 * is removed or stops working (PGlite's `query` wrapped differently, a drizzle that passes its
 * parsers another way) — then the decision is to be measured again.
 */
import { sql } from "drizzle-orm";
import { date, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/lib/server/db/client.server";

type Handle = Awaited<ReturnType<typeof openDatabase>>;

const t = pgTable("parsers_probe", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  day: date("day").notNull(),
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("PGlite: drizzle's parsers shared by the client", () => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    await handle.pglite!.exec("create table parsers_probe (id int primary key, at timestamptz not null, day date not null)");
    await handle.pglite!.exec("insert into parsers_probe values (1, '2026-11-28 12:00:00+00', '2026-11-28')");
  }, 60_000);
  afterAll(() => handle?.close());

  it("installs drizzle's text parsers on the client once", async () => {
    const { rows } = await handle.pglite!.query<{ at: unknown; day: unknown }>("select at, day from parsers_probe");
    expect(rows[0]).toEqual({ at: "2026-11-28 12:00:00+00", day: "2026-11-28" });
  });

  it("leaves a query's own parsers out (no copy of the parser table per query), in transactions too", async () => {
    const own = { parsers: { 23: () => "per-query" } };
    expect((await handle.pglite!.query<{ id: unknown }>("select id from parsers_probe", [], own)).rows[0].id).toBe(1);
    await handle.pglite!.transaction(async (tx) => {
      expect((await tx.query<{ id: unknown }>("select id from parsers_probe", [], own)).rows[0].id).toBe(1);
    });
  });

  it("drizzle reads the same values as without it, outside and inside a transaction", async () => {
    const expected = { id: 1, at: new Date("2026-11-28T12:00:00Z"), day: "2026-11-28" };
    expect(await handle.db.select().from(t)).toEqual([expected]);
    expect(
      await handle.db.transaction((tx) =>
        tx
          .select()
          .from(t)
          .where(sql`${t.id} = 1`),
      ),
    ).toEqual([expected]);
  });
});
