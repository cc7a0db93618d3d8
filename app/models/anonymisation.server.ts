/**
 * Anonymisation (LGPD art. 18, IV and VI): what "delete my account" and "carry out a removal request"
 * both do, inside the caller's transaction. Identity, contact and delivery data are erased; what the
 * store needs for its statistics and accounts stays without identity (sample requests' product, status
 * and dates; the points ledger; redemptions); reviews stay under a neutral author name unless the
 * person asked for their deletion. The user row itself stays (the ledger and the kept reviews point at
 * it) under an address that can never receive mail, so the real address can sign up again.
 */
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Tx } from "~/lib/server/db/client.server";
import {
  account,
  blogPostLikes,
  contactMessages,
  dataRemovalRequests,
  favorites,
  newsletterSubscriptions,
  productReviews,
  products,
  profiles,
  rateLimit,
  rewardRedemptions,
  sampleRequests,
  session,
  user,
  verification,
} from "~/db/schema";
import { OPEN_SAMPLE_STATUSES } from "~/db/schema/enums";
import { ANONYMISED_POINTS_REASON, NEUTRAL_NAME } from "~/i18n/privacy";
import { sampleOrderNumber } from "~/i18n/samples";
import { withoutName } from "~/lib/common/person-name";
import { applyLedgerEntry } from "./loyalty.server";
import { erasureFate, type ErasureSampleView } from "./sample-erasure";
import { closeSamplesOfErasedIdentity } from "./samples.server";

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
  /** Open requests cancelled (of them, `refundsDue` paid: now "Frete a devolver"); absent on removals before issue 37. */
  samplesCancelled?: number;
  refundsDue?: number;
  /** The balance taken out of circulation by the ledger row ANONYMISED_POINTS_REASON. */
  pointsRemoved?: number;
  /** Store replies to the kept reviews that greeted the person by name, now without it. */
  repliesWithoutName?: number;
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
  samplesCancelled: 0,
  refundsDue: 0,
  pointsRemoved: 0,
  repliesWithoutName: 0,
};

/** The address an anonymised account keeps: unique, and `.invalid` can never receive mail (RFC 2606). */
export const ANONYMOUS_DOMAIN = "@anonimo.invalid";

export function anonymousEmail(userId: string): string {
  return `removido-${userId}${ANONYMOUS_DOMAIN}`;
}

export function isAnonymousEmail(email: string): boolean {
  return email.endsWith(ANONYMOUS_DOMAIN);
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
    // The name as the store knew it, for the replies that greet by it (read before it is erased).
    const [known] = await tx
      .select({ fullName: profiles.fullName, name: user.name })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, userId));
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
      const kept = await tx
        .select({ id: productReviews.id, reply: productReviews.reply })
        .from(productReviews)
        .where(eq(productReviews.userId, userId));
      removed.reviewsKept = kept.length;
      // A published reply that greets by name ("Obrigado, Carlos!") loses the name with the account.
      const names = [...new Set([known?.fullName, known?.name].filter((n): n is string => Boolean(n?.trim())))];
      for (const review of kept) {
        if (!review.reply) continue;
        const reply = names.reduce((text, name) => withoutName(text, name), review.reply);
        if (reply === review.reply) continue;
        await tx
          .update(productReviews)
          .set({ reply: reply || null })
          .where(eq(productReviews.id, review.id));
        removed.repliesWithoutName = (removed.repliesWithoutName ?? 0) + 1;
      }
    }
  }

  // Each open request meets its fate (models/sample-erasure.ts): cancelled, to the refund step, or on its way.
  const ownSamples = ownSamplesOf(userId, email);
  const closed = await closeSamplesOfErasedIdentity(tx, ownSamples, now);
  removed.samplesCancelled = closed.cancelled;
  removed.refundsDue = closed.refunds;
  // What is left of the balance leaves circulation through the ledger (after the cancellations' reversals).
  if (userId) {
    // Locked: an award landing meanwhile would otherwise leave points behind (or the entry below zero).
    const [profile] = await tx.select({ points: profiles.points }).from(profiles).where(eq(profiles.id, userId)).for("update");
    if (profile && profile.points > 0) {
      await applyLedgerEntry(tx, { userId, kind: "adjustment", amount: -profile.points, reason: ANONYMISED_POINTS_REASON });
      removed.pointsRemoved = profile.points;
    }
  }
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

/** The person's sample requests: the account's, and those made with its address. */
function ownSamplesOf(userId: string | null, email: string): SQL {
  return userId
    ? or(eq(sampleRequests.userId, userId), sql`lower(${sampleRequests.email}) = ${email}`)!
    : sql`lower(${sampleRequests.email}) = ${email}`;
}

/**
 * The open requests of each address (the account with that address, and requests made with it: what
 * eraseIdentity takes when a removal is carried out) with what the erasure will do to each; the panel's
 * "Executar remoção" lists them before it is confirmed. One query however many addresses.
 */
export async function openSamplesForErasure(
  database: Tx | import("~/lib/server/db/client.server").Db,
  emails: string[],
): Promise<ErasureSampleView[][]> {
  if (!emails.length) return [];
  const addresses = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const ownerEmail = sql<string | null>`lower(${user.email})`;
  const rows = await database
    .select({
      id: sampleRequests.id,
      ownerEmail,
      email: sql<string>`lower(${sampleRequests.email})`,
      orderSeq: sampleRequests.orderSeq,
      createdAt: sampleRequests.createdAt,
      productName: products.name,
      status: sampleRequests.status,
      paymentStatus: sampleRequests.paymentStatus,
      cancelledAt: sampleRequests.cancelledAt,
      feeCents: sampleRequests.shippingFeeCents,
    })
    .from(sampleRequests)
    .leftJoin(user, eq(user.id, sampleRequests.userId))
    .leftJoin(products, eq(products.id, sampleRequests.productId))
    .where(
      and(
        or(inArray(sql`lower(${user.email})`, addresses), inArray(sql`lower(${sampleRequests.email})`, addresses)),
        inArray(sampleRequests.status, [...OPEN_SAMPLE_STATUSES]),
        isNull(sampleRequests.cancelledAt),
        isNull(sampleRequests.personalDataErasedAt),
      ),
    )
    .orderBy(sampleRequests.createdAt);
  return emails.map((e) => {
    const address = e.trim().toLowerCase();
    return rows.flatMap((r): ErasureSampleView[] => {
      if (r.ownerEmail !== address && r.email !== address) return [];
      const fate = erasureFate(r);
      if (!fate) return [];
      const { id, productName, status, paymentStatus, feeCents } = r;
      return [{ id, orderNumber: sampleOrderNumber(r.orderSeq, r.createdAt), productName, status, paymentStatus, feeCents, fate }];
    });
  });
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
