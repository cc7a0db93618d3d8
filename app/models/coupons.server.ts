/**
 * Coupon rewards: redeeming a free-shipping reward gives a code, random and
 * unique (models/loyalty.server.ts redeemReward writes it in the redemption's transaction); the code
 * makes one sample request's fee zero, once. Spending it locks the coupon row, so two requests sent at
 * the same moment with the same code cannot both use it.
 */
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db, type Tx } from "~/lib/server/db/client.server";
import { rewardCoupons } from "~/db/schema";

/** No 0/O, 1/I: a code read aloud or copied by hand is not mistaken. 32 symbols, 10 of them: 50 random bits. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** FRETE-ABCDE-FGHJK (validation/sample.ts reads it back, in any case, with or without hyphens). */
export function newCouponCode(): string {
  const symbols = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join("");
  return `FRETE-${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

/** Writes the coupon of a redemption inside its transaction; returns the code. */
export async function createCoupon(tx: Tx, userId: string, redemptionId: string): Promise<string> {
  // A repeated code (one chance in 2^50 per pair) would break the unique index: draw again.
  for (let attempt = 0; ; attempt++) {
    const code = newCouponCode();
    const [row] = await tx
      .insert(rewardCoupons)
      .values({ code, userId, redemptionId, kind: "free_shipping" })
      .onConflictDoNothing({ target: rewardCoupons.code })
      .returning({ code: rewardCoupons.code });
    if (row) return row.code;
    if (attempt > 5) throw new Error("coupon: no free code");
  }
}

/** The user's unused free-shipping coupon with this code, locked until the caller's transaction ends; null when there is none. */
export async function lockUnusedCoupon(tx: Tx, userId: string, code: string): Promise<{ id: string } | null> {
  const [row] = await tx
    .select({ id: rewardCoupons.id })
    .from(rewardCoupons)
    .where(and(eq(rewardCoupons.code, code), eq(rewardCoupons.userId, userId), isNull(rewardCoupons.usedAt)))
    .for("update");
  return row ?? null;
}

export async function markCouponUsed(tx: Tx, couponId: string, sampleRequestId: string): Promise<void> {
  await tx.update(rewardCoupons).set({ usedAt: new Date(), sampleRequestId }).where(eq(rewardCoupons.id, couponId));
}

export interface CouponOffer {
  code: string;
}

/** The user's coupons still to use, oldest first (the sample dialog offers the first). */
export async function unusedCoupons(userId: string): Promise<CouponOffer[]> {
  return db()
    .select({ code: rewardCoupons.code })
    .from(rewardCoupons)
    .where(and(eq(rewardCoupons.userId, userId), isNull(rewardCoupons.usedAt)))
    .orderBy(rewardCoupons.createdAt, rewardCoupons.id);
}
