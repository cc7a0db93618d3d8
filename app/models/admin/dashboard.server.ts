/**
 * The panel's home: the "Hoje" inbox (what needs doing, each line with its count and a link to the list
 * filtered to it), the figures of the last 30 days against the 30 before, and the recent activity.
 */
import { desc, eq, gte, lt, and, sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { dataRemovalRequests, productReviews, products, profiles, rewardRedemptions, sampleRequests } from "~/db/schema";
import { formatNumber } from "~/i18n/format";
import { OVERDUE_VALUE, SAMPLE_FILTER_PARAMS, samplesHref } from "~/lib/common/sample-filters";
import { JOBS_SCHEMA } from "~/lib/server/jobs.server";
import { MAIL_QUEUE } from "~/lib/server/mail.server";
import type { RedemptionStatus, SampleStatus } from "~/db/schema/enums";
import { deliveryOverdueSql, productNameOrMissing } from "./samples.server";
import { LOW_SAMPLE_STOCK } from "~/models/sample-stock";

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
  /** What the last 30 days' figure counts ("Novos cadastros"). */
  title: string;
  /** The running total (users, active products, pending samples, redemptions). */
  value: number;
  /** New in the last 30 days and in the 30 before. */
  recent: number;
  previous: number;
  change: number | null;
  /** The comparison in words: "+3 em relação aos 30 dias anteriores". */
  compared: string;
  /** The total in words: "120 usuários no total". */
  total: string;
}

type Counted = typeof profiles | typeof products | typeof sampleRequests | typeof rewardRedemptions;

/** The figures' counts as scalar subqueries (merged into the dashboard's one statement). */
function statFields(now: Date) {
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
  return {
    users: total(profiles),
    usersW: windowed(profiles),
    activeProducts: total(products, active),
    productsW: windowed(products, active),
    pendingSamples: total(sampleRequests, eq(sampleRequests.status, "pending")),
    samplesW: windowed(sampleRequests),
    redemptions: total(rewardRedemptions),
    redemptionsW: windowed(rewardRedemptions),
  };
}

type StatRow = { [K in keyof ReturnType<typeof statFields>]: ReturnType<typeof statFields>[K]["_"]["type"] };

function statCards(row: StatRow): StatCard[] {
  const { users, usersW, activeProducts, productsW, pendingSamples, samplesW, redemptions, redemptionsW } = row;
  const card = (
    key: StatCard["key"],
    title: string,
    value: number,
    w: { recent: number; previous: number },
    total: (n: number) => string,
  ): StatCard => ({
    key,
    title,
    value,
    recent: w.recent,
    previous: w.previous,
    change: percentChange(w.recent, w.previous),
    compared: comparedText(w.recent, w.previous),
    total: total(value),
  });
  return [
    card("users", "Novos cadastros", users, usersW, (n) => `${plural(n, "usuário", "usuários")} no total`),
    card("samples", "Pedidos de amostra", pendingSamples, samplesW, (n) => `${plural(n, "pendente", "pendentes")} agora`),
    card("redemptions", "Prêmios resgatados", redemptions, redemptionsW, (n) => `${plural(n, "resgate", "resgates")} no total`),
    card("products", "Produtos adicionados", activeProducts, productsW, (n) => `${plural(n, "produto ativo", "produtos ativos")}`),
  ];
}

/**
 * The four figures' counts in one statement of scalar subqueries (one round trip instead of eight; each
 * subquery keeps its own plan): per table the total (created before `now`, optionally filtered) and
 * how many were created in the last 30 days and in the 30 days before.
 */
export async function dashboardStats(now = new Date()): Promise<StatCard[]> {
  const [row] = await db()
    .select(statFields(now))
    .from(sql`(select 1) as one`);
  return statCards(row);
}

// ── "Hoje": what needs doing ────────────────────────────────────────────────────────────────────

/** The days the LGPD (art. 19) gives to answer a holder's request. */
export const LGPD_ANSWER_DAYS = 15;

/** What the inbox counts, as one statement reads it. */
export interface InboxCounts {
  /** Requests waiting for their Pix (pending, fee awaiting), and when the oldest was made. */
  pixAwaiting: number;
  pixOldestAt: Date | null;
  /** Approved requests (paid or waived): ready to pack and ship. */
  readyToShip: number;
  /** Shipped requests past their region's delivery estimate. */
  overdue: number;
  /** Reviews waiting for moderation, and those of them by someone who received the product's sample. */
  reviews: number;
  reviewsWithSample: number;
  /** Confirmed data-removal requests not yet carried out, and when the oldest was made. */
  privacy: number;
  privacyOldestAt: Date | null;
  /** Reward redemptions waiting to be sent. */
  rewards: number;
  /** E-mails whose attempts were used up. */
  failedMail: number;
  /** Active products with LOW_SAMPLE_STOCK samples or fewer left, and those of them with none. */
  lowStock: number;
  soldOut: number;
}

