import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { rewardRedemptions, sampleRequests } from "./app";
import { cascadeRef, createdAt, ownerId, uuidId } from "./columns";

/**
 * The codes that coupon rewards give: one per redemption, random and unique,
 * spent once. A free-shipping coupon makes one sample request's fee zero; the request it went to is
 * kept here (models/coupons.server.ts).
 */
export const rewardCoupons = pgTable(
  "reward_coupons",
  {
    id: uuidId(),
    code: text("code").notNull(),
    userId: ownerId(),
    redemptionId: cascadeRef("redemption_id", () => rewardRedemptions.id),
    kind: text("kind").notNull().default("free_shipping"),
    usedAt: timestamp("used_at", { withTimezone: true }),
    sampleRequestId: uuid("sample_request_id").references(() => sampleRequests.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reward_coupons_code_idx").on(t.code),
    uniqueIndex("reward_coupons_redemption_idx").on(t.redemptionId),
    index("reward_coupons_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    check("reward_coupons_kind_check", sql`kind in ('free_shipping')`),
  ],
);
