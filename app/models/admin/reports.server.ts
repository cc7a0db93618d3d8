/** Reports: six counters, three tables, weekly series for the charts, and the CSV. */
import { TZDate } from "@date-fns/tz";
// Subpath imports: the "date-fns" barrel takes seconds to load at server start.
import { addWeeks } from "date-fns/addWeeks";
import { format } from "date-fns/format";
import { startOfWeek } from "date-fns/startOfWeek";
import { subWeeks } from "date-fns/subWeeks";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { blogPosts, productReviews, products, profiles, rewardRedemptions, sampleRequests } from "~/db/schema";
import { formatNumber, TIME_ZONE, WEEK_STARTS_ON } from "~/i18n/format";
import { toCsv } from "./csv.server";
import { dayBounds, type DayRange } from "./date-range.server";
import { productNameOrMissing } from "./samples.server";

export const REPORT_WEEKS = 12;

export interface Counter {
  key: string;
  label: string;
  value: number;
  detail?: string;
}

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
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
    {
      key: "products",
      label: "Produtos ativos",
      value: row.productsActive,
      detail: `de ${formatNumber(row.productsAll)} ${row.productsAll === 1 ? "cadastrado" : "cadastrados"}`,
    },
    { key: "samples", label: "Amostras solicitadas", value: row.samplesAll, detail: plural(row.samplesPending, "pendente", "pendentes") },
    { key: "redemptions", label: "Resgates", value: row.redemptionsAll, detail: plural(row.redemptionsPending, "pendente", "pendentes") },
    { key: "posts", label: "Posts", value: row.postsAll, detail: plural(row.postsPublished, "publicado", "publicados") },
  ];
}

/** The three tables: the active products most requested in the range, newest sample requests, newest posts. */
export async function reportTables(range?: DayRange) {
  const samplesPerProduct = db()
    .select({ productId: sampleRequests.productId, n: count().as("n") })
    .from(sampleRequests)
    .where(range ? and(gte(sampleRequests.createdAt, range.start), lt(sampleRequests.createdAt, range.end)) : undefined)
    .groupBy(sampleRequests.productId)
    .as("spp");
  const [topProducts, recentSamples, recentPosts] = await Promise.all([
    db()
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        samples: sql<number>`coalesce(${samplesPerProduct.n}, 0)`.mapWith(Number),
      })
      .from(products)
      .leftJoin(samplesPerProduct, eq(samplesPerProduct.productId, products.id))
      .where(eq(products.status, "active"))
      .orderBy(sql`coalesce(${samplesPerProduct.n}, 0) desc`, desc(products.createdAt))
      .limit(5),
    db()
      .select({
        id: sampleRequests.id,
        fullName: sampleRequests.fullName,
        productName: productNameOrMissing,
        status: sampleRequests.status,
        createdAt: sampleRequests.createdAt,
      })
      .from(sampleRequests)
      .leftJoin(products, eq(products.id, sampleRequests.productId))
      .orderBy(desc(sampleRequests.createdAt))
      .limit(5),
    db()
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        status: blogPosts.status,
        views: blogPosts.views,
        createdAt: blogPosts.createdAt,
      })
      .from(blogPosts)
      .orderBy(desc(blogPosts.createdAt))
      .limit(5),
  ]);
  return { topProducts, recentSamples, recentPosts };
}

/** The shipping fees of the period: received (paid by Pix), returned (refund step) and what is left, plus what is still owed back. */
export interface FeeReport {
  receivedCents: number;
  receivedCount: number;
  refundedCents: number;
  refundedCount: number;
  netCents: number;
  /** Refunds not yet made, whenever the request was closed ("Frete a devolver"). */
  dueCents: number;
  dueCount: number;
}

