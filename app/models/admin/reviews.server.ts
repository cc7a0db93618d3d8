/** Review moderation: the pending queue, approve, reject (delete). */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productReviews, products, profiles } from "~/db/schema";
import { recordAudit } from "./audit.server";
import { AdminError, pageOf, PAGE_SIZE, type Page } from "./errors.server";
import { MISSING_PRODUCT } from "./samples.server";
import { invalidate, Tags } from "~/lib/cache.server";
import { reverseAward } from "~/models/loyalty.server";

export interface PendingReview {
  id: string;
  rating: number;
  title: string | null;
  content: string;
  healthClaim: boolean;
  createdAt: Date;
  authorName: string | null;
  authorEmail: string | null;
  productName: string;
  productSlug: string | null;
}

/** Unapproved reviews, newest first, with author and product. */
export async function listPendingReviews(page = 1, pageSize = PAGE_SIZE): Promise<Page<PendingReview>> {
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        id: productReviews.id,
        rating: productReviews.rating,
        title: productReviews.title,
        content: productReviews.content,
        healthClaim: productReviews.healthClaim,
        createdAt: productReviews.createdAt,
        authorName: profiles.fullName,
        authorEmail: profiles.email,
        productName: sql<string>`coalesce(${products.name}, ${MISSING_PRODUCT})`,
        productSlug: products.slug,
      })
      .from(productReviews)
      .leftJoin(profiles, eq(profiles.id, productReviews.userId))
      .leftJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.approved, false))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(productReviews).where(eq(productReviews.approved, false)),
  ]);
  return pageOf(rows, n, page, pageSize);
}

export async function approveReview(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    const [after] = await tx
      .update(productReviews)
      .set({ approved: true })
      .where(and(eq(productReviews.id, id), eq(productReviews.approved, false)))
      .returning();
    if (!after) throw new AdminError("Avaliação não encontrada ou já aprovada.");
    await recordAudit(tx, {
      actorId,
      action: "review.approve",
      entity: "review",
      entityId: id,
      before: { approved: false, title: after.title },
      after: { approved: true, title: after.title },
    });
  });
  invalidate(Tags.catalog);
}

/**
 * Rejecting removes the review and takes back the points it earned, in the same transaction (loyalty's
 * reverseAward). The author may write another, which earns nothing: points stay once per product.
 */
export async function rejectReview(id: string, actorId: string) {
  const { userId, reversal } = await db().transaction(async (tx) => {
    const [before] = await tx.delete(productReviews).where(and(eq(productReviews.id, id), eq(productReviews.approved, false))).returning();
    if (!before) throw new AdminError("Avaliação não encontrada ou já moderada.");
    await recordAudit(tx, { actorId, action: "review.reject", entity: "review", entityId: id, before });
    const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, before.productId)).limit(1);
    const reversal = await reverseAward(tx, before.userId, "product_review", before.productId, { detail: product?.name, createdBy: actorId });
    return { userId: before.userId, reversal };
  });
  invalidate(Tags.catalog, ...(reversal ? [Tags.user(userId)] : []));
}