const asDate = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : new Date(value));

/** The inbox's counts as scalar subqueries (each reads its range of an index). */
function inboxFields(now: Date) {
  const n = (query: SQL) => sql<number>`(${query})::int`.mapWith(Number);
  const at = (query: SQL) => sql<Date | null>`(${query})`.mapWith(asDate);
  const pix = sql`${sampleRequests.status} = 'pending' and ${sampleRequests.paymentStatus} = 'awaiting' and ${sampleRequests.personalDataErasedAt} is null`;
  const privacy = sql`${dataRemovalRequests.status} = 'pending' and ${dataRemovalRequests.confirmedAt} is not null`;
  const received = sql`exists (select 1 from ${sampleRequests} where ${sampleRequests.userId} = ${productReviews.userId} and ${sampleRequests.productId} = ${productReviews.productId} and ${sampleRequests.status} in ('delivered', 'completed'))`;
  return {
    pixAwaiting: n(sql`select count(*) from ${sampleRequests} where ${pix}`),
    pixOldestAt: at(sql`select min(${sampleRequests.createdAt}) from ${sampleRequests} where ${pix}`),
    readyToShip: n(sql`select count(*) from ${sampleRequests} where ${sampleRequests.status} = 'approved'`),
    overdue: n(sql`select count(*) from ${sampleRequests} where ${sampleRequests.status} = 'shipped' and ${deliveryOverdueSql(now)}`),
    reviews: n(sql`select count(*) from ${productReviews} where ${productReviews.approved} = false`),
    reviewsWithSample: n(sql`select count(*) from ${productReviews} where ${productReviews.approved} = false and ${received}`),
    privacy: n(sql`select count(*) from ${dataRemovalRequests} where ${privacy}`),
    privacyOldestAt: at(sql`select min(${dataRemovalRequests.createdAt}) from ${dataRemovalRequests} where ${privacy}`),
    rewards: n(sql`select count(*) from ${rewardRedemptions} where ${rewardRedemptions.status} = 'pending'`),
    failedMail: n(sql`select count(*) from ${sql.raw(`${JOBS_SCHEMA}.job`)} where name = ${MAIL_QUEUE} and state = 'failed'`),
    lowStock: n(
      sql`select count(*) from ${products} where ${products.status} = 'active' and ${products.sampleStock} <= ${LOW_SAMPLE_STOCK}`,
    ),
    soldOut: n(sql`select count(*) from ${products} where ${products.status} = 'active' and ${products.sampleStock} <= 0`),
  };
}

export type InboxKey = "privacy" | "pix" | "ship" | "overdue" | "reviews" | "rewards" | "mail" | "stock";

/** One line of "Hoje": what, how many, a detail that says how urgent, and the list filtered to it. */
export interface InboxItem {
  key: InboxKey;
  count: number;
  label: string;
  detail: string | null;
  href: string;
  /** Something is late (a deadline passed or near). */
  urgent: boolean;
}

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** "há 3 dias", "há 5 horas", "há menos de 1 hora": how long ago, in whole units. */
export function ageText(since: Date, now: Date): string {
  const hours = Math.floor((now.getTime() - since.getTime()) / 3_600_000);
  if (hours < 1) return "há menos de 1 hora";
  if (hours < 24) return `há ${plural(hours, "hora", "horas")}`;
  return `há ${plural(Math.floor(hours / 24), "dia", "dias")}`;
}

/** Whole days left of the LGPD's 15 for a request made at `since` (negative once they are past). */
export function lgpdDaysLeft(since: Date, now: Date): number {
  return LGPD_ANSWER_DAYS - Math.floor((now.getTime() - since.getTime()) / DAY);
}

function lgpdDetail(daysLeft: number): string {
  if (daysLeft < 0) return `o mais antigo passou ${plural(-daysLeft, "dia", "dias")} do prazo de ${LGPD_ANSWER_DAYS} dias`;
  if (daysLeft === 0) return `o prazo de ${LGPD_ANSWER_DAYS} dias do mais antigo termina hoje`;
  return `${daysLeft === 1 ? "resta 1 dia" : `restam ${daysLeft} dias`} dos ${LGPD_ANSWER_DAYS} do mais antigo`;
}

