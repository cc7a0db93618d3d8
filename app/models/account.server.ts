/**
 * The signed-in customer's own data, as the customer area shows it: summary counts, sample requests,
 * and the complete export ("Baixar meus dados").
 */
import { and, count, desc, eq, ne, or } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import {
  account,
  blogPostLikes,
  blogPosts,
  contactMessages,
  dataRemovalRequests,
  favorites,
  newsletterSubscriptions,
  pointsLedger,
  productReviews,
  products,
  profiles,
  rewardCoupons,
  rewardRedemptions,
  sampleRequests,
  session,
  user,
} from "~/db/schema";
import { sampleStatusLabel, redemptionStatusLabel } from "~/i18n/labels";
import { BRAND } from "~/lib/common/brand";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { escapeHtml, mailLayout, sendMail, type MailMessage } from "~/lib/server/mail.server";
import { recordAudit } from "./admin/audit.server";
import { eraseIdentity, isAnonymousEmail, type Removed } from "./anonymisation.server";
import { ledgerColumns } from "./loyalty.server";
import { sampleAddressColumns } from "./samples.server";
import { acceptanceHistory } from "./terms.server";
import { greeting } from "~/lib/common/person-name";

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
    [profile],
    accounts,
    sessions,
    samples,
    reviews,
    likes,
    favoriteProducts,
    ledger,
    redemptions,
    removalRequests,
    newsletter,
    messages,
    acceptances,
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
        cpf: sampleRequests.cpf,
        ...sampleAddressColumns,
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
      .select({ product: products.name, slug: products.slug, createdAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt)),
    db()
      .select(ledgerColumns)
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)),
    db()
      .select({
        id: rewardRedemptions.id,
        reward: rewardRedemptions.rewardName,
        status: rewardRedemptions.status,
        pointsSpent: rewardRedemptions.pointsSpent,
        deliveryAddress: rewardRedemptions.deliveryAddress,
        couponCode: rewardCoupons.code,
        couponUsedAt: rewardCoupons.usedAt,
        createdAt: rewardRedemptions.createdAt,
      })
      .from(rewardRedemptions)
      .leftJoin(rewardCoupons, eq(rewardCoupons.redemptionId, rewardRedemptions.id))
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
      .select({
        email: newsletterSubscriptions.email,
        source: newsletterSubscriptions.source,
        createdAt: newsletterSubscriptions.createdAt,
      })
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
    acceptanceHistory(userId),
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
    favorites: favoriteProducts,
    pointsHistory: ledger,
    rewardRedemptions: redemptions.map((r) => ({ ...r, statusLabel: redemptionStatusLabel(r.status) })),
    dataRemovalRequests: removalRequests,
    newsletter,
    contactMessages: messages,
    /** Which version of the terms of use and of the privacy policy was accepted, and when. */
    termsAcceptances: acceptances,
  };
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;

export type DeleteAccountResult = { ok: true; removed: Removed } | { ok: false; reason: "not-found" | "admin" };

/**
 * "Excluir minha conta": anonymises the account in one transaction (models/anonymisation.server.ts),
 * records it in the audit log and queues, in the same transaction, the confirmation to the address it
 * had (the queued message is the only place that still holds it, until it is delivered).
 */
export async function deleteAccount(
  userId: string,
  options: { deleteReviews?: boolean; now?: Date; send?: (message: MailMessage, options: { tx: DbOrTx }) => Promise<void> } = {},
): Promise<DeleteAccountResult> {
  const now = options.now ?? new Date();
  const [current] = await db()
    .select({ email: user.email, fullName: profiles.fullName, role: profiles.role })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!current || isAnonymousEmail(current.email)) return { ok: false, reason: "not-found" };
  if (current.role === "admin") return { ok: false, reason: "admin" };
  const removed = await db().transaction(async (tx) => {
    const result = await eraseIdentity(tx, { userId, email: current.email, deleteReviews: Boolean(options.deleteReviews), now });
    await recordAudit(tx, { actorId: userId, action: "user.delete_account", entity: "user", entityId: userId, after: { removed: result } });
    // Queued with the erasure: the only copy of the old address left is this message, until it is delivered.
    await (options.send ?? sendMail)(accountDeletedMail(current.email, current.fullName, result), { tx });
    await invalidateOnCommit(tx, Tags.user(userId), Tags.customers, Tags.sessions, Tags.catalog, Tags.blog);
    return result;
  });
  return { ok: true, removed };
}

export function accountDeletedMail(to: string, fullName: string, removed: Removed): MailMessage {
  const subject = `Sua conta na ${BRAND.name} foi excluída`;
  const reviews = removed.reviewsDeleted
    ? "Suas avaliações foram apagadas."
    : removed.reviewsKept
      ? "Suas avaliações continuam publicadas, sem seu nome e sem foto."
      : "";
  const lines = [
    greeting(fullName),
    "",
    "Como você pediu, sua conta foi excluída e seus dados pessoais foram apagados: nome, e-mail, telefone, foto, endereços das amostras, curtidas, sessões, inscrição na newsletter e mensagens de contato.",
    `Guardamos sem identificação apenas o que a loja precisa para estatísticas e contas (produto, status e datas das amostras, histórico de pontos). ${reviews}`.trim(),
    "",
    "Esta é a última mensagem que enviamos para este endereço. Se quiser voltar, é só criar uma nova conta com ele.",
    `Se não foi você quem excluiu a conta, escreva para ${BRAND.privacyEmail}.`,
  ];
  const body = lines
    .filter((line) => line !== "")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("\n");
  return { to, replyTo: BRAND.privacyEmail, subject, html: mailLayout(subject, body), text: lines.join("\n") };
}
