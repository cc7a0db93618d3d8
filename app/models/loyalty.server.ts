/**
 * Points ledger, awards, adjustments and reward redemptions.
 * Every change to a balance is a points_ledger row written in the same transaction that updates
 * profiles.points, with the profile row locked, so the balance always equals the ledger's sum and
 * never goes below zero, whatever the concurrency (one process or several on one PostgreSQL).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "~/lib/server/db/client.server";
import { pointSettings, pointsLedger, profiles, rewardCoupons, rewardRedemptions, rewards, sampleRequests } from "~/db/schema";
import type { LedgerKind, PointAction, RewardKind } from "~/db/schema/enums";
import type { DeliveryAddress } from "~/db/schema/app";
import { BRAND } from "~/lib/common/brand";
import { env } from "~/lib/server/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail, type MailMessage } from "~/lib/server/mail.server";
import { addressLine, deliveryAddressSchema } from "~/validation/address";
import { fieldErrors } from "~/validation/common";
import { createCoupon } from "./coupons.server";
import { sampleOrderNumber } from "~/i18n/samples";
import { formatPoints } from "~/i18n/format";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { countingHits, type LimitHits } from "~/lib/server/rate-limit.server";
import { greeting } from "~/lib/common/person-name";

export class LoyaltyError extends Error {}

interface LedgerEntryInput {
  userId: string;
  kind: LedgerKind;
  amount: number;
  reason: string;
  reference?: string | null;
  createdBy?: string | null;
}

async function lockProfile(tx: Tx, userId: string) {
  const rows = await tx.execute<{ points: number }>(sql`select points from profiles where id = ${userId} for update`);
  const row = (rows as { rows: { points: number }[] }).rows[0];
  if (!row) throw new LoyaltyError("Usuário não encontrado");
  return row.points;
}

/** Writes one ledger entry and moves the balance, inside the caller's transaction. */
export async function applyLedgerEntry(tx: Tx, entry: LedgerEntryInput): Promise<{ balance: number; entryId: number } | null> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new LoyaltyError("Quantidade de pontos inválida");
  const current = await lockProfile(tx, entry.userId);
  const balance = current + entry.amount;
  if (balance < 0) throw new LoyaltyError("Pontos insuficientes");
  const inserted = await tx
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: balance,
      reason: entry.reason,
      reference: entry.reference ?? null,
      createdBy: entry.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (!inserted[0]) return null; // a once-only award that was already given
  await tx.update(profiles).set({ points: balance, updatedAt: new Date() }).where(eq(profiles.id, entry.userId));
  return { balance, entryId: inserted[0].id };
}

export const AWARD_REASONS: Record<PointAction, string> = {
  sample_request: "Solicitação de amostra",
  product_review: "Avaliação de produto",
  profile_complete: "Perfil completo",
};

export async function pointsForAction(action: string, tx: DbOrTx = db()): Promise<number> {
  const [row] = await tx.select({ points: pointSettings.points }).from(pointSettings).where(eq(pointSettings.action, action)).limit(1);
  return row?.points ?? 0;
}

/**
 * Awards the points of `action` (amount from point_settings) once per `reference`
 * (a product id for samples and reviews, "profile" for the complete profile).
 * Returns the points given: 0 when already awarded or when the action has no setting.
 * Pass `tx` to award inside a larger transaction; otherwise it is one statement (awardInOneStatement)
 * and failures are logged and count as 0.
 */
export async function awardPoints(
  userId: string,
  action: PointAction,
  reference: string,
  options: { tx?: Tx; detail?: string } = {},
): Promise<number> {
  const reason = options.detail ? `${AWARD_REASONS[action]}: ${options.detail}` : AWARD_REASONS[action];
  const run = async (tx: Tx) => {
    const points = await pointsForAction(action, tx);
    if (points < 1) return 0;
    const result = await applyLedgerEntry(tx, { userId, kind: action, amount: points, reason, reference });
    return result ? points : 0;
  };
  if (options.tx) return run(options.tx);
  try {
    return await awardInOneStatement(userId, action, reference, reason);
  } catch (error) {
    console.error(`[pontos] falha ao conceder ${action} a ${userId}:`, error);
    return 0;
  }
}

