/**
 * The product lines (product_categories) as the panel's "Linhas" tab keeps them: create, rename (an
 * earlier address redirects, as a product's), reorder (the public catalogue's order) and delete a line no
 * product uses. Each write is one transaction with its audit row and the catalogue's cache tag.
 */
import { asc, count, eq, max, ne, and } from "drizzle-orm";
import { db, type Tx } from "~/lib/server/db/client.server";
import { pgErrorCode } from "~/lib/server/db/errors.server";
import { productCategories, products } from "~/db/schema";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { rememberCategorySlug } from "~/models/slug-history.server";
import { resolveSlug } from "~/validation/admin/slug";
import type { LineDirection, ProductLineInput } from "~/validation/admin/product-line";
import { recordAudit } from "./audit.server";
import { AdminError } from "./errors.server";
import { nextVersion, type EditVersion } from "./edit-version.server";
import { deleteAudited, insertAudited, lockById, lockVersioned } from "./row-writes.server";

export interface ProductLineRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  sortOrder: number;
  /** The version an edit form carries. */
  updatedAt: Date;
  /** Products of the line, active or not: while any is there the line cannot be deleted. */
  productCount: number;
}

export const PRODUCT_LINE_TEXTS = {
  missing: "Linha não encontrada.",
  noSlug: "Não foi possível gerar o slug a partir do nome: informe um slug.",
  slugTaken: (slug: string) => `Já existe uma linha com o slug "${slug}". Escolha outro.`,
  nameTaken: (name: string) => `Já existe uma linha chamada "${name}".`,
  inUse: (n: number) =>
    n === 1
      ? "Esta linha tem 1 produto. Mude a linha desse produto antes de removê-la."
      : `Esta linha tem ${n} produtos. Mude a linha desses produtos antes de removê-la.`,
  edge: (direction: LineDirection) => (direction === "up" ? "Esta linha já é a primeira." : "Esta linha já é a última."),
} as const;

/** Every line in the catalogue's order, with how many products it holds. */
export async function listProductLines(): Promise<ProductLineRow[]> {
  return db()
    .select({
      id: productCategories.id,
      name: productCategories.name,
      slug: productCategories.slug,
      description: productCategories.description,
      sortOrder: productCategories.sortOrder,
      updatedAt: productCategories.updatedAt,
      productCount: db().$count(products, eq(products.categoryId, productCategories.id)),
    })
    .from(productCategories)
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.name));
}

async function assertLineFree(tx: Tx, input: { name: string; slug: string }, exceptId?: string) {
  const rows = await tx
    .select({ name: productCategories.name, slug: productCategories.slug })
    .from(productCategories)
    .where(exceptId ? ne(productCategories.id, exceptId) : undefined);
  if (rows.some((r) => r.slug === input.slug)) throw new AdminError(PRODUCT_LINE_TEXTS.slugTaken(input.slug));
  if (rows.some((r) => r.name.toLowerCase() === input.name.toLowerCase())) throw new AdminError(PRODUCT_LINE_TEXTS.nameTaken(input.name));
}

function uniqueConflict(error: unknown): never {
  if (pgErrorCode(error) === "23505") throw new AdminError("Já existe uma linha com este nome ou slug.");
  throw error;
}

/** A new line goes last in the catalogue. */
export async function createProductLine(input: ProductLineInput, actorId: string) {
  const slug = resolveSlug(input.slug, input.name);
  if (!slug) throw new AdminError(PRODUCT_LINE_TEXTS.noSlug);
  try {
    return await db().transaction(async (tx) => {
      await assertLineFree(tx, { name: input.name, slug });
      const [{ last }] = await tx.select({ last: max(productCategories.sortOrder) }).from(productCategories);
      const row = await insertAudited(
        tx,
        productCategories,
        { name: input.name, slug, description: input.description ?? "", sortOrder: (last ?? -1) + 1 },
        { actorId, entity: "product_category" },
      );
      // The address is live again if an earlier line once answered there.
      await rememberCategorySlug(tx, row.id, slug, slug);
      await invalidateOnCommit(tx, Tags.catalog);
      return row;
    });
  } catch (error) {
    uniqueConflict(error);
  }
}

/**
 * As a product: a rename keeps the address, the slug changes only when the admin types another one (an
 * empty slug keeps it), and the earlier slug then redirects (301) to the new one. `version`: what the
 * form was loaded with; a save based on an older one is refused ("alterado por outra pessoa").
 */
export async function updateProductLine(id: string, input: ProductLineInput, actorId: string, version?: EditVersion) {
  try {
    return await db().transaction(async (tx) => {
      const before = await lockVersioned(tx, productCategories, id, version, PRODUCT_LINE_TEXTS.missing);
      const slug = input.slug || before.slug;
      await assertLineFree(tx, { name: input.name, slug }, id);
      const [after] = await tx
        .update(productCategories)
        .set({ name: input.name, slug, description: input.description ?? "", updatedAt: nextVersion(before.updatedAt) })
        .where(eq(productCategories.id, id))
        .returning();
      await rememberCategorySlug(tx, id, before.slug, slug);
      await recordAudit(tx, { actorId, action: "product_category.update", entity: "product_category", entityId: id, before, after });
      await invalidateOnCommit(tx, Tags.catalog);
      return after;
    });
  } catch (error) {
    uniqueConflict(error);
  }
}

/**
 * Moves a line one place up or down in the catalogue's order. The lines are locked and numbered 0…n-1
 * first (older data may hold ties), so two moves at once never leave two lines in one place. A move is
 * not an edit of the line: its version stays, so an open edit form still saves.
 */
export async function moveProductLine(id: string, direction: LineDirection, actorId: string) {
  await db().transaction(async (tx) => {
    const lines = await tx
      .select({ id: productCategories.id, name: productCategories.name, sortOrder: productCategories.sortOrder })
      .from(productCategories)
      .orderBy(asc(productCategories.sortOrder), asc(productCategories.name))
      .for("update");
    const at = lines.findIndex((l) => l.id === id);
    if (at < 0) throw new AdminError(PRODUCT_LINE_TEXTS.missing);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= lines.length) throw new AdminError(PRODUCT_LINE_TEXTS.edge(direction));
    const order = [...lines];
    [order[at], order[to]] = [order[to], order[at]];
    for (const [position, line] of order.entries()) {
      if (line.sortOrder !== position) {
        await tx.update(productCategories).set({ sortOrder: position }).where(eq(productCategories.id, line.id));
      }
    }
    await recordAudit(tx, {
      actorId,
      action: "product_category.move",
      entity: "product_category",
      entityId: id,
      before: { name: lines[at].name, sortOrder: at + 1 },
      after: { name: lines[at].name, sortOrder: to + 1 },
    });
    await invalidateOnCommit(tx, Tags.catalog);
  });
}

/** Only a line no product uses: its products would silently lose their line (the panel leads to them instead). */
export async function deleteProductLine(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    // Locked first: a product saved into the line meanwhile waits for this transaction, then finds it gone.
    await lockById(tx, productCategories, id, PRODUCT_LINE_TEXTS.missing);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.categoryId, id)));
    if (n > 0) throw new AdminError(PRODUCT_LINE_TEXTS.inUse(n));
    await deleteAudited(tx, productCategories, { id, actorId, entity: "product_category" }, PRODUCT_LINE_TEXTS.missing);
    await invalidateOnCommit(tx, Tags.catalog);
  });
}
