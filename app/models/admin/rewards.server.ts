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

/** Only a pending redemption moves, to completed or cancelled; nothing leaves those. */
export function canMoveRedemption(from: RedemptionStatus, to: RedemptionStatus): boolean {
  return from === "pending" && (to === "completed" || to === "cancelled");
}

/** The e-mail the customer receives when the store completes (delivered) or cancels a redemption. */
export function redemptionMail(
  redemption: { rewardName: string; pointsSpent: number },
  to: { fullName: string; email: string },
  outcome: "completed" | "cancelled",
  baseUrl: string,
): MailMessage {
  const link = `${baseUrl}/dashboard?aba=premios`;
  const points = formatPoints(redemption.pointsSpent);
  // The sentence with the reward's name as given: escaped for the HTML part, as typed for the text part.
  const sentence = (reward: string, strong: (s: string) => string) =>
    outcome === "completed"
      ? `Seu resgate de ${strong(reward)} foi concluído: confirmamos a entrega do seu prêmio. Aproveite!`
      : redemption.pointsSpent > 0
        ? `Seu resgate de ${strong(reward)} foi cancelado e os ${strong(points)} voltaram para o seu saldo. Se tiver dúvidas, responda este e-mail ou fale com a nossa Central de Ajuda.`
        : `Seu resgate de ${strong(reward)} foi cancelado. Se tiver dúvidas, responda este e-mail ou fale com a nossa Central de Ajuda.`;
  const line = sentence(escapeHtml(redemption.rewardName), (s) => `<strong>${s}</strong>`);
  const plain = sentence(redemption.rewardName, (s) => s);
  const title = outcome === "completed" ? "Resgate concluído" : "Resgate cancelado";
  return {
    to: to.email,
    subject: `Seu resgate de ${redemption.rewardName} foi ${outcome === "completed" ? "concluído" : "cancelado"} – ${BRAND.name}`,
    html: mailLayout(title, `<p>${escapeHtml(greeting(to.fullName))}</p><p>${line}</p>${mailButton(link, "Ver meus prêmios e pontos")}`),
    text: [greeting(to.fullName), "", plain, "", `Seus prêmios e pontos: ${link}`, "", `Equipe ${BRAND.name}`].join("\n"),
  };
}

/**
 * Completes or cancels a pending redemption (cancelling returns its points and stock), records it and
 * queues the customer's e-mail, in one transaction: the mail exists if and only if the change does.
 */
export async function moveRedemption(id: string, to: "completed" | "cancelled", actorId: string) {
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(rewardRedemptions).where(eq(rewardRedemptions.id, id)).for("update");
    if (!row) throw new AdminError("Resgate não encontrado.");
    if (!canMoveRedemption(row.status, to)) {
      throw new AdminError(
        to === "completed" ? "Só resgates pendentes podem ser concluídos." : "Só resgates pendentes podem ser cancelados.",
      );
    }
    try {
      if (to === "completed") await completeRedemptionIn(tx, id);
      else await cancelRedemptionIn(tx, id, actorId);
    } catch (error) {
      if (error instanceof LoyaltyError) throw new AdminError(error.message);
      throw error;
    }
    const [person] = await tx
      .select({ fullName: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, row.userId));
    await recordAudit(tx, {
      actorId,
      action: to === "completed" ? "redemption.complete" : "redemption.cancel",
      entity: "redemption",
      entityId: id,
      before: { rewardName: row.rewardName, status: row.status, pointsSpent: row.pointsSpent, fullName: person?.fullName },
      after: { rewardName: row.rewardName, status: to, pointsSpent: row.pointsSpent, fullName: person?.fullName },
    });
    if (person && !isAnonymousEmail(person.email)) await sendMail(redemptionMail(row, person, to, env().baseUrl), { tx });
    // The balance (a cancellation's refund) and the reward's stock (the points page shows it).
    if (to === "cancelled") await invalidateOnCommit(tx, Tags.user(row.userId), Tags.settings);
  });
}
