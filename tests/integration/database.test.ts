import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { SEED_AUTHOR } from "~/seed/content/blog";
import { seedContent, seedIfEmpty } from "~/seed";

const t = useTestDatabase();

async function makeUser(email: string) {
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: "Teste", email });
  await t.db.insert(s.profiles).values({ id, email, fullName: "Teste" });
  return id;
}

const CHECK = "23514";
const UNIQUE = "23505";

/** The PostgreSQL error behind a failed query (Drizzle wraps it in `cause`), on PGlite and pg alike. */
function databaseError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code))
      return { code: candidate.code, constraint: candidate.constraint };
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Runs a write that the database must refuse, and checks that the named constraint refused it
 * (another error, a different constraint or no error at all fails the test).
 */
async function refuses(write: () => Promise<unknown>, code: typeof CHECK | typeof UNIQUE, constraint: string) {
  const error = await write().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `${constraint}: the write went through`).toBeDefined();
  expect(databaseError(error), `${constraint}: ${String(error)}`).toEqual({ code, constraint });
}

describe("migrations and seed", () => {
  it("migrates from empty and seeds once (idempotent)", async () => {
    expect(await seedIfEmpty(t.db, t.kind)).toBe(true);
    expect(await seedIfEmpty(t.db, t.kind)).toBe(false);
    await seedContent(t.db); // running again changes nothing
    const count = async (table: Parameters<typeof t.db.select>[0] extends never ? never : any) =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
    expect(await count(s.productCategories)).toBe(6);
    expect(await count(s.products)).toBeGreaterThanOrEqual(18);
    expect(await count(s.pointSettings)).toBe(3);
    expect(await count(s.rewards)).toBeGreaterThanOrEqual(6);
    const posts = await t.db.select().from(s.blogPosts).where(eq(s.blogPosts.status, "published"));
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(posts.filter((p) => p.featured)).toHaveLength(2);
    for (const slug of [
      "5-pilares-vitalidade-natural",
      "nootropicos-naturais-ciencia-beneficios",
      "colageno-mitos-verdades-cientificas",
      "beneficios-omega-3-cerebro",
      "micronutrientes-energia-fadiga",
    ]) {
      expect(
        posts.some((p) => p.slug === slug),
        slug,
      ).toBe(true);
    }
    const settings = Object.fromEntries((await t.db.select().from(s.pointSettings)).map((r) => [r.action, r.points]));
    expect(settings).toEqual({ sample_request: 5, product_review: 10, profile_complete: 20 });
    const rewards = await t.db.select().from(s.rewards);
    expect(rewards.some((r) => r.stock === null)).toBe(true);
    expect(rewards.some((r) => r.stock === 0)).toBe(true);
    expect(rewards.some((r) => (r.stock ?? 0) > 0)).toBe(true);
    const products = await t.db.select().from(s.products);
    expect(products.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    for (const p of products) {
      expect(p.benefits.length).toBeGreaterThanOrEqual(3);
      expect(p.benefits.length).toBeLessThanOrEqual(6);
      expect(p.imageUrl).toMatch(/^\/images\//);
    }
  });

  it("creates demo accounts only on the embedded database", async () => {
    // Besides them, the nutritionist who signs the seeded articles, who has no password.
    const users = await t.db.select().from(s.user);
    if (t.kind === "pglite")
      expect(users.map((u) => u.email).sort()).toEqual(["admin@raizvital.com.br", "cliente@raizvital.com.br", SEED_AUTHOR.email]);
    else expect(users.map((u) => u.email)).toEqual([SEED_AUTHOR.email]);
    const accounts = await t.db.select({ userId: s.account.userId }).from(s.account);
    expect(accounts.map((a) => a.userId)).not.toContain(users.find((u) => u.email === SEED_AUTHOR.email)!.id);
  });

  it("folds accents in the generated search column", async () => {
    const [row] = await t.db
      .select({ searchText: s.products.searchText })
      .from(s.products)
      .where(sql`${s.products.searchText} like ${"%" + "cerebro" + "%"} or true`)
      .limit(1);
    expect(row.searchText).toBe(row.searchText?.toLowerCase());
    expect(row.searchText).not.toMatch(/[áàâãéêíóôõúç]/);
  });

  it("gives the sample requests' trigram indexes small pending lists (no long merge inside one request)", async () => {
    const result = await t.db.execute(sql`select c.relname as name, c.reloptions as options from pg_class c
      where c.relname like 'sample_requests_%_trgm_idx' order by c.relname`);
    const rows = (result as { rows: { name: string; options: string[] | null }[] }).rows;
    expect(rows.map((r) => r.name)).toEqual([
      "sample_requests_city_trgm_idx",
      "sample_requests_email_trgm_idx",
      "sample_requests_full_name_trgm_idx",
    ]);
    for (const row of rows) expect(row.options).toEqual(["gin_pending_list_limit=128"]);
  });
});

describe("the database enforces what it can", () => {
  it("refuses a negative balance and a bad role or status", async () => {
    const id = await makeUser(`c1-${Date.now()}@x.com`);
    await refuses(() => t.db.update(s.profiles).set({ points: -1 }).where(eq(s.profiles.id, id)), CHECK, "profiles_points_check");
    await refuses(() => t.db.execute(sql`update profiles set role = 'root' where id = ${id}`), CHECK, "profiles_role_check");
    await refuses(() => t.db.execute(sql`update profiles set status = 'banned' where id = ${id}`), CHECK, "profiles_status_check");
  });

  it("refuses duplicate e-mails and slugs", async () => {
    const email = `dup-${Date.now()}@x.com`;
    await makeUser(email);
    await refuses(() => makeUser(email), UNIQUE, "user_email_unique");
    await refuses(
      () => t.db.insert(s.profiles).values({ id: crypto.randomUUID(), email, fullName: "Outro" }),
      UNIQUE,
      "profiles_email_unique",
    );
    const [product] = await t.db.select().from(s.products).limit(1);
    await refuses(
      () => t.db.insert(s.products).values({ name: "X", slug: product.slug, description: "x" }),
      UNIQUE,
      "products_slug_unique",
    );
  });

  it("allows one review per user and product, rating 1 to 5", async () => {
    const userId = await makeUser(`r-${Date.now()}@x.com`);
    const [product] = await t.db.select().from(s.products).limit(1);
    await refuses(
      () => t.db.insert(s.productReviews).values({ productId: product.id, userId, rating: 6, content: "ok" }),
      CHECK,
      "product_reviews_rating_check",
    );
    await refuses(
      () => t.db.insert(s.productReviews).values({ productId: product.id, userId, rating: 0, content: "ok" }),
      CHECK,
      "product_reviews_rating_check",
    );
    await refuses(
      () => t.db.insert(s.productReviews).values({ productId: product.id, userId, rating: 5, content: "" }),
      CHECK,
      "product_reviews_content_check",
    );
    await t.db.insert(s.productReviews).values({ productId: product.id, userId, rating: 5, content: "Muito bom" });
    await refuses(
      () => t.db.insert(s.productReviews).values({ productId: product.id, userId, rating: 4, content: "De novo" }),
      UNIQUE,
      "product_reviews_user_product_idx",
    );
  });

  it("allows one like per user and post", async () => {
    const userId = await makeUser(`l-${Date.now()}@x.com`);
    const [post] = await t.db.select().from(s.blogPosts).limit(1);
    await t.db.insert(s.blogPostLikes).values({ postId: post.id, userId });
    await refuses(() => t.db.insert(s.blogPostLikes).values({ postId: post.id, userId }), UNIQUE, "blog_post_likes_post_user_idx");
  });

  it("keeps points and stock within bounds", async () => {
    await refuses(() => t.db.insert(s.rewards).values({ name: "Zero", pointsRequired: 0 }), CHECK, "rewards_points_required_check");
    await refuses(() => t.db.insert(s.rewards).values({ name: "Neg", pointsRequired: 10, stock: -1 }), CHECK, "rewards_stock_check");
    await refuses(() => t.db.insert(s.pointSettings).values({ action: "x", points: 0 }), CHECK, "point_settings_points_check");
  });

  it("keeps the points ledger whole: no balance below zero, no empty entry, each award once", async () => {
    const userId = await makeUser(`p-${Date.now()}@x.com`);
    const row = { userId, kind: "product_review" as const, amount: 10, balanceAfter: 10, reason: "Avaliação", reference: "produto-1" };
    await refuses(
      () => t.db.insert(s.pointsLedger).values({ ...row, kind: "adjustment", amount: -5, balanceAfter: -5, reference: null }),
      CHECK,
      "points_ledger_balance_check",
    );
    await refuses(
      () => t.db.insert(s.pointsLedger).values({ ...row, kind: "adjustment", amount: 0, balanceAfter: 0, reference: null }),
      CHECK,
      "points_ledger_amount_check",
    );
    await refuses(
      () =>
        t.db.execute(sql`insert into points_ledger (user_id, kind, amount, balance_after, reason) values (${userId}, 'gift', 1, 1, 'x')`),
      CHECK,
      "points_ledger_kind_check",
    );
    await t.db.insert(s.pointsLedger).values(row);
    await refuses(() => t.db.insert(s.pointsLedger).values({ ...row, balanceAfter: 20 }), UNIQUE, "points_ledger_once_idx");
    // A reversal may take 0 points, once per award.
    await t.db.insert(s.pointsLedger).values({ ...row, kind: "reversal", amount: 0, balanceAfter: 10, reference: "1" });
    await refuses(
      () => t.db.insert(s.pointsLedger).values({ ...row, kind: "reversal", amount: -10, balanceAfter: 0, reference: "1" }),
      UNIQUE,
      "points_ledger_once_idx",
    );
    // Adjustments are not once-only.
    await t.db.insert(s.pointsLedger).values([
      { ...row, kind: "adjustment", reference: "x", balanceAfter: 20 },
      { ...row, kind: "adjustment", reference: "x", balanceAfter: 30 },
    ]);
  });

  it("allows one open sample request per user and product, and only decided statuses", async () => {
    const userId = await makeUser(`s-${Date.now()}@x.com`);
    const [product] = await t.db.select().from(s.products).limit(1);
    const request = {
      userId,
      productId: product.id,
      fullName: "A",
      email: "a@x.com",
      address: "Rua 1",
      city: "São Paulo",
      state: "SP" as const,
      zipCode: "01000-000",
    };
    const [first] = await t.db.insert(s.sampleRequests).values(request).returning();
    await refuses(() => t.db.insert(s.sampleRequests).values(request), UNIQUE, "sample_requests_one_open_idx");
    await refuses(
      () => t.db.execute(sql`update sample_requests set status = 'lost' where id = ${first.id}`),
      CHECK,
      "sample_requests_status_check",
    );
    await refuses(
      () => t.db.execute(sql`update sample_requests set state = 'XX' where id = ${first.id}`),
      CHECK,
      "sample_requests_state_check",
    );
    await t.db.update(s.sampleRequests).set({ status: "delivered" }).where(eq(s.sampleRequests.id, first.id));
    await t.db.insert(s.sampleRequests).values(request); // a new one once the first is closed
  });

  it("cascades a deleted account to its rows and keeps sample history when a product goes", async () => {
    const userId = await makeUser(`d-${Date.now()}@x.com`);
    const [category] = await t.db.select().from(s.productCategories).limit(1);
    const [product] = await t.db
      .insert(s.products)
      .values({ name: "Temp", slug: `temp-${Date.now()}`, description: "x", categoryId: category.id })
      .returning();
    const [request] = await t.db
      .insert(s.sampleRequests)
      .values({
        userId,
        productId: product.id,
        fullName: "A",
        email: "a@x.com",
        address: "R",
        city: "C",
        state: "SP",
        zipCode: "01000-000",
      })
      .returning();
    await t.db.delete(s.products).where(eq(s.products.id, product.id));
    const [kept] = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, request.id));
    expect(kept.productId).toBeNull();
    await t.db.delete(s.user).where(eq(s.user.id, userId));
    expect(await t.db.select().from(s.profiles).where(eq(s.profiles.id, userId))).toHaveLength(0);
    expect(await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, request.id))).toHaveLength(0);
  });
});

describe("the embedded database and the event loop", () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "lets other work run between a request's statements (PGlite runs them synchronously)",
    async () => {
      const order: string[] = [];
      setImmediate(() => order.push("another request"));
      await t.db.execute(sql`select 1`);
      order.push("the statement's result is used");
      expect(order).toEqual(["another request", "the statement's result is used"]);
    },
  );
});
