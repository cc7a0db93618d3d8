/** The panel's home: four stat cards with their 30-day changes, and the recent activity. */
import { desc, eq, gte, lt, and, sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { products, profiles, rewardRedemptions, sampleRequests } from "~/db/schema";
import type { RedemptionStatus, SampleStatus } from "~/db/schema/enums";
import { productNameOrMissing } from "./samples.server";

const DAY = 86_400_000;
export const WINDOW_DAYS = 30;

/**
 * Change of `current` against `previous` in whole percent; null when there is nothing to compare
 * with (previous period empty), which the card shows as '—'.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export interface StatCard {
  key: "users" | "products" | "samples" | "redemptions";
  title: string;
  value: number;
  /** New in the last 30 days and in the 30 before. */
  recent: number;
  previous: number;
  change: number | null;
  hint: string;
}

type Counted = typeof profiles | typeof products | typeof sampleRequests | typeof rewardRedemptions;

/**
 * The four cards' counts in one statement of scalar subqueries (one round trip instead of eight; each
 * subquery keeps its own plan): per table the total (created before `now`, optionally filtered) and
 * how many were created in the last 30 days and in the 30 days before.
 */
export async function dashboardStats(now = new Date()): Promise<StatCard[]> {
  const start = new Date(now.getTime() - WINDOW_DAYS * DAY);
  const before = new Date(now.getTime() - 2 * WINDOW_DAYS * DAY);
  const total = (table: Counted, where?: SQL) =>
    sql<number>`(select count(*) from ${table} where ${where ? and(where, lt(table.createdAt, now)) : lt(table.createdAt, now)})::int`.mapWith(
      Number,
    );
  const windowed = (table: Counted, where?: SQL) => {
    const createdAt = table.createdAt;
    const range = where ? and(where, gte(createdAt, before)) : gte(createdAt, before);
    return sql<string>`(select concat_ws(' ', count(*) filter (where ${createdAt} >= ${start} and ${createdAt} < ${now}), count(*) filter (where ${createdAt} >= ${before} and ${createdAt} < ${start})) from ${table} where ${range})`.mapWith(
      (value: string) => {
        const [recent, previous] = value.split(" ").map(Number);
        return { recent: recent, previous: previous };
      },
    );
  };
  const active = eq(products.status, "active");
  const [row] = await db()
    .select({
      users: total(profiles),
      usersW: windowed(profiles),
      activeProducts: total(products, active),
      productsW: windowed(products, active),
      pendingSamples: total(sampleRequests, eq(sampleRequests.status, "pending")),
      samplesW: windowed(sampleRequests),
      redemptions: total(rewardRedemptions),
      redemptionsW: windowed(rewardRedemptions),
    })
    .from(sql`(select 1) as one`);
  const { users, usersW, activeProducts, productsW, pendingSamples, samplesW, redemptions, redemptionsW } = row;
  const card = (key: StatCard["key"], title: string, value: number, w: { recent: number; previous: number }, hint: string): StatCard => ({
    key,
    title,
    value,
    recent: w.recent,
    previous: w.previous,
    change: percentChange(w.recent, w.previous),
    hint,
  });
  return [
    card("users", "Usuários", users, usersW, "novos cadastros"),
    card("products", "Produtos ativos", activeProducts, productsW, "produtos adicionados"),
    card("samples", "Amostras pendentes", pendingSamples, samplesW, "solicitações recebidas"),
    card("redemptions", "Resgates", redemptions, redemptionsW, "prêmios resgatados"),
  ];
}

export type ActivityItem =
  | { kind: "sample"; id: string; createdAt: Date; who: string; what: string; status: SampleStatus }
  | { kind: "redemption"; id: string; createdAt: Date; who: string; what: string; status: RedemptionStatus };

export const ACTIVITY_LIMIT = 8;

/** Both lists merged newest first, at most eight items. */
export function mergeActivity(samples: ActivityItem[], redemptions: ActivityItem[], limit = ACTIVITY_LIMIT): ActivityItem[] {
  return [...samples, ...redemptions].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
}

/** The 5 newest sample requests and the 3 newest redemptions. */
export async function recentActivity(): Promise<ActivityItem[]> {
  const [samples, redemptions] = await Promise.all([
    db()
      .select({
        id: sampleRequests.id,
        createdAt: sampleRequests.createdAt,
        who: sampleRequests.fullName,
        what: productNameOrMissing,
        status: sampleRequests.status,
      })
      .from(sampleRequests)
      .leftJoin(products, eq(products.id, sampleRequests.productId))
      .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id))
      .limit(5),
    db()
      .select({
        id: rewardRedemptions.id,
        createdAt: rewardRedemptions.createdAt,
        who: sql<string>`coalesce(${profiles.fullName}, '')`,
        what: rewardRedemptions.rewardName,
        status: rewardRedemptions.status,
      })
      .from(rewardRedemptions)
      .leftJoin(profiles, eq(profiles.id, rewardRedemptions.userId))
      .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
      .limit(3),
  ]);
  return mergeActivity(
    samples.map((s) => ({ kind: "sample" as const, ...s })),
    redemptions.map((r) => ({ kind: "redemption" as const, ...r })),
  );
}
