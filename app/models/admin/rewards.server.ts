/** The back-office side of rewards and redemptions. */
import { count, eq, sql } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { profiles, rewardRedemptions, rewards, type DeliveryAddress } from "~/db/schema";
import { REDEMPTION_STATUSES, type RedemptionStatus } from "~/db/schema/enums";
import { formatPoints } from "~/i18n/format";
import { BRAND } from "~/lib/common/brand";
import { env } from "~/lib/server/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail, type MailMessage } from "~/lib/server/mail.server";
import { isAnonymousEmail } from "~/models/anonymisation.server";
import { cancelRedemptionIn, completeRedemptionIn, LoyaltyError } from "~/models/loyalty.server";
import type { RewardInput } from "~/validation/admin/reward";
import { recordAudit } from "./audit.server";
import { AdminError, pageOf, PAGE_SIZE, type Page } from "./errors.server";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { sortSpec, type SortState } from "~/lib/common/list-sort";
import { orderFor } from "./sorting.server";
import { deleteAudited, insertAudited, updateAudited } from "./row-writes.server";
import type { EditVersion } from "./edit-version.server";
import { foldSql } from "~/db/schema/sql-helpers";
import { greeting } from "~/lib/common/person-name";
import { correiosTrackingUrl } from "~/i18n/samples";

/** The table shows descriptions cut at 50 characters. */
export function truncate(text: string | null | undefined, max = 50): string {
  const value = (text ?? "").trim();
  return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value;
}

/** The orders of the rewards' table (?ordem=); newest first by default. */
export const REWARD_SORT = sortSpec(["nome", "pontos", "estoque", "criado"] as const, { key: "criado", dir: "desc" });
export type RewardSortKey = (typeof REWARD_SORT.keys)[number];

/** The orders of the redemptions' table (?ordem-resgates=); newest first by default. */
export const REDEMPTION_SORT = sortSpec(["data", "pontos", "premio"] as const, { key: "data", dir: "desc" });
export type RedemptionSortKey = (typeof REDEMPTION_SORT.keys)[number];

export async function listRewards(sort: SortState<RewardSortKey> = REWARD_SORT.fallback) {
  return db()
    .select()
    .from(rewards)
    .orderBy(
      ...orderFor(
        sort,
        // Unlimited stock (null) counts as the most.
        {
          nome: foldSql(sql`${rewards.name}`),
          pontos: rewards.pointsRequired,
          estoque: sql`coalesce(${rewards.stock}, 2147483647)`,
          criado: rewards.createdAt,
        },
        rewards.id,
      ),
    );
}

export async function createReward(input: RewardInput, actorId: string) {
  return db().transaction(async (tx) => {
    const row = await insertAudited(tx, rewards, input, { actorId, entity: "reward" });
    await invalidateOnCommit(tx, Tags.settings);
    return row;
  });
}

/** `version`: what the form was loaded with; a save based on an older one is refused. */
export async function updateReward(id: string, input: RewardInput, actorId: string, version?: EditVersion) {
  return db().transaction(async (tx) => {
    const row = await updateAudited(tx, rewards, { id, actorId, entity: "reward", version }, input, "Prêmio não encontrado.");
    await invalidateOnCommit(tx, Tags.settings);
    return row;
  });
}

/** Past redemptions keep the reward's name (reward_name) when the reward goes. */
export async function deleteReward(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    await deleteAudited(tx, rewards, { id, actorId, entity: "reward" }, "Prêmio não encontrado.");
    await invalidateOnCommit(tx, Tags.settings);
  });
}

export interface RedemptionRow {
  id: string;
  rewardName: string;
  status: RedemptionStatus;
  pointsSpent: number;
  createdAt: Date;
  userId: string;
  userName: string | null;
  userEmail: string | null;
  /** Where a physical reward goes (erased with the customer's data). */
  deliveryAddress: DeliveryAddress | null;
}

/** The status filter of the address (?status=), anything unknown read as "all". */
export function redemptionStatusFilter(value: string | null): RedemptionStatus | "all" {
  return (REDEMPTION_STATUSES as readonly string[]).includes(value ?? "") ? (value as RedemptionStatus) : "all";
}

