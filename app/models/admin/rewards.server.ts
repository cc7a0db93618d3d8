/** The back-office side of rewards and redemptions. */
import { count, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, rewardRedemptions, rewards, type DeliveryAddress } from "~/db/schema";
import type { RedemptionStatus } from "~/db/schema/enums";
import { cancelRedemption, completeRedemption, LoyaltyError } from "~/models/loyalty.server";
import type { RewardInput } from "~/validation/admin/reward";
import { recordAudit } from "./audit.server";
import { AdminError, pageOf, PAGE_SIZE, type Page } from "./errors.server";
import { invalidate, Tags } from "~/lib/cache.server";

/** The table shows descriptions cut at 50 characters. */
export function truncate(text: string | null | undefined, max = 50): string {
  const value = (text ?? "").trim();
  return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value;
}

export async function listRewards() {
  return db().select().from(rewards).orderBy(desc(rewards.createdAt), desc(rewards.id));
}

export async function createReward(input: RewardInput, actorId: string) {
  const result = await db().transaction(async (tx) => {
    const [row] = await tx.insert(rewards).values(input).returning();
    await recordAudit(tx, { actorId, action: "reward.create", entity: "reward", entityId: row.id, after: row });
    return row;
  });
  invalidate(Tags.settings);
  return result;
}

export async function updateReward(id: string, input: RewardInput, actorId: string) {
  const result = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(rewards).where(eq(rewards.id, id)).for("update");
    if (!before) throw new AdminError("Prêmio não encontrado.");
    const [after] = await tx.update(rewards).set({ ...input, updatedAt: new Date() }).where(eq(rewards.id, id)).returning();
    await recordAudit(tx, { actorId, action: "reward.update", entity: "reward", entityId: id, before, after });
    return after;
  });
  invalidate(Tags.settings);
  return result;
}

/** Past redemptions keep the reward's name (reward_name) when the reward goes. */
export async function deleteReward(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    const [before] = await tx.delete(rewards).where(eq(rewards.id, id)).returning();
    if (!before) throw new AdminError("Prêmio não encontrado.");
    await recordAudit(tx, { actorId, action: "reward.delete", entity: "reward", entityId: id, before });
  });
  invalidate(Tags.settings);
}

export interface RedemptionRow {
  id: string;
  rewardName: string;
  status: RedemptionStatus;
  pointsSpent: number;
  createdAt: Date;
  userName: string | null;
  userEmail: string | null;
  /** Where a physical reward goes (erased with the customer's data). */
  deliveryAddress: DeliveryAddress | null;
}

export async function listRedemptions(page = 1, pageSize = PAGE_SIZE): Promise<Page<RedemptionRow>> {
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        id: rewardRedemptions.id,
        rewardName: rewardRedemptions.rewardName,
        status: rewardRedemptions.status,
        pointsSpent: rewardRedemptions.pointsSpent,
        createdAt: rewardRedemptions.createdAt,
        userName: profiles.fullName,
        userEmail: profiles.email,
        deliveryAddress: rewardRedemptions.deliveryAddress,
      })
      .from(rewardRedemptions)
      .leftJoin(profiles, eq(profiles.id, rewardRedemptions.userId))
      .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(rewardRedemptions),
  ]);
  return pageOf(rows, n, page, pageSize);
}

/** Only a pending redemption moves, to completed or cancelled; nothing leaves those. */
export function canMoveRedemption(from: RedemptionStatus, to: RedemptionStatus): boolean {
  return from === "pending" && (to === "completed" || to === "cancelled");
}

export async function moveRedemption(id: string, to: "completed" | "cancelled", actorId: string) {
  const [before] = await db().select().from(rewardRedemptions).where(eq(rewardRedemptions.id, id)).limit(1);
  if (!before) throw new AdminError("Resgate não encontrado.");
  if (!canMoveRedemption(before.status, to)) {
    throw new AdminError(to === "completed" ? "Só resgates pendentes podem ser concluídos." : "Só resgates pendentes podem ser cancelados.");
  }
  try {
    if (to === "completed") await completeRedemption(id);
    else await cancelRedemption(id, actorId);
  } catch (error) {
    if (error instanceof LoyaltyError) throw new AdminError(error.message);
    throw error;
  }
  await recordAudit(db(), {
    actorId,
    action: to === "completed" ? "redemption.complete" : "redemption.cancel",
    entity: "redemption",
    entityId: id,
    before: { rewardName: before.rewardName, status: before.status, pointsSpent: before.pointsSpent },
    after: { rewardName: before.rewardName, status: to, pointsSpent: before.pointsSpent },
  });
}