/** The lines with something to do, most pressing first; a line with nothing is left out. */
export function inboxItems(c: InboxCounts, now: Date): InboxItem[] {
  const daysLeft = c.privacyOldestAt ? lgpdDaysLeft(c.privacyOldestAt, now) : null;
  const items: InboxItem[] = [
    {
      key: "privacy",
      count: c.privacy,
      label: c.privacy === 1 ? "Pedido de remoção de dados (LGPD)" : "Pedidos de remoção de dados (LGPD)",
      detail: daysLeft === null ? null : lgpdDetail(daysLeft),
      href: "/admin-panel/privacidade",
      urgent: daysLeft !== null && daysLeft <= 3,
    },
    {
      key: "overdue",
      count: c.overdue,
      label: c.overdue === 1 ? "Entrega atrasada" : "Entregas atrasadas",
      detail: "enviadas e além do prazo da região",
      href: samplesHref({ [SAMPLE_FILTER_PARAMS.overdue]: OVERDUE_VALUE, ordem: "pedido" }),
      urgent: true,
    },
    {
      key: "ship",
      count: c.readyToShip,
      label: c.readyToShip === 1 ? "Amostra pronta para envio" : "Amostras prontas para envio",
      detail: "aprovadas, com o frete pago ou isento",
      href: samplesHref({ status: "approved", ordem: "pedido" }),
      urgent: false,
    },
    {
      key: "pix",
      count: c.pixAwaiting,
      label: c.pixAwaiting === 1 ? "Pedido aguardando o Pix do frete" : "Pedidos aguardando o Pix do frete",
      detail: c.pixOldestAt ? `o mais antigo pedido ${ageText(c.pixOldestAt, now)}` : null,
      href: samplesHref({ status: "pending", pagamento: "awaiting", ordem: "pedido" }),
      urgent: false,
    },
    {
      key: "reviews",
      count: c.reviews,
      label: c.reviews === 1 ? "Avaliação para moderar" : "Avaliações para moderar",
      detail: c.reviewsWithSample
        ? `${plural(c.reviewsWithSample, "de quem recebeu amostra", "de quem recebeu amostra")}, no topo da fila`
        : null,
      href: "/admin-panel/avaliacoes",
      urgent: false,
    },
    {
      key: "rewards",
      count: c.rewards,
      label: c.rewards === 1 ? "Prêmio para enviar" : "Prêmios para enviar",
      detail: "resgates pendentes",
      href: "/admin-panel/premios?status=pending#resgates",
      urgent: false,
    },
    {
      key: "stock",
      count: c.lowStock,
      label: c.lowStock === 1 ? "Produto com poucas amostras" : "Produtos com poucas amostras",
      detail: c.soldOut
        ? `${plural(c.soldOut, "esgotado", "esgotados")}: a loja não aceita pedidos ${c.soldOut === 1 ? "dele" : "deles"}`
        : `${LOW_SAMPLE_STOCK} amostras ou menos em estoque`,
      href: "/admin-panel/produtos?ordem=estoque",
      urgent: c.soldOut > 0,
    },
    {
      key: "mail",
      count: c.failedMail,
      label: c.failedMail === 1 ? "E-mail não entregue" : "E-mails não entregues",
      detail: "as tentativas acabaram: reenvie ou corrija o endereço",
      href: "/admin-panel/emails",
      urgent: false,
    },
  ];
  return items.filter((item) => item.count > 0);
}

/** A figure of the last 30 days against the 30 before, in words: "+3 em relação aos 30 dias anteriores". */
export function comparedText(recent: number, previous: number): string {
  const diff = recent - previous;
  if (diff === 0) return `igual aos ${WINDOW_DAYS} dias anteriores`;
  return `${diff > 0 ? "+" : "−"}${formatNumber(Math.abs(diff))} em relação aos ${WINDOW_DAYS} dias anteriores`;
}

export interface Dashboard {
  inbox: InboxItem[];
  stats: StatCard[];
}

/** "Hoje" and the figures, in one statement of scalar subqueries (the panel's home reads it on every visit). */
export async function dashboardOverview(now = new Date()): Promise<Dashboard> {
  const [row] = await db()
    .select({ ...statFields(now), ...inboxFields(now) })
    .from(sql`(select 1) as one`);
  return { inbox: inboxItems(row, now), stats: statCards(row) };
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
