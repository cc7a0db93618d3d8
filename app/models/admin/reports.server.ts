/** Reports: six counters, three tables, weekly series for the charts, and the CSV. */
import { TZDate } from "@date-fns/tz";
// Subpath imports: the "date-fns" barrel takes seconds to load at server start.
import { addDays } from "date-fns/addDays";
import { addWeeks } from "date-fns/addWeeks";
import { format } from "date-fns/format";
import { startOfWeek } from "date-fns/startOfWeek";
import { subWeeks } from "date-fns/subWeeks";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, productReviews, products, profiles, rewardRedemptions, sampleRequests } from "~/db/schema";
import { TIME_ZONE, WEEK_STARTS_ON } from "~/i18n/format";
import { toCsv } from "./csv.server";
import { MISSING_PRODUCT } from "./samples.server";

export const REPORT_WEEKS = 12;

export interface Counter {
  key: string;
  label: string;
  value: number;
  detail?: string;
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;
}

/**
 * The six counters in one statement of scalar subqueries (one round trip; each subquery gets its own
 * plan: the pending counts read only their range of the status indexes, the totals the smallest index).
 */
export async function reportCounters(): Promise<Counter[]> {
  const n = (query: SQL) => sql<number>`(${query})::int`;
  const [row] = await db()
    .select({
      users: n(sql`select count(*) from ${profiles}`).mapWith(Number),
      points: sql<number>`(select coalesce(sum(${profiles.points}), 0) from ${profiles})::bigint`.mapWith(Number),
      productsAll: n(sql`select count(*) from ${products}`).mapWith(Number),
      productsActive: n(sql`select count(*) from ${products} where ${products.status} = 'active'`).mapWith(Number),
      samplesAll: n(sql`select count(*) from ${sampleRequests}`).mapWith(Number),
      samplesPending: n(sql`select count(*) from ${sampleRequests} where ${sampleRequests.status} = 'pending'`).mapWith(Number),
      redemptionsAll: n(sql`select count(*) from ${rewardRedemptions}`).mapWith(Number),
      redemptionsPending: n(sql`select count(*) from ${rewardRedemptions} where ${rewardRedemptions.status} = 'pending'`).mapWith(Number),
      postsAll: n(sql`select count(*) from ${blogPosts}`).mapWith(Number),
      postsPublished: n(sql`select count(*) from ${blogPosts} where ${blogPosts.status} = 'published'`).mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return [
    { key: "users", label: "Usuários", value: row.users },
    { key: "points", label: "Pontos em circulação", value: row.points },
    { key: "products", label: "Produtos ativos", value: row.productsActive, detail: `de ${row.productsAll.toLocaleString("pt-BR")} ${row.productsAll === 1 ? "cadastrado" : "cadastrados"}` },
    { key: "samples", label: "Amostras solicitadas", value: row.samplesAll, detail: plural(row.samplesPending, "pendente", "pendentes") },
    { key: "redemptions", label: "Resgates", value: row.redemptionsAll, detail: plural(row.redemptionsPending, "pendente", "pendentes") },
    { key: "posts", label: "Posts", value: row.postsAll, detail: plural(row.postsPublished, "publicado", "publicados") },
  ];
}

/** The three tables: most requested active products, newest sample requests, newest posts. */
export async function reportTables() {
  const samplesPerProduct = db()
    .select({ productId: sampleRequests.productId, n: count().as("n") })
    .from(sampleRequests)
    .groupBy(sampleRequests.productId)
    .as("spp");
  const [topProducts, recentSamples, recentPosts] = await Promise.all([
    db()
      .select({ id: products.id, name: products.name, slug: products.slug, samples: sql<number>`coalesce(${samplesPerProduct.n}, 0)`.mapWith(Number) })
      .from(products)
      .leftJoin(samplesPerProduct, eq(samplesPerProduct.productId, products.id))
      .where(eq(products.status, "active"))
      .orderBy(sql`coalesce(${samplesPerProduct.n}, 0) desc`, desc(products.createdAt))
      .limit(5),
    db()
      .select({
        id: sampleRequests.id,
        fullName: sampleRequests.fullName,
        productName: sql<string>`coalesce(${products.name}, ${MISSING_PRODUCT})`,
        status: sampleRequests.status,
        createdAt: sampleRequests.createdAt,
      })
      .from(sampleRequests)
      .leftJoin(products, eq(products.id, sampleRequests.productId))
      .orderBy(desc(sampleRequests.createdAt))
      .limit(5),
    db()
      .select({ id: blogPosts.id, title: blogPosts.title, status: blogPosts.status, views: blogPosts.views, createdAt: blogPosts.createdAt })
      .from(blogPosts)
      .orderBy(desc(blogPosts.createdAt))
      .limit(5),
  ]);
  return { topProducts, recentSamples, recentPosts };
}

export interface WeekBucket {
  /** yyyy-MM-dd of the Sunday that starts the week (São Paulo time). */
  start: string;
  label: string;
  samples: number;
  reviews: number;
  redemptions: number;
  users: number;
}

/** The Sunday that starts each of the last `weeks` weeks, oldest first, in São Paulo time. */
export function weekStarts(now: Date, weeks = REPORT_WEEKS): TZDate[] {
  const current = startOfWeek(new TZDate(now.getTime(), TIME_ZONE), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: weeks }, (_, i) => subWeeks(current, weeks - 1 - i));
}

/** The 13 instants that bound the 12 weeks: each week's start, then the start of the next week. */
export function weekBounds(starts: TZDate[]): Date[] {
  return [...starts, addWeeks(starts.at(-1)!, 1)].map((d) => new Date(d.getTime()));
}

/** Puts per-bucket counts (1 = first week, as SQL's width_bucket numbers them) into an array of weeks. */
export function bucketCounts(weeks: number, rows: { bucket: number; n: number }[]): number[] {
  const totals = Array.from({ length: weeks }, () => 0);
  for (const { bucket, n } of rows) {
    const index = Number(bucket) - 1;
    if (index >= 0 && index < weeks) totals[index] += Number(n);
  }
  return totals;
}

/**
 * Rows per week: width_bucket() finds each row's week by comparing its instant with the bounds (a binary
 * search), so no row is converted to local time or formatted (to_char over 24,000 rows cost 3 times more).
 */
async function perWeek(table: typeof sampleRequests | typeof productReviews | typeof rewardRedemptions | typeof profiles, bounds: Date[]) {
  const array = sql`array[${sql.join(
    bounds.map((b) => sql`${b.toISOString()}::timestamptz`),
    sql`, `,
  )}]`;
  const bucket = sql<number>`width_bucket(${table.createdAt}, ${array})`.mapWith(Number);
  return db()
    .select({ bucket, n: count() })
    .from(table)
    .where(and(gte(table.createdAt, bounds[0]), lt(table.createdAt, bounds.at(-1)!)))
    .groupBy(sql`1`);
}

export async function weeklySeries(now = new Date(), weeks = REPORT_WEEKS): Promise<WeekBucket[]> {
  const starts = weekStarts(now, weeks);
  const bounds = weekBounds(starts);
  const [samples, reviews, redemptions, users] = await Promise.all([
    perWeek(sampleRequests, bounds),
    perWeek(productReviews, bounds),
    perWeek(rewardRedemptions, bounds),
    perWeek(profiles, bounds),
  ]);
  const s = bucketCounts(weeks, samples);
  const r = bucketCounts(weeks, reviews);
  const d = bucketCounts(weeks, redemptions);
  const u = bucketCounts(weeks, users);
  return starts.map((start, i) => ({
    start: format(start, "yyyy-MM-dd"),
    label: `${format(start, "dd/MM")}–${format(addDays(start, 6), "dd/MM")}`,
    samples: s[i],
    reviews: r[i],
    redemptions: d[i],
    users: u[i],
  }));
}

export async function weeklyCsv(now = new Date()): Promise<string> {
  const series = await weeklySeries(now);
  return toCsv(
    ["Semana (início)", "Semana", "Amostras solicitadas", "Avaliações recebidas", "Prêmios resgatados", "Novos usuários"],
    series.map((w) => [w.start, w.label, w.samples, w.reviews, w.redemptions, w.users]),
  );
}
