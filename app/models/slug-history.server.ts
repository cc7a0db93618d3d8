/**
 * Earlier addresses of products, product lines and posts: a slug the admin changes is kept, so every
 * earlier address answers a permanent redirect to the record's current one.
 */
import { eq } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { blogPosts, categorySlugHistory, postSlugHistory, productCategories, products, productSlugHistory } from "~/db/schema";
import { SLUG_PATTERN } from "~/validation/admin/slug";

/** Inside the rename's transaction: `previous` now leads to the product; `current` is live again, not a redirect. */
export async function rememberProductSlug(tx: DbOrTx, productId: string, previous: string, current: string) {
  await tx.delete(productSlugHistory).where(eq(productSlugHistory.slug, current));
  if (previous === current) return;
  await tx
    .insert(productSlugHistory)
    .values({ slug: previous, productId })
    .onConflictDoUpdate({ target: productSlugHistory.slug, set: { productId, createdAt: new Date() } });
}

export async function rememberPostSlug(tx: DbOrTx, postId: string, previous: string, current: string) {
  await tx.delete(postSlugHistory).where(eq(postSlugHistory.slug, current));
  if (previous === current) return;
  await tx
    .insert(postSlugHistory)
    .values({ slug: previous, postId })
    .onConflictDoUpdate({ target: postSlugHistory.slug, set: { postId, createdAt: new Date() } });
}

/** A product line's rename, as rememberProductSlug: `previous` now leads to the line (/produtos/<slug>). */
export async function rememberCategorySlug(tx: DbOrTx, categoryId: string, previous: string, current: string) {
  await tx.delete(categorySlugHistory).where(eq(categorySlugHistory.slug, current));
  if (previous === current) return;
  await tx
    .insert(categorySlugHistory)
    .values({ slug: previous, categoryId })
    .onConflictDoUpdate({ target: categorySlugHistory.slug, set: { categoryId, createdAt: new Date() } });
}

/** The current slug of the product line that once answered at `slug`, or null. */
export async function currentCategorySlug(slug: string): Promise<string | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db()
    .select({ slug: productCategories.slug })
    .from(categorySlugHistory)
    .innerJoin(productCategories, eq(productCategories.id, categorySlugHistory.categoryId))
    .where(eq(categorySlugHistory.slug, slug))
    .limit(1);
  return row && row.slug !== slug ? row.slug : null;
}

/** The current slug of the product that once answered at `slug`, or null. */
export async function currentProductSlug(slug: string): Promise<string | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db()
    .select({ slug: products.slug })
    .from(productSlugHistory)
    .innerJoin(products, eq(products.id, productSlugHistory.productId))
    .where(eq(productSlugHistory.slug, slug))
    .limit(1);
  return row && row.slug !== slug ? row.slug : null;
}

/** The current slug of the post that once answered at `slug`, or null. */
export async function currentPostSlug(slug: string): Promise<string | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db()
    .select({ slug: blogPosts.slug })
    .from(postSlugHistory)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugHistory.postId))
    .where(eq(postSlugHistory.slug, slug))
    .limit(1);
  return row && row.slug !== slug ? row.slug : null;
}
