/**
 * The signed-in customer's own data, as the customer area shows it: summary counts, sample requests,
 * and the complete export ("Baixar meus dados").
 */
import { and, count, desc, eq, ne, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  account, blogPostLikes, blogPosts, contactMessages, dataRemovalRequests, newsletterSubscriptions, pointsLedger,
  productReviews, products, profiles, rewardRedemptions, sampleRequests, session, user,
} from "~/db/schema";
import { sampleStatusLabel, redemptionStatusLabel } from "~/i18n/labels";
import { BRAND } from "~/lib/brand";

export interface AccountSummary {
  points: number;
  /** Redemptions that were not cancelled. */
  rewardsRedeemed: number;
  samplesRequested: number;
  reviewsWritten: number;
}

export async function accountSummary(userId: string): Promise<AccountSummary> {
  const [[profile], [redeemed], [samples], [reviews]] = await Promise.all([
    db().select({ points: profiles.points }).from(profiles).where(eq(profiles.id, userId)),
    db()
      .select({ n: count() })
      .from(rewardRedemptions)
      .where(and(eq(rewardRedemptions.userId, userId), ne(rewardRedemptions.status, "cancelled"))),
    db().select({ n: count() }).from(sampleRequests).where(eq(sampleRequests.userId, userId)),
    db().select({ n: count() }).from(productReviews).where(eq(productReviews.userId, userId)),
  ]);
  return {
    points: profile?.points ?? 0,
    rewardsRedeemed: redeemed?.n ?? 0,
    samplesRequested: samples?.n ?? 0,
    reviewsWritten: reviews?.n ?? 0,
  };
}

export interface MySample {
  id: string;
  /** null when the product was removed from the catalogue. */
  productName: string | null;
  productSlug: string | null;
  status: string;
  trackingCode: string | null;
  createdAt: Date;
}

/** The user's sample requests, newest first, with the product's name. */
export async function userSampleRequests(userId: string, limit?: number): Promise<MySample[]> {
  const query = db()
    .select({
      id: sampleRequests.id,
      productName: products.name,
      productSlug: products.slug,
      status: sampleRequests.status,
      trackingCode: sampleRequests.trackingCode,
      createdAt: sampleRequests.createdAt,
    })
    .from(sampleRequests)
    .leftJoin(products, eq(products.id, sampleRequests.productId))
    .where(eq(sampleRequests.userId, userId))
    .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id));
  // The newest `limit` (from the user's (user_id, created_at, id) index); the summary card counts them all.
  return limit === undefined ? query : query.limit(limit);
}

/**
 * Everything the site holds about the user (LGPD art. 18), for download as JSON.
 * Secrets are left out: password hashes and session tokens are not personal data the user can use.
 */
export async function exportUserData(userId: string) {
  const [authUser] = await db().select().from(user).where(eq(user.id, userId));
  if (!authUser) return null;
  const email = authUser.email.toLowerCase();
  const [
    [profile], accounts, sessions, samples, reviews, likes, ledger, redemptions, removalRequests, newsletter, messages,
  ] = await Promise.all([
    db().select().from(profiles).where(eq(profiles.id, userId)),
    db()
      .select({ provider: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
      .from(account)
      .where(eq(account.userId, userId)),
    db()
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(desc(session.createdAt)),
    db()
      .select({
        id: sampleRequests.id,
        product: products.name,
        status: sampleRequests.status,
        fullName: sampleRequests.fullName,
        email: sampleRequests.email,
        phone: sampleRequests.phone,
        address: sampleRequests.address,
        city: sampleRequests.city,
        state: sampleRequests.state,
        zipCode: sampleRequests.zipCode,
        notes: sampleRequests.notes,
        trackingCode: sampleRequests.trackingCode,
        createdAt: sampleRequests.createdAt,
        updatedAt: sampleRequests.updatedAt,
      })
      .from(sampleRequests)
      .leftJoin(products, eq(products.id, sampleRequests.productId))
      .where(eq(sampleRequests.userId, userId))
      .orderBy(desc(sampleRequests.createdAt)),
    db()
      .select({
        id: productReviews.id,
        product: products.name,
        rating: productReviews.rating,
        title: productReviews.title,
        content: productReviews.content,
        approved: productReviews.approved,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .leftJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.userId, userId))
      .orderBy(desc(productReviews.createdAt)),
    db()
      .select({ post: blogPosts.title, slug: blogPosts.slug, createdAt: blogPostLikes.createdAt })
      .from(blogPostLikes)
      .innerJoin(blogPosts, eq(blogPosts.id, blogPostLikes.postId))
      .where(eq(blogPostLikes.userId, userId))
      .orderBy(desc(blogPostLikes.createdAt)),
    db()
      .select({
        kind: pointsLedger.kind,
        amount: pointsLedger.amount,
        balanceAfter: pointsLedger.balanceAfter,
        reason: pointsLedger.reason,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)),
    db()
      .select({
        id: rewardRedemptions.id,
        reward: rewardRedemptions.rewardName,
        status: rewardRedemptions.status,
        pointsSpent: rewardRedemptions.pointsSpent,
        createdAt: rewardRedemptions.createdAt,
      })
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.userId, userId))
      .orderBy(desc(rewardRedemptions.createdAt)),
    db()
      .select({
        protocol: dataRemovalRequests.protocol,
        fullName: dataRemovalRequests.fullName,
        email: dataRemovalRequests.email,
        reason: dataRemovalRequests.reason,
        status: dataRemovalRequests.status,
        createdAt: dataRemovalRequests.createdAt,
        handledAt: dataRemovalRequests.handledAt,
      })
      .from(dataRemovalRequests)
      .where(or(eq(dataRemovalRequests.userId, userId), eq(dataRemovalRequests.email, email)))
      .orderBy(desc(dataRemovalRequests.createdAt)),
    db()
      .select({ email: newsletterSubscriptions.email, source: newsletterSubscriptions.source, createdAt: newsletterSubscriptions.createdAt })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email)),
    db()
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.email, email))
      .orderBy(desc(contactMessages.createdAt)),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    controller: { name: BRAND.legalName, cnpj: BRAND.cnpj, privacyEmail: BRAND.privacyEmail },
    account: {
      id: authUser.id,
      email: authUser.email,
      emailVerified: authUser.emailVerified,
      name: authUser.name,
      createdAt: authUser.createdAt,
      signInMethods: accounts,
      sessions,
    },
    profile: profile
      ? {
          fullName: profile.fullName,
          email: profile.email,
          phone: profile.phone,
          role: profile.role,
          status: profile.status,
          points: profile.points,
          avatarUrl: profile.avatarUrl,
          createdAt: profile.createdAt,
          updatedAt: profile.updatedAt,
        }
      : null,
    sampleRequests: samples.map((s) => ({ ...s, statusLabel: sampleStatusLabel(s.status) })),
    reviews,
    blogLikes: likes,
    pointsHistory: ledger,
    rewardRedemptions: redemptions.map((r) => ({ ...r, statusLabel: redemptionStatusLabel(r.status) })),
    dataRemovalRequests: removalRequests,
    newsletter,
    contactMessages: messages,
  };
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;
