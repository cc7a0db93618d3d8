/**
 * One customer as the back office sees it: the profile, the points history, the
 * sample requests, the reviews, the redemptions and the privacy requests, each newest first.
 */
import { desc, eq, or, sql } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { dataRemovalRequests, productReviews, products, profiles, rewardRedemptions, sampleRequests } from "~/db/schema";
import { sampleOrderNumber } from "~/i18n/samples";
import { ledgerHistory } from "~/models/loyalty.server";
import { reviewColumns } from "./reviews.server";
import { redemptionColumns } from "./rewards.server";
import { productNameOrMissing } from "./samples.server";
import { adminUserColumns } from "./users.server";

/** How many rows of each list the page shows (the newest); `more` says when there are others. */
export const CUSTOMER_LIST_LIMIT = 50;

interface Listed<T> {
  rows: T[];
  more: boolean;
}

function listed<T>(rows: T[], limit = CUSTOMER_LIST_LIMIT): Listed<T> {
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

export async function customerDetail(userId: string) {
  const [profile] = await db()
    .select({ ...adminUserColumns, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!profile) return null;
  const take = CUSTOMER_LIST_LIMIT + 1;
  const [ledger, samples, reviews, redemptions, privacy] = await Promise.all([
    ledgerHistory(userId, take),
    db()
      .select({
        id: sampleRequests.id,
        orderSeq: sampleRequests.orderSeq,
        status: sampleRequests.status,
        paymentStatus: sampleRequests.paymentStatus,
        shippingFeeCents: sampleRequests.shippingFeeCents,
        trackingCode: sampleRequests.trackingCode,
        // The newest request's phone shows beside the profile's (the one the customer gave last).
        phone: sampleRequests.phone,
        city: sampleRequests.city,
        state: sampleRequests.state,
        cancelledAt: sampleRequests.cancelledAt,
        cancelReason: sampleRequests.cancelReason,
        refundStatus: sampleRequests.refundStatus,
        erased: sql<boolean>`${sampleRequests.personalDataErasedAt} is not null`,
        productName: productNameOrMissing,
        createdAt: sampleRequests.createdAt,
      })
      .from(sampleRequests)
      .leftJoin(products, eq(products.id, sampleRequests.productId))
      .where(eq(sampleRequests.userId, userId))
      .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id))
      .limit(take),
    db()
      .select({
        ...reviewColumns,
        productName: productNameOrMissing,
        productSlug: products.slug,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .leftJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.userId, userId))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(take),
    db()
      .select({ ...redemptionColumns, updatedAt: rewardRedemptions.updatedAt })
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.userId, userId))
      .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
      .limit(take),
    // Requests sent while signed in, and those sent from the privacy page with the account's address.
    db()
      .select({
        id: dataRemovalRequests.id,
        protocol: dataRemovalRequests.protocol,
        status: dataRemovalRequests.status,
        reason: dataRemovalRequests.reason,
        handledAt: dataRemovalRequests.handledAt,
        createdAt: dataRemovalRequests.createdAt,
        awaitingConfirmation: sql<boolean>`(${dataRemovalRequests.status} = 'pending' and ${dataRemovalRequests.confirmedAt} is null)`,
      })
      .from(dataRemovalRequests)
      .where(or(eq(dataRemovalRequests.userId, userId), sql`lower(${dataRemovalRequests.email}) = ${profile.email.toLowerCase()}`))
      .orderBy(desc(dataRemovalRequests.createdAt))
      .limit(take),
  ]);
  return {
    profile,
    ledger: listed(ledger),
    samples: listed(samples.map(({ orderSeq, ...row }) => ({ ...row, orderNumber: sampleOrderNumber(orderSeq, row.createdAt) }))),
    reviews: listed(reviews),
    redemptions: listed(redemptions),
    privacy: listed(privacy),
  };
}

export type CustomerDetail = NonNullable<Awaited<ReturnType<typeof customerDetail>>>;