/**
 * The award as common table expressions: lock the profile row, read the action's amount, write the
 * once-only ledger entry with the new balance (award_entry) and move the balance (award_update), or
 * nothing when the entry already exists, the action gives no points or `only` (a condition) is false.
 */
function awardSteps(userId: string, action: PointAction, reference: string, reason: string, only?: SQL) {
  return sql`award_profile as (
      select id, points from profiles where id = ${userId}${only ? sql` and ${only}` : sql``} for update
    ), award_setting as (
      select points from point_settings where action = ${action} and points > 0
    ), award_entry as (
      insert into points_ledger (user_id, kind, amount, balance_after, reason, reference)
      select award_profile.id, ${action}, award_setting.points, award_profile.points + award_setting.points, ${reason}, ${reference}
      from award_profile, award_setting
      on conflict do nothing
      returning user_id, amount, balance_after
    ), award_update as (
      update profiles set points = award_entry.balance_after, updated_at = now()
      from award_entry where profiles.id = award_entry.user_id
      returning award_entry.amount, award_entry.balance_after
    )`;
}

/** The points an award statement gave (0: none); the user's balance changed when any. */
function awarded(row: { amount: number | null; balance_after: number | null } | undefined): number {
  if (!row || row.amount === null || row.balance_after === null) return 0;
  return Number(row.amount);
}

/**
 * awardPoints outside a caller's transaction, in ONE statement (awardSteps, instead of six), in a
 * transaction of its own only for the caches' notice (lib/cache.server.ts invalidateOnCommit). The
 * statement is atomic like applyLedgerEntry's transaction, and the lock comes first: on PostgreSQL a
 * concurrent award waits for it and then reads the balance the other committed (READ COMMITTED reads
 * a row locked FOR UPDATE again once it gets the lock), so balance_after always equals the balance.
 */
async function awardInOneStatement(userId: string, action: PointAction, reference: string, reason: string): Promise<number> {
  return db().transaction(async (tx) => {
    const result = await tx.execute(sql`with ${awardSteps(userId, action, reference, reason)}
    select amount, balance_after from award_update`);
    const points = awarded((result as { rows: { amount: number; balance_after: number }[] }).rows[0]);
    if (points) await invalidateOnCommit(tx, Tags.user(userId));
    return points;
  });
}

/**
 * Writes a row that earns points and awards them, in ONE statement (one commit): `insert` (an INSERT …
 * RETURNING id of a sample request or a review, the statement's common table expression award_subject)
 * and, only when it wrote its row, the award of `action` for `reference` (awardSteps, once per
 * reference). Both are written or neither: a failure loses nothing half-done, and the customer can
 * simply send again. With `limit` (lib/rate-limit.server.ts limitHits) the statement first counts the
 * hits (limit_hits), and `insert` must write only while `limit.allowed` holds: the limit is decided
 * and the row written in the same commit.
 *
 * Returns the new row's id (null when the insert wrote nothing: its ON CONFLICT DO NOTHING, or the
 * limit), the points given, and the seconds to wait when the limit refused (else null). The one
 * statement is kept because it makes the write atomic without a transaction's extra statements.
 * The customer's tag is invalidated when the row was written, in the statement's transaction: the
 * caller's with `tx` (a coupon spent with the request), else one of its own; the caller invalidates
 * anything else the new row changes.
 */
export async function insertWithAward(
  insert: SQL,
  userId: string,
  action: PointAction,
  reference: string,
  limit?: LimitHits,
  tx?: Tx,
  /** False: the row is written and earns nothing (a review too short for points, models/reviews.server.ts). */
  earns = true,
): Promise<{ id: string | null; points: number; wait: number | null }> {
  type Outcome = { id: string | null; amount: number | null; balance_after: number | null; wait?: number | null };
  const run = async (tx: Tx) => {
    const result =
      await tx.execute(sql`with ${limit ? sql`limit_hits as (${limit.upsert}), ` : sql``}award_subject as (${insert}), ${awardSteps(userId, action, reference, AWARD_REASONS[action], earns ? sql`exists (select 1 from award_subject)` : sql`false`)}
    select (select id from award_subject) as id, (select amount from award_update) as amount, (select balance_after from award_update) as balance_after${limit ? sql`, ${limit.wait} as wait` : sql``}`);
    const [row] = (result as { rows: Outcome[] }).rows;
    // The customer's balance and their own request or review (models/viewer.server.ts).
    if (row?.id) await invalidateOnCommit(tx, Tags.user(userId));
    return row;
  };
  const alone = () => db().transaction(run);
  // Inside a caller's transaction a failed statement ends it: the caller retries the whole transaction.
  const row = tx ? await run(tx) : limit ? await countingHits(alone) : await alone();
  return { id: row?.id ?? null, points: awarded(row), wait: row?.wait ?? null };
}

