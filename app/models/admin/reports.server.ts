/** Reports: six counters, three tables, weekly series for the charts, and the CSV. */
import { TZDate } from "@date-fns/tz";
// Subpath imports: the "date-fns" barrel takes seconds to load at server start.
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { startOfWeek } from "date-fns/startOfWeek";
import { subWeeks } from "date-fns/subWeeks";
import { count, desc, eq, gte, sql, sum } from "drizzle-orm";
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

export async function reportCounters(): Promise<Counter[]> {
  const q = db();
  const [[users], [points], [prod], [samples], [redemptions], [posts]] = await Promise.all([
    q.select({ n: count() }).from(profiles),
    q.select({ total: sum(profiles.points).mapWith(Number) }).from(profiles),
    q.select({ all: count(), active: sql<number>`count(*) filter (where ${products.status} = 'active')`.mapWith(Number) }).from(products),
    q.select({ all: count(), pending: sql<number>`count(*) filter (where ${sampleRequests.status} = 'pending')`.mapWith(Number) }).from(sampleRequests),
    q.select({ all: count(), pending: sql<number>`count(*) filter (where ${rewardRedemptions.status} = 'pending')`.mapWith(Number) }).from(rewardRedemptions),
    q.select({ all: count(), published: sql<number>`count(*) filter (where ${blogPosts.status} = 'published')`.mapWith(Number) }).from(blogPosts),
  ]);
  return [
    { key: "users", label: "Usuários", value: users.n },
    { key: "points", label: "Pontos em circulação", value: points.total ?? 0 },
    { key: "products", label: "Produtos ativos", value: prod.active, detail: `de ${prod.all.toLocaleString("pt-BR")} ${prod.all === 1 ? "cadastrado" : "cadastrados"}` },
    { key: "samples", label: "Amostras solicitadas", value: samples.all, detail: plural(samples.pending, "pendente", "pendentes") },
    { key: "redemptions", label: "Resgates", value: redemptions.all, detail: plural(redemptions.pending, "pendente", "pendentes") },
    { key: "posts", label: "Posts", value: posts.all, detail: plural(posts.published, "publicado", "publicados") },
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

/** Puts per-day counts into their weeks; days outside the range are ignored. */
export function bucketByWeek(starts: TZDate[], days: { day: string; n: number }[]): number[] {
  const keys = starts.map((d) => format(d, "yyyy-MM-dd"));
  const totals = keys.map(() => 0);
  const first = Date.parse(`${keys[0]}T00:00:00Z`);
  for (const { day, n } of days) {
    const index = Math.floor((Date.parse(`${day}T00:00:00Z`) - first) / (7 * 86_400_000));
    if (index >= 0 && index < totals.length) totals[index] += Number(n);
  }
  return totals;
}

async function perDay(table: typeof sampleRequests | typeof productReviews | typeof rewardRedemptions | typeof profiles, since: Date) {
  // The zone is a constant written into the SQL, so the grouped expression is the same text in select and group by.
  const day = sql<string>`to_char(${table.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  return db()
    .select({ day, n: count() })
    .from(table)
    .where(gte(table.createdAt, since))
    .groupBy(day);
}

export async function weeklySeries(now = new Date(), weeks = REPORT_WEEKS): Promise<WeekBucket[]> {
  const starts = weekStarts(now, weeks);
  const since = new Date(starts[0].getTime());
  const [samples, reviews, redemptions, users] = await Promise.all([
    perDay(sampleRequests, since),
    perDay(productReviews, since),
    perDay(rewardRedemptions, since),
    perDay(profiles, since),
  ]);
  const s = bucketByWeek(starts, samples);
  const r = bucketByWeek(starts, reviews);
  const d = bucketByWeek(starts, redemptions);
  const u = bucketByWeek(starts, users);
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