/** A redemption as the back office lists it: the reward, its status, the points spent and when. */
export const redemptionColumns = {
  id: rewardRedemptions.id,
  rewardName: rewardRedemptions.rewardName,
  status: rewardRedemptions.status,
  pointsSpent: rewardRedemptions.pointsSpent,
  createdAt: rewardRedemptions.createdAt,
};

export async function listRedemptions(
  page = 1,
  pageSize = PAGE_SIZE,
  status: RedemptionStatus | "all" = "all",
  sort: SortState<RedemptionSortKey> = REDEMPTION_SORT.fallback,
): Promise<Page<RedemptionRow>> {
  const where = status === "all" ? undefined : eq(rewardRedemptions.status, status);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        ...redemptionColumns,
        userId: rewardRedemptions.userId,
        userName: profiles.fullName,
        userEmail: profiles.email,
        deliveryAddress: rewardRedemptions.deliveryAddress,
        trackingCode: rewardRedemptions.trackingCode,
      })
      .from(rewardRedemptions)
      .leftJoin(profiles, eq(profiles.id, rewardRedemptions.userId))
      .where(where)
      .orderBy(
        ...orderFor(
          sort,
          {
            data: rewardRedemptions.createdAt,
            pontos: rewardRedemptions.pointsSpent,
            premio: foldSql(sql`${rewardRedemptions.rewardName}`),
          },
          rewardRedemptions.id,
        ),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(rewardRedemptions).where(where),
  ]);
  return pageOf(rows, n, page, pageSize);
}

/**
 * A redemption's moves: a physical reward (one with a delivery address) is sent with its tracking code
 * ("shipped") before it is completed; any other is completed from pending. Only a pending one is
 * cancelled (its points and stock come back); nothing leaves completed or cancelled.
 */
export function canMoveRedemption(from: RedemptionStatus, to: RedemptionStatus, physical: boolean): boolean {
  return redemptionMoveRefusal(from, to, physical) === null;
}

/** Why a move is refused (the toast says it), or null when it is allowed. */
export function redemptionMoveRefusal(from: RedemptionStatus, to: RedemptionStatus, physical: boolean): string | null {
  switch (to) {
    case "shipped":
      if (!physical) return "Só prêmios físicos são enviados com código de rastreio.";
      return from === "pending" ? null : "Só resgates pendentes podem ser enviados.";
    case "completed":
      if (physical && from === "pending") return "Envie o prêmio antes de concluir: informe o código de rastreio em “Enviar”.";
      return from === (physical ? "shipped" : "pending") ? null : "Só resgates pendentes ou enviados podem ser concluídos.";
    case "cancelled":
      return from === "pending" ? null : "Só resgates pendentes podem ser cancelados.";
    default:
      return "Este status não pode ser escolhido.";
  }
}