/** The actions whose award is taken back when the admin undoes their reason (a rejection). */
export type ReversibleAction = Extract<PointAction, "sample_request" | "product_review">;

export const REVERSAL_REASONS: Record<ReversibleAction, string> = {
  sample_request: "Solicitação de amostra rejeitada",
  product_review: "Avaliação rejeitada",
};

/**
 * "Avaliação rejeitada: Produto (30 pontos já usados)": what was undone, and what could not be taken back.
 * `label` names another undoing than the action's rejection ("Avaliação removida").
 */
export function reversalReason(
  action: ReversibleAction,
  detail: string | null,
  spent: number,
  label: string = REVERSAL_REASONS[action],
): string {
  const base = detail ? `${label}: ${detail}` : label;
  return spent > 0 ? `${base} (${formatPoints(spent)} já ${spent === 1 ? "usado" : "usados"})` : base;
}

export interface Reversal {
  /** Points taken from the balance. */
  taken: number;
  /** Points of the award already spent, which stay spent (the balance never goes below zero). */
  spent: number;
}

/**
 * Takes back the award of `action` for `reference` (a product id) inside the caller's transaction, the
 * one that undoes its reason. The ledger gets a `reversal` entry of min(award, balance), with the part
 * already spent written in its reason; when everything was spent the entry takes 0 points and still
 * marks the award as undone. Once per award (the once-only index holds reversals by the award's entry
 * id); the award's entry stays, so the same reference never earns again. Returns null when there was no
 * award or it was already reversed. The caller names Tags.user(userId) in the same transaction (invalidateOnCommit).
 */