export async function feeReport(range: DayRange): Promise<FeeReport> {
  const within = (column: SQL) =>
    sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`;
  const [row] = await db()
    .select({
      receivedCents:
        sql<number>`coalesce(sum(${sampleRequests.shippingFeeCents}) filter (where ${sampleRequests.paymentStatus} = 'paid' and ${within(sql`${sampleRequests.paidAt}`)}), 0)::bigint`.mapWith(
          Number,
        ),
      receivedCount:
        sql<number>`(count(*) filter (where ${sampleRequests.paymentStatus} = 'paid' and ${within(sql`${sampleRequests.paidAt}`)}))::int`.mapWith(
          Number,
        ),
      refundedCents:
        sql<number>`coalesce(sum(${sampleRequests.shippingFeeCents}) filter (where ${sampleRequests.refundStatus} = 'refunded' and ${within(sql`${sampleRequests.refundedAt}`)}), 0)::bigint`.mapWith(
          Number,
        ),
      refundedCount:
        sql<number>`(count(*) filter (where ${sampleRequests.refundStatus} = 'refunded' and ${within(sql`${sampleRequests.refundedAt}`)}))::int`.mapWith(
          Number,
        ),
      dueCents:
        sql<number>`coalesce(sum(${sampleRequests.shippingFeeCents}) filter (where ${sampleRequests.refundStatus} = 'due'), 0)::bigint`.mapWith(
          Number,
        ),
      dueCount: sql<number>`(count(*) filter (where ${sampleRequests.refundStatus} = 'due'))::int`.mapWith(Number),
    })
    .from(sampleRequests)
    .where(sql`${sampleRequests.paymentStatus} = 'paid'`);
  return { ...row, netCents: row.receivedCents - row.refundedCents };
}

export interface DayBucket {
  /** yyyy-MM-dd (São Paulo). */
  date: string;
  samples: number;
  reviews: number;
  redemptions: number;
  users: number;
}

export interface ChartPoint {
  /** yyyy-MM-dd of the bucket's first day. */
  start: string;
  /** 'dd/MM' for a day, 'dd/MM–dd/MM' for a week. */
  label: string;
  samples: number;
  reviews: number;
  redemptions: number;
  users: number;
}

/** Ranges up to this many days are drawn day by day; longer ones week by week. */
export const DAILY_CHART_MAX_DAYS = 31;

/** The Sunday that starts each of the last `weeks` weeks, oldest first, in São Paulo time. */
export function weekStarts(now: Date, weeks = REPORT_WEEKS): TZDate[] {
  const current = startOfWeek(new TZDate(now.getTime(), TIME_ZONE), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: weeks }, (_, i) => subWeeks(current, weeks - 1 - i));
}

/** The 13 instants that bound the 12 weeks: each week's start, then the start of the next week. */
export function weekBounds(starts: TZDate[]): Date[] {
  return [...starts, addWeeks(starts.at(-1)!, 1)].map((d) => new Date(d.getTime()));
}

/** Puts per-bucket counts (1 = first bucket, as SQL's width_bucket numbers them) into an array. */
export function bucketCounts(buckets: number, rows: { bucket: number; n: number }[]): number[] {
  const totals = Array.from({ length: buckets }, () => 0);
  for (const { bucket, n } of rows) {
    const index = Number(bucket) - 1;
    if (index >= 0 && index < buckets) totals[index] += Number(n);
  }
  return totals;
}

/**
 * Rows per bucket: width_bucket() finds each row's bucket by comparing its instant with the bounds (a
 * binary search), so no row is converted to local time or formatted (to_char over 24,000 rows cost 3
 * times more).
 */
async function perBucket(
  table: typeof sampleRequests | typeof productReviews | typeof rewardRedemptions | typeof profiles,
  bounds: Date[],
) {
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

/** Samples, reviews, redemptions and new users on each day of the range (four statements). */
export async function dailySeries(range: DayRange): Promise<DayBucket[]> {
  const bounds = dayBounds(range);
  const [samples, reviews, redemptions, users] = await Promise.all([
    perBucket(sampleRequests, bounds),
    perBucket(productReviews, bounds),
    perBucket(rewardRedemptions, bounds),
    perBucket(profiles, bounds),
  ]);
  const s = bucketCounts(range.days, samples);
  const r = bucketCounts(range.days, reviews);
  const d = bucketCounts(range.days, redemptions);
  const u = bucketCounts(range.days, users);
  return bounds.slice(0, -1).map((start, i) => ({
    date: format(new TZDate(start.getTime(), TIME_ZONE), "yyyy-MM-dd"),
    samples: s[i],
    reviews: r[i],
    redemptions: d[i],
    users: u[i],
  }));
}

const dayMonth = (isoDay: string) => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}`;

/** The chart's bars: one per day for short ranges, else one per week (Sunday to Saturday, cut by the range's ends). */
export function chartPoints(days: DayBucket[]): ChartPoint[] {
  if (days.length <= DAILY_CHART_MAX_DAYS) return days.map((d) => ({ ...d, start: d.date, label: dayMonth(d.date) }));
  const weeks: ChartPoint[] = [];
  for (const day of days) {
    const sunday = new Date(`${day.date}T12:00:00Z`).getUTCDay() === WEEK_STARTS_ON;
    const last = weeks.at(-1);
    if (!last || sunday) {
      weeks.push({
        start: day.date,
        label: dayMonth(day.date),
        samples: day.samples,
        reviews: day.reviews,
        redemptions: day.redemptions,
        users: day.users,
      });
    } else {
      last.samples += day.samples;
      last.reviews += day.reviews;
      last.redemptions += day.redemptions;
      last.users += day.users;
      last.label = `${dayMonth(last.start)}–${dayMonth(day.date)}`;
    }
  }
  return weeks;
}

/** The range day by day as a spreadsheet. */
export async function dailyCsv(range: DayRange): Promise<string> {
  const days = await dailySeries(range);
  return toCsv(
    ["Data", "Amostras solicitadas", "Avaliações recebidas", "Prêmios resgatados", "Novos usuários"],
    days.map((d) => [d.date, d.samples, d.reviews, d.redemptions, d.users]),
  );
}
