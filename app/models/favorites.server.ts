/**
 * A signed-in customer's favourite products. Visitors keep theirs on the device; when
 * they sign in, the device's list is merged into the account (`mergeFavorites`) and then lives here,
 * so it is the same on every device and removing one removes it everywhere.
 */
import { and, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { favorites, productCategories, products } from "~/db/schema";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { SLUG_PATTERN } from "~/validation/admin/slug";
import { cardColumns, toCard, type ProductCardData } from "./catalog.server";

/** Most favourites an account keeps (a list for people, not a store of every product). */
export const MAX_FAVORITES = 100;

export type FavoriteResult = { ok: true; slugs: string[] } | { ok: false; reason: "not-found" | "full" };

/** The slugs of the customer's favourites that are on sale (active), newest first. */
export async function favoriteSlugs(userId: string, tx: DbOrTx = db()): Promise<string[]> {
  const rows = await tx
    .select({ slug: products.slug })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.userId, userId), eq(products.status, "active")))
    .orderBy(desc(favorites.createdAt), desc(products.slug))
    .limit(MAX_FAVORITES);
  return rows.map((r) => r.slug);
}

/** The cards of the customer's favourites on sale, newest first ("Meus favoritos"). */
export async function listFavoriteProducts(userId: string, tx: DbOrTx = db()): Promise<ProductCardData[]> {
  const rows = await tx
    .select(cardColumns)
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(favorites.userId, userId), eq(products.status, "active")))
    .orderBy(desc(favorites.createdAt), desc(products.slug))
    .limit(MAX_FAVORITES);
  return rows.map(toCard);
}

/**
 * Adds (`on`) or removes a product from the customer's favourites; idempotent. Only a product on sale
 * can be added; one that left the catalogue can still be removed. Answers the list afterwards.
 */
export async function setFavorite(userId: string, slug: string, on: boolean): Promise<FavoriteResult> {
  if (!SLUG_PATTERN.test(slug)) return { ok: false, reason: "not-found" };
  const [product] = await db()
    .select({ id: products.id, active: sql<boolean>`${products.status} = 'active'` })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!product || (on && !product.active)) return { ok: false, reason: "not-found" };
  const full = await db().transaction(async (tx) => {
    if (on) {
      const [{ n }] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      if (n >= MAX_FAVORITES) return true;
      await tx.insert(favorites).values({ userId, productId: product.id }).onConflictDoNothing();
    } else {
      await tx.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, product.id)));
    }
    // Nothing cached holds favourites today; the customer's tag says what changed all the same.
    await invalidateOnCommit(tx, Tags.user(userId));
    return false;
  });
  if (full) return { ok: false, reason: "full" };
  return { ok: true, slugs: await favoriteSlugs(userId) };
}

/**
 * Adds the device's favourites (`slugs`, as the browser kept them) to the account's: products on sale
 * only, none twice, up to MAX_FAVORITES in all. Answers the account's list afterwards and how many
 * were added.
 */
export async function mergeFavorites(userId: string, slugs: readonly string[]): Promise<{ slugs: string[]; added: number }> {
  const wanted = [...new Set(slugs)].filter((slug) => SLUG_PATTERN.test(slug)).slice(0, MAX_FAVORITES);
  let added = 0;
  if (wanted.length) {
    added = await db().transaction(async (tx) => {
      const [{ n }] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      const room = MAX_FAVORITES - n;
      if (room <= 0) return 0;
      const kept = tx.select({ productId: favorites.productId }).from(favorites).where(eq(favorites.userId, userId));
      const fresh = await tx
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(and(eq(products.status, "active"), inArray(products.slug, wanted), notInArray(products.id, kept)));
      // In the device's order (its first favourites first) when there is not room for them all.
      const order = new Map(wanted.map((slug, i) => [slug, i]));
      const chosen = fresh.sort((a, b) => order.get(a.slug)! - order.get(b.slug)!).slice(0, room);
      if (!chosen.length) return 0;
      const inserted = await tx
        .insert(favorites)
        .values(chosen.map((p) => ({ userId, productId: p.id })))
        .onConflictDoNothing()
        .returning({ productId: favorites.productId });
      if (inserted.length) await invalidateOnCommit(tx, Tags.user(userId));
      return inserted.length;
    });
  }
  return { slugs: await favoriteSlugs(userId), added };
}
