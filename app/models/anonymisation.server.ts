/**
 * Anonymisation (LGPD art. 18, IV and VI): what "delete my account" and "carry out a removal request"
 * both do, inside the caller's transaction. Identity, contact and delivery data are erased; what the
 * store needs for its statistics and accounts stays without identity (sample requests' product, status
 * and dates; the points ledger; redemptions); reviews stay under a neutral author name unless the
 * person asked for their deletion. The user row itself stays (the ledger and the kept reviews point at
 * it) under an address that can never receive mail, so the real address can sign up again.
 */
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Tx } from "~/lib/server/db/client.server";
import {
  account,
  blogPostLikes,
  contactMessages,
  dataRemovalRequests,
  favorites,
  newsletterSubscriptions,
  productReviews,
  profiles,
  rateLimit,
  rewardRedemptions,
  sampleRequests,
  session,
  user,
  verification,
} from "~/db/schema";
import { NEUTRAL_NAME } from "~/i18n/privacy";
import { cancelSamplesOfDeletedAccount } from "./samples.server";

/** What an anonymisation erased, by kind (stored on the request and in the audit log; never the data itself). */
export interface Removed {
  account: boolean;
  sessions: number;
  likes: number;
  /** Favourite products kept in the account. */
  favorites: number;
  sampleRequests: number;
  reviewsKept: number;
  reviewsDeleted: number;
  contactMessages: number;
  newsletter: number;
  privacyRequests: number;
}

export const NO_REMOVAL: Removed = {
  account: false,
  sessions: 0,
  likes: 0,
  favorites: 0,
  sampleRequests: 0,
  reviewsKept: 0,
  reviewsDeleted: 0,
  contactMessages: 0,
  newsletter: 0,
  privacyRequests: 0,
};

/** The address an anonymised account keeps: unique, and `.invalid` can never receive mail (RFC 2606). */
export function anonymousEmail(userId: string): string {
  return `removido-${userId}@anonimo.invalid`;
}

export function isAnonymousEmail(email: string): boolean {
  return email.endsWith("@anonimo.invalid");
}

export interface ErasureOptions {
  /** The account to anonymise, if there is one. */
  userId: string | null;
  /** The address whose traces go (lower case). */
  email: string;
  /** Delete the reviews instead of keeping them under the neutral name. */
  deleteReviews: boolean;
  /** A removal request being carried out keeps its e-mail and protocol: it is the record that it was done. */
  keepRequestId?: string;
  now: Date;
}