/** The e-mail the customer receives when the store sends (with its code), completes (delivered) or cancels a redemption. */
export function redemptionMail(
  redemption: { rewardName: string; pointsSpent: number; trackingCode?: string | null },
  to: { fullName: string; email: string },
  outcome: "shipped" | "completed" | "cancelled",
  baseUrl: string,
): MailMessage {
  const link = `${baseUrl}/dashboard?aba=premios`;
  const points = formatPoints(redemption.pointsSpent);
  const code = redemption.trackingCode ?? "";
  // The sentence with the reward's name as given: escaped for the HTML part, as typed for the text part.
  const sentence = (reward: string, strong: (s: string) => string) =>
    outcome === "shipped"
      ? `Seu prêmio ${strong(reward)} foi enviado pelos Correios. Código de rastreio: ${strong(code)}.`
      : outcome === "completed"
        ? `Seu resgate de ${strong(reward)} foi concluído: confirmamos a entrega do seu prêmio. Aproveite!`
        : redemption.pointsSpent > 0
          ? `Seu resgate de ${strong(reward)} foi cancelado e os ${strong(points)} voltaram para o seu saldo. Se tiver dúvidas, responda este e-mail ou fale com a nossa Central de Ajuda.`
          : `Seu resgate de ${strong(reward)} foi cancelado. Se tiver dúvidas, responda este e-mail ou fale com a nossa Central de Ajuda.`;
  const line = sentence(escapeHtml(redemption.rewardName), (s) => `<strong>${s}</strong>`);
  const plain = sentence(redemption.rewardName, (s) => s);
  const tracking = outcome === "shipped" ? correiosTrackingUrl(code) : null;
  const title = { shipped: "Prêmio enviado", completed: "Resgate concluído", cancelled: "Resgate cancelado" }[outcome];
  const subject = {
    shipped: `Seu prêmio ${redemption.rewardName} foi enviado`,
    completed: `Seu resgate de ${redemption.rewardName} foi concluído`,
    cancelled: `Seu resgate de ${redemption.rewardName} foi cancelado`,
  }[outcome];
  return {
    to: to.email,
    subject: `${subject} – ${BRAND.name}`,
    html: mailLayout(
      title,
      `<p>${escapeHtml(greeting(to.fullName))}</p><p>${line}</p>${tracking ? mailButton(tracking, "Acompanhar nos Correios") : ""}${mailButton(link, "Ver meus prêmios e pontos")}`,
    ),
    text: [
      greeting(to.fullName),
      "",
      plain,
      ...(tracking ? ["", `Acompanhe nos Correios: ${tracking}`] : []),
      "",
      `Seus prêmios e pontos: ${link}`,
      "",
      `Equipe ${BRAND.name}`,
    ].join("\n"),
  };
}

/**
 * Sends (a physical reward, with its tracking code), completes or cancels a redemption along
 * `redemptionMoveRefusal`'s moves (cancelling returns its points and stock), records it and queues the
 * customer's e-mail, in one transaction: the mail exists if and only if the change does.
 */
export async function moveRedemption(
  id: string,
  to: "shipped" | "completed" | "cancelled",
  actorId: string,
  trackingCode: string | null = null,
) {
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(rewardRedemptions).where(eq(rewardRedemptions.id, id)).for("update");
    if (!row) throw new AdminError("Resgate não encontrado.");
    const refusal = redemptionMoveRefusal(row.status, to, row.deliveryAddress !== null);
    if (refusal) throw new AdminError(refusal);
    if (to === "shipped" && !trackingCode) throw new AdminError("Informe o código de rastreio.");
    try {
      if (to === "shipped") {
        await tx
          .update(rewardRedemptions)
          .set({ status: "shipped", trackingCode, shippedAt: new Date(), updatedAt: new Date() })
          .where(eq(rewardRedemptions.id, id));
      } else if (to === "completed") await completeRedemptionIn(tx, id);
      else await cancelRedemptionIn(tx, id, actorId);
    } catch (error) {
      if (error instanceof LoyaltyError) throw new AdminError(error.message);
      throw error;
    }
    const [person] = await tx
      .select({ fullName: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, row.userId));
    const action = ({ shipped: "redemption.ship", completed: "redemption.complete", cancelled: "redemption.cancel" } as const)[to];
    await recordAudit(tx, {
      actorId,
      action,
      entity: "redemption",
      entityId: id,
      before: { rewardName: row.rewardName, status: row.status, pointsSpent: row.pointsSpent, fullName: person?.fullName },
      after: {
        rewardName: row.rewardName,
        status: to,
        pointsSpent: row.pointsSpent,
        fullName: person?.fullName,
        ...(to === "shipped" ? { trackingCode } : {}),
      },
    });
    if (person && !isAnonymousEmail(person.email)) {
      await sendMail(
        redemptionMail({ ...row, trackingCode: to === "shipped" ? trackingCode : row.trackingCode }, person, to, env().baseUrl),
        {
          tx,
        },
      );
    }
    // The balance (a cancellation's refund) and the reward's stock (the points page shows it).
    if (to === "cancelled") await invalidateOnCommit(tx, Tags.user(row.userId), Tags.settings);
  });
}