export async function reverseAward(
  tx: Tx,
  userId: string,
  action: ReversibleAction,
  reference: string,
  options: { detail?: string | null; createdBy?: string | null; label?: string } = {},
): Promise<Reversal | null> {
  const [award] = await tx
    .select({ id: pointsLedger.id, amount: pointsLedger.amount })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, action), eq(pointsLedger.reference, reference)))
    .limit(1);
  if (!award || award.amount <= 0) return null;
  const current = await lockProfile(tx, userId);
  const taken = Math.min(award.amount, current);
  const spent = award.amount - taken;
  const inserted = await tx
    .insert(pointsLedger)
    .values({
      userId,
      kind: "reversal",
      amount: 0 - taken, // never -0
      balanceAfter: current - taken,
      reason: reversalReason(action, options.detail ?? null, spent, options.label),
      reference: String(award.id),
      createdBy: options.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (!inserted[0]) return null;
  if (taken > 0)
    await tx
      .update(profiles)
      .set({ points: current - taken, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
  return { taken, spent };
}

/** An administrator's manual adjustment, with its written reason. */
export async function adjustPoints(userId: string, amount: number, reason: string, adminId: string) {
  const trimmed = reason.trim();
  if (!trimmed) throw new LoyaltyError("Informe o motivo do ajuste.");
  return db().transaction(async (tx) => {
    const result = await applyLedgerEntry(tx, { userId, kind: "adjustment", amount, reason: trimmed, createdBy: adminId });
    await invalidateOnCommit(tx, Tags.user(userId));
    return result!.balance;
  });
}

export interface RedeemResult {
  success: boolean;
  message: string;
  redemptionId?: string;
  balance?: number;
  /** A coupon reward's code (also e-mailed and shown in Prêmios). */
  couponCode?: string;
  /** A physical reward without a valid delivery address: the fields' messages. */
  errors?: Record<string, string>;
}

export const ADDRESS_NEEDED = "Informe o endereço de entrega do prêmio.";

type LockedReward = { id: string; name: string; points_required: number; stock: number | null; active: boolean; kind: RewardKind };

/**
 * Redeems a reward: checks it is active, in stock and affordable, then takes the stock and the
 * points in one transaction (reward row locked first, then the profile), so it can neither
 * oversell nor overspend. A free-shipping reward gives its coupon code at once (the redemption is
 * completed); a physical one needs `address` (validation/address.ts), kept on the redemption. Both
 * e-mail the customer, queued in the same transaction.
 */
export async function redeemReward(userId: string, rewardId: string, options: { address?: unknown } = {}): Promise<RedeemResult> {
  try {
    const result = await db().transaction(async (tx): Promise<RedeemResult> => {
      const rows = await tx.execute<LockedReward>(
        sql`select id, name, points_required, stock, active, kind from rewards where id = ${rewardId} for update`,
      );
      const reward = (rows as { rows: LockedReward[] }).rows[0];
      if (!reward || !reward.active) return { success: false, message: "Esta recompensa não está disponível." };
      if (reward.stock !== null && reward.stock <= 0) return { success: false, message: "Esta recompensa está esgotada." };
      const balance = await lockProfile(tx, userId);
      if (balance < reward.points_required) return { success: false, message: "Você não tem pontos suficientes para esta recompensa." };
      let deliveryAddress: DeliveryAddress | null = null;
      if (reward.kind === "item") {
        const address = deliveryAddressSchema.safeParse(options.address ?? {});
        if (!address.success) return { success: false, message: ADDRESS_NEEDED, errors: fieldErrors(address.error) };
        deliveryAddress = address.data;
      }
      if (reward.stock !== null) {
        await tx
          .update(rewards)
          .set({ stock: sql`${rewards.stock} - 1`, updatedAt: new Date() })
          .where(eq(rewards.id, reward.id));
      }
      const coupon = reward.kind === "free_shipping";
      const [redemption] = await tx
        .insert(rewardRedemptions)
        .values({
          userId,
          rewardId: reward.id,
          rewardName: reward.name,
          pointsSpent: reward.points_required,
          deliveryAddress,
          // The code is the reward itself: delivered the moment it is written.
          status: coupon ? "completed" : "pending",
        })
        .returning({ id: rewardRedemptions.id });
      const entry = await applyLedgerEntry(tx, {
        userId,
        kind: "redemption",
        amount: -reward.points_required,
        reason: `Resgate: ${reward.name}`,
        reference: redemption.id,
      });
      const couponCode = coupon ? await createCoupon(tx, userId, redemption.id) : undefined;
      // The balance and the reward's stock (the points page shows it).
      await invalidateOnCommit(tx, Tags.user(userId), Tags.settings);
      if (coupon || deliveryAddress) {
        const [to] = await tx.select({ email: profiles.email, fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
        if (to)
          await sendMail(
            redemptionMail({ to, rewardName: reward.name, points: reward.points_required, couponCode, deliveryAddress }, env().baseUrl),
            { tx },
          );
      }
      return {
        success: true,
        message: `Recompensa "${reward.name}" resgatada com sucesso!`,
        redemptionId: redemption.id,
        balance: entry!.balance,
        couponCode,
      };
    });
    return result;
  } catch (error) {
    if (error instanceof LoyaltyError) return { success: false, message: error.message };
    throw error;
  }
}

/** "Seu prêmio: …": the coupon's code and how to use it, or where the item goes. */
export function redemptionMail(
  r: {
    to: { email: string; fullName: string };
    rewardName: string;
    points: number;
    couponCode?: string;
    deliveryAddress: DeliveryAddress | null;
  },
  baseUrl: string,
): MailMessage {
  const html = [
    `<p>${escapeHtml(greeting(r.to.fullName))}</p>`,
    `<p>Você trocou ${escapeHtml(formatPoints(r.points))} por <strong>${escapeHtml(r.rewardName)}</strong>.</p>`,
  ];
  const text = [greeting(r.to.fullName), "", `Você trocou ${formatPoints(r.points)} por ${r.rewardName}.`];
  if (r.couponCode) {
    html.push(
      `<p>Seu código de frete grátis:</p><p style="font-family:monospace;font-size:20px;font-weight:bold;letter-spacing:1px;background:#f7f3ea;padding:12px;border-radius:8px;text-align:center">${escapeHtml(r.couponCode)}</p>`,
      `<p>Na sua próxima solicitação de amostra, informe o código no campo “Cupom de frete grátis”: o frete sai por R$ 0,00. O cupom vale para uma solicitação.</p>`,
    );
    text.push(
      "",
      `Seu código de frete grátis: ${r.couponCode}`,
      "Na sua próxima solicitação de amostra, informe o código no campo “Cupom de frete grátis”: o frete sai por R$ 0,00. O cupom vale para uma solicitação.",
    );
  }
  if (r.deliveryAddress) {
    const a = r.deliveryAddress;
    const line = `${addressLine(a)}, ${a.city} – ${a.state}, CEP ${a.zipCode}`;
    html.push(`<p>Vamos enviar o seu prêmio para:<br><strong>${escapeHtml(a.fullName)}</strong><br>${escapeHtml(line)}</p>`);
    text.push("", "Vamos enviar o seu prêmio para:", a.fullName, line);
  }
  const link = `${baseUrl}/dashboard?aba=premios`;
  html.push(mailButton(link, "Ver meus prêmios"));
  text.push("", `Seus prêmios: ${link}`, "", `Equipe ${BRAND.name}`);
  return {
    to: r.to.email,
    subject: r.couponCode ? `Seu cupom de frete grátis: ${r.couponCode} – ${BRAND.name}` : `Seu prêmio: ${r.rewardName} – ${BRAND.name}`,
    html: mailLayout("Seu prêmio", html.join("")),
    text: text.join("\n"),
  };
}

/**
 * Cancels a pending redemption inside the caller's transaction: its points and its stock come back.
 * Returns the redemption as it was. The caller names Tags.user(userId) and Tags.settings in the same
 * transaction (invalidateOnCommit).
 */
export async function cancelRedemptionIn(tx: Tx, redemptionId: string, adminId: string | null) {
  const [redemption] = await tx.select().from(rewardRedemptions).where(eq(rewardRedemptions.id, redemptionId)).for("update");
  if (!redemption) throw new LoyaltyError("Resgate não encontrado.");
  if (redemption.status !== "pending") throw new LoyaltyError("Só resgates pendentes podem ser cancelados.");
  await tx.update(rewardRedemptions).set({ status: "cancelled", updatedAt: new Date() }).where(eq(rewardRedemptions.id, redemptionId));
  if (redemption.rewardId) {
    await tx
      .update(rewards)
      .set({ stock: sql`case when ${rewards.stock} is null then null else ${rewards.stock} + 1 end`, updatedAt: new Date() })
      .where(eq(rewards.id, redemption.rewardId));
  }
  if (redemption.pointsSpent > 0) {
    await applyLedgerEntry(tx, {
      userId: redemption.userId,
      kind: "refund",
      amount: redemption.pointsSpent,
      reason: `Resgate cancelado: ${redemption.rewardName}`,
      reference: redemption.id,
      createdBy: adminId,
    });
  }
  return redemption;
}

/** Cancels a pending redemption: its points and its stock come back. */
export async function cancelRedemption(redemptionId: string, adminId: string | null) {
  await db().transaction(async (tx) => {
    const { userId } = await cancelRedemptionIn(tx, redemptionId, adminId);
    await invalidateOnCommit(tx, Tags.user(userId), Tags.settings);
  });
}

/** Marks a pending (or, for a physical reward, shipped) redemption as delivered, inside the caller's transaction. */
export async function completeRedemptionIn(tx: DbOrTx, redemptionId: string) {
  const updated = await tx
    .update(rewardRedemptions)
    .set({ status: "completed", updatedAt: new Date() })
    .where(and(eq(rewardRedemptions.id, redemptionId), inArray(rewardRedemptions.status, ["pending", "shipped"])))
    .returning();
  if (!updated[0]) throw new LoyaltyError("Só resgates pendentes ou enviados podem ser concluídos.");
  return updated[0];
}

/** Marks a pending redemption as delivered to the customer. */
export async function completeRedemption(redemptionId: string) {
  await completeRedemptionIn(db(), redemptionId);
}

/** A line of the points history: what moved the balance, by how much, the balance after, and when. */
export const ledgerColumns = {
  kind: pointsLedger.kind,
  amount: pointsLedger.amount,
  balanceAfter: pointsLedger.balanceAfter,
  reason: pointsLedger.reason,
  createdAt: pointsLedger.createdAt,
};

/** The user's points history, newest first. */
export async function ledgerHistory(userId: string, limit = 50, offset = 0) {
  return db()
    .select({ id: pointsLedger.id, ...ledgerColumns })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(limit)
    .offset(offset);
}

/** Whether `action` was already awarded for `reference` (e.g. the complete profile). */
export async function hasAward(userId: string, action: PointAction, reference: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, action), eq(pointsLedger.reference, reference)))
    .limit(1);
  return Boolean(row);
}

/** The point settings, the smallest award first (the public points page). */
export async function listPointSettings() {
  return db()
    .select({ action: pointSettings.action, points: pointSettings.points, description: pointSettings.description })
    .from(pointSettings)
    .orderBy(asc(pointSettings.points), asc(pointSettings.action));
}

export interface RewardCard {
  id: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  pointsRequired: number;
  /** null means unlimited. */
  stock: number | null;
  kind: RewardKind;
}

/** Active rewards, cheapest first. */
export async function listActiveRewards(): Promise<RewardCard[]> {
  return db()
    .select({
      id: rewards.id,
      name: rewards.name,
      description: rewards.description,
      imageUrl: rewards.imageUrl,
      pointsRequired: rewards.pointsRequired,
      stock: rewards.stock,
      kind: rewards.kind,
    })
    .from(rewards)
    .where(eq(rewards.active, true))
    .orderBy(asc(rewards.pointsRequired), asc(rewards.name));
}

/** Why a reward cannot be redeemed right now, as the button says it; null when it can. */
export function redeemBlocker(
  reward: Pick<RewardCard, "pointsRequired" | "stock">,
  balance: number,
): "Esgotado" | "Pontos Insuficientes" | null {
  if (reward.stock !== null && reward.stock <= 0) return "Esgotado";
  if (balance < reward.pointsRequired) return "Pontos Insuficientes";
  return null;
}

/** The user's redemptions, newest first, with the reward's image when it still exists, its coupon and delivery address. */
export async function userRedemptions(userId: string) {
  const rows = await db()
    .select({
      id: rewardRedemptions.id,
      rewardName: rewardRedemptions.rewardName,
      imageUrl: rewards.imageUrl,
      status: rewardRedemptions.status,
      pointsSpent: rewardRedemptions.pointsSpent,
      deliveryAddress: rewardRedemptions.deliveryAddress,
      trackingCode: rewardRedemptions.trackingCode,
      couponCode: rewardCoupons.code,
      couponUsedAt: rewardCoupons.usedAt,
      usedOnSeq: sampleRequests.orderSeq,
      usedOnAt: sampleRequests.createdAt,
      createdAt: rewardRedemptions.createdAt,
    })
    .from(rewardRedemptions)
    .leftJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .leftJoin(rewardCoupons, eq(rewardCoupons.redemptionId, rewardRedemptions.id))
    .leftJoin(sampleRequests, eq(sampleRequests.id, rewardCoupons.sampleRequestId))
    .where(eq(rewardRedemptions.userId, userId))
    .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id));
  return rows.map(({ deliveryAddress: a, couponCode, couponUsedAt, usedOnSeq, usedOnAt, ...row }) => ({
    ...row,
    coupon: couponCode
      ? { code: couponCode, usedAt: couponUsedAt, usedOn: usedOnSeq !== null && usedOnAt ? sampleOrderNumber(usedOnSeq, usedOnAt) : null }
      : null,
    deliveryLine: a ? `${addressLine(a)}, ${a.city} – ${a.state}, CEP ${a.zipCode}` : null,
  }));
}