/** Erases everything personal tied to the account and the address; returns the counts. Call inside a transaction. */
export async function eraseIdentity(tx: Tx, options: ErasureOptions): Promise<Removed> {
  const { userId, now } = options;
  const email = options.email.trim().toLowerCase();
  const removed: Removed = { ...NO_REMOVAL };

  if (userId) {
    const anon = anonymousEmail(userId);
    const [changed] = await tx
      .update(user)
      .set({ name: NEUTRAL_NAME, email: anon, emailVerified: false, image: null, updatedAt: now })
      .where(eq(user.id, userId))
      .returning({ id: user.id });
    removed.account = Boolean(changed);
    await tx
      .update(profiles)
      .set({ fullName: NEUTRAL_NAME, email: anon, phone: null, avatarUrl: null, status: "inactive", role: "user", updatedAt: now })
      .where(eq(profiles.id, userId));
    // No password, no session, no pending link: nobody can sign in to it again.
    await tx.delete(account).where(eq(account.userId, userId));
    removed.sessions = (await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id })).length;
    await tx.delete(verification).where(or(eq(verification.value, userId), sql`position(${email} in ${verification.identifier}) > 0`));
    // A physical reward's delivery address; the redemption itself stays (points and stock accounts).
    await tx.update(rewardRedemptions).set({ deliveryAddress: null }).where(eq(rewardRedemptions.userId, userId));
    removed.likes = (await tx.delete(blogPostLikes).where(eq(blogPostLikes.userId, userId)).returning({ id: blogPostLikes.id })).length;
    removed.favorites = (
      await tx.delete(favorites).where(eq(favorites.userId, userId)).returning({ productId: favorites.productId })
    ).length;
    if (options.deleteReviews) {
      removed.reviewsDeleted = (
        await tx.delete(productReviews).where(eq(productReviews.userId, userId)).returning({ id: productReviews.id })
      ).length;
    } else {
      // The author's name and avatar come from the (now neutral) profile.
      removed.reviewsKept = (
        await tx.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.userId, userId))
      ).length;
    }
  }

  // Requests not yet shipped end with the account (a paid fee is flagged for the support team's refund).
  if (userId) await cancelSamplesOfDeletedAccount(tx, userId, now);
  const ownSamples = userId
    ? or(eq(sampleRequests.userId, userId), sql`lower(${sampleRequests.email}) = ${email}`)
    : sql`lower(${sampleRequests.email}) = ${email}`;
  removed.sampleRequests = (
    await tx
      .update(sampleRequests)
      .set(ERASED_SAMPLE(now))
      .where(and(ownSamples, isNull(sampleRequests.personalDataErasedAt)))
      .returning({ id: sampleRequests.id })
  ).length;

  removed.contactMessages = (
    await tx
      .delete(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`)
      .returning({ id: contactMessages.id })
  ).length;
  removed.newsletter = (
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).returning({ id: newsletterSubscriptions.id })
  ).length;

  const requests = userId
    ? or(eq(dataRemovalRequests.userId, userId), sql`lower(${dataRemovalRequests.email}) = ${email}`)
    : sql`lower(${dataRemovalRequests.email}) = ${email}`;
  removed.privacyRequests = (
    await tx
      .update(dataRemovalRequests)
      .set({ email: userId ? anonymousEmail(userId) : "removido@anonimo.invalid", fullName: NEUTRAL_NAME, reason: null })
      .where(options.keepRequestId ? and(requests, ne(dataRemovalRequests.id, options.keepRequestId)) : requests)
      .returning({ id: dataRemovalRequests.id })
  ).length;

  // Rate-limit rows keyed by the address (sign-in counters, the addresses it signed in from).
  // Keys are `app:<limit>:<e-mail>` or `app:<limit>:<e-mail>|<ip>` (lib/rate-limit.server.ts).
  await tx
    .delete(rateLimit)
    .where(and(sql`${rateLimit.key} like 'app:%'`, sql`split_part(split_part(${rateLimit.key}, ':', 3), '|', 1) = ${email}`));
  return removed;
}

/** The columns a sample request keeps: product, status, state and dates; the rest is erased. */
export function ERASED_SAMPLE(now: Date) {
  return {
    fullName: NEUTRAL_NAME,
    email: "",
    phone: null,
    address: "",
    street: null,
    addressNumber: null,
    complement: null,
    district: null,
    city: "",
    zipCode: "",
    cpf: null,
    notes: null,
    trackingCode: null,
    personalDataErasedAt: now,
  } as const;
}

/** What the site holds for an address (the admin's view of a removal request). */
export interface Holdings {
  account: { id: string; fullName: string; status: string } | null;
  sampleRequests: number;
  reviews: number;
  contactMessages: number;
  newsletter: "confirmed" | "pending" | null;
  privacyRequests: number;
}

export async function holdingsFor(
  tx: Tx | import("~/lib/server/db/client.server").Db,
  email: string,
  userId: string | null,
): Promise<Holdings> {
  const address = email.trim().toLowerCase();
  const [byEmail] = await tx
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${address}`)
    .limit(1);
  const id = byEmail?.id ?? userId;
  const [profile] = id
    ? await tx
        .select({ id: profiles.id, fullName: profiles.fullName, status: profiles.status, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, id))
    : [];
  const live = profile && !isAnonymousEmail(profile.email) ? profile : undefined;
  const ids = live ? [live.id] : [];
  const samples = ids.length
    ? or(inArray(sampleRequests.userId, ids), sql`lower(${sampleRequests.email}) = ${address}`)
    : sql`lower(${sampleRequests.email}) = ${address}`;
  const [[s], [r], [c], [n], [p]] = await Promise.all([
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sampleRequests)
      .where(and(samples, isNull(sampleRequests.personalDataErasedAt))),
    ids.length
      ? tx
          .select({ n: sql<number>`count(*)::int` })
          .from(productReviews)
          .where(inArray(productReviews.userId, ids))
      : Promise.resolve([{ n: 0 }]),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${address}`),
    tx
      .select({ confirmedAt: newsletterSubscriptions.confirmedAt })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, address)),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(dataRemovalRequests)
      .where(sql`lower(${dataRemovalRequests.email}) = ${address}`),
  ]);
  return {
    account: live ? { id: live.id, fullName: live.fullName, status: live.status } : null,
    sampleRequests: s?.n ?? 0,
    reviews: r?.n ?? 0,
    contactMessages: c?.n ?? 0,
    newsletter: n ? (n.confirmedAt ? "confirmed" : "pending") : null,
    privacyRequests: p?.n ?? 0,
  };
}

/**
 * holdingsFor for many requests in one statement (the panel's list: one query however many rows).
 * The same rules: the account is the one with the address, else the request's own; an anonymised
 * account holds nothing.
 */
export async function holdingsForMany(
  tx: Tx | import("~/lib/server/db/client.server").Db,
  requests: { email: string; userId: string | null }[],
): Promise<Holdings[]> {
  if (!requests.length) return [];
  const wanted = sql.join(
    requests.map((r, i) => sql`(${i}::int, ${r.email.trim().toLowerCase()}::text, ${r.userId}::text)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with req(n, address, user_id) as (values ${wanted}),
    acc as (
      select req.n, req.address, p.id, p.full_name, p.status
        from req
        left join ${profiles} p on p.id = coalesce((select u.id from ${user} u where lower(u.email) = req.address limit 1), req.user_id)
                                and p.email not like '%@anonimo.invalid'
    )
    select acc.n, acc.id, acc.full_name, acc.status,
      (select count(*)::int from ${sampleRequests} sr
        where (sr.user_id = acc.id or lower(sr.email) = acc.address) and sr.personal_data_erased_at is null) as samples,
      (select count(*)::int from ${productReviews} pr where pr.user_id = acc.id) as reviews,
      (select count(*)::int from ${contactMessages} cm where lower(cm.email) = acc.address) as contacts,
      (select case when ns.confirmed_at is null then 'pending' else 'confirmed' end
         from ${newsletterSubscriptions} ns where ns.email = acc.address) as newsletter,
      (select count(*)::int from ${dataRemovalRequests} d where lower(d.email) = acc.address) as privacy
    from acc order by acc.n`);
  type Row = {
    n: number;
    id: string | null;
    full_name: string | null;
    status: string | null;
    samples: number;
    reviews: number;
    contacts: number;
    newsletter: "confirmed" | "pending" | null;
    privacy: number;
  };
  return (result as { rows: Row[] }).rows.map((r) => ({
    account: r.id ? { id: r.id, fullName: r.full_name!, status: r.status! } : null,
    sampleRequests: Number(r.samples),
    reviews: Number(r.reviews),
    contactMessages: Number(r.contacts),
    newsletter: r.newsletter ?? null,
    privacyRequests: Number(r.privacy),
  }));
}
