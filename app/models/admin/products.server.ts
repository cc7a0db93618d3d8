/** The back-office side of products: list, create, edit, delete (panel and /admin). */
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { pgErrorCode } from "~/lib/server/db/errors.server";
import { rememberProductSlug } from "~/models/slug-history.server";
import { productCategories, products, sampleRequests } from "~/db/schema";
import { OPEN_SAMPLE_STATUSES, type ProductStatus } from "~/db/schema/enums";
import { foldSql } from "~/db/schema/sql-helpers";
import type { ProductInput } from "~/validation/admin/product";
import { resolveSlug } from "~/validation/admin/slug";
import { recordAudit } from "./audit.server";
import { AdminError, pageOf, PAGE_SIZE, type Page } from "./errors.server";
import { searchAndStatus } from "./list-filter.server";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { sortSpec, type SortState } from "~/lib/common/list-sort";
import { orderFor } from "./sorting.server";
import { deleteAudited, lockById, lockVersioned } from "./row-writes.server";
import { nextVersion, type EditVersion } from "./edit-version.server";

export interface ProductFilters {
  q?: string;
  status?: ProductStatus | "all";
  /** A product line's slug: its products only ("all" or absent: every product). */
  line?: string;
  page?: number;
  sort?: SortState<ProductSortKey>;
}

/** The orders Produtos offers (?ordem=); newest first by default. */
export const PRODUCT_SORT = sortSpec(["nome", "categoria", "criado", "estoque"] as const, { key: "criado", dir: "desc" });
export type ProductSortKey = (typeof PRODUCT_SORT.keys)[number];

export interface AdminProductRow {
  id: string;
  name: string;
  slug: string;
  status: ProductStatus;
  featured: boolean;
  shortDescription: string | null;
  description: string;
  benefits: string[];
  howToUse: string | null;
  sampleDescription: string | null;
  notFor: string[];
  storeUrl: string | null;
  sampleStock: number;
  imageUrl: string | null;
  categoryId: string | null;
  categoryName: string | null;
  createdAt: Date;
  /** The version an edit form carries (edit-version.server.ts). */
  updatedAt: Date;
  /** Sample requests still pending, approved or shipped: while any is open the product cannot be deleted. */
  openSamples: number;
}

const isOpenSample = inArray(sampleRequests.status, [...OPEN_SAMPLE_STATUSES]);

const productColumns = () => ({
  id: products.id,
  name: products.name,
  slug: products.slug,
  status: products.status,
  featured: products.featured,
  shortDescription: products.shortDescription,
  description: products.description,
  benefits: products.benefits,
  howToUse: products.howToUse,
  sampleDescription: products.sampleDescription,
  notFor: products.notFor,
  storeUrl: products.storeUrl,
  sampleStock: products.sampleStock,
  imageUrl: products.imageUrl,
  categoryId: products.categoryId,
  categoryName: productCategories.name,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  openSamples: db().$count(sampleRequests, and(eq(sampleRequests.productId, products.id), isOpenSample)),
});

export async function listProductCategories() {
  return db()
    .select({ id: productCategories.id, name: productCategories.name, slug: productCategories.slug })
    .from(productCategories)
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.name));
}

/** Newest first unless `sort` says otherwise; search over name and short description ignoring case and accents. */
export async function listProducts(filters: ProductFilters = {}, pageSize = PAGE_SIZE): Promise<Page<AdminProductRow>> {
  const page = filters.page ?? 1;
  const inLine =
    filters.line && filters.line !== "all"
      ? inArray(
          products.categoryId,
          db().select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.slug, filters.line)),
        )
      : undefined;
  const condition = and(searchAndStatus(products.searchText, products.status, filters), inLine);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select(productColumns())
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(condition)
      .orderBy(
        ...orderFor(
          filters.sort ?? PRODUCT_SORT.fallback,
          {
            nome: foldSql(sql`${products.name}`),
            categoria: foldSql(sql`${productCategories.name}`),
            criado: products.createdAt,
            estoque: products.sampleStock,
          },
          products.id,
        ),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(products).where(condition),
  ]);
  return pageOf(rows, n, page, pageSize);
}

async function assertSlugFree(slug: string, exceptId?: string, tx: DbOrTx = db()) {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug))
    .limit(1);
  if (taken) throw new AdminError(`Já existe um produto com o slug "${slug}". Escolha outro.`);
}

function values(input: ProductInput, slug: string) {
  return {
    name: input.name,
    slug,
    shortDescription: input.shortDescription,
    description: input.description,
    categoryId: input.categoryId,
    benefits: input.benefits,
    howToUse: input.howToUse,
    sampleDescription: input.sampleDescription,
    notFor: input.notFor,
    storeUrl: input.storeUrl,
    sampleStock: input.sampleStock,
    featured: input.featured,
    status: input.status,
    imageUrl: input.imageUrl,
  };
}

function slugConflict(error: unknown, slug: string): never {
  if (pgErrorCode(error) === "23505") throw new AdminError(`Já existe um produto com o slug "${slug}". Escolha outro.`);
  if (pgErrorCode(error) === "23503") throw new AdminError("A categoria escolhida não existe mais.");
  throw error;
}

export async function createProduct(input: ProductInput, actorId: string) {
  const slug = resolveSlug(input.slug, input.name);
  if (!slug) throw new AdminError("Não foi possível gerar o slug a partir do nome: informe um slug.");
  await assertSlugFree(slug);
  try {
    const result = await db().transaction(async (tx) => {
      const [row] = await tx.insert(products).values(values(input, slug)).returning();
      await rememberProductSlug(tx, row.id, slug, slug);
      await recordAudit(tx, { actorId, action: "product.create", entity: "product", entityId: row.id, after: row });
      await invalidateOnCommit(tx, Tags.catalog);
      return row;
    });
    return result;
  } catch (error) {
    slugConflict(error, slug);
  }
}

/**
 * A rename keeps the address: the slug changes only when the admin types another one (an empty slug
 * keeps the current one). The earlier slug then redirects to the new one (slug-history.server.ts).
 * `version`: what the form was loaded with; a save based on an older one is refused.
 */
export async function updateProduct(id: string, input: ProductInput, actorId: string, version?: EditVersion) {
  let slug = input.slug;
  try {
    const result = await db().transaction(async (tx) => {
      const before = await lockVersioned(tx, products, id, version, "Produto não encontrado.");
      slug = input.slug || before.slug;
      if (slug !== before.slug) await assertSlugFree(slug, id, tx);
      const [after] = await tx
        .update(products)
        .set({ ...values(input, slug), updatedAt: nextVersion(before.updatedAt) })
        .where(eq(products.id, id))
        .returning();
      await rememberProductSlug(tx, id, before.slug, slug);
      await recordAudit(tx, { actorId, action: "product.update", entity: "product", entityId: id, before, after });
      await invalidateOnCommit(tx, Tags.catalog);
      return after;
    });
    return result;
  } catch (error) {
    slugConflict(error, slug);
  }
}

/** What the delete confirmation says when customers still wait for samples of the product. */
export function openSamplesMessage(n: number): string {
  const requests = n === 1 ? "1 solicitação de amostra em aberto" : `${n} solicitações de amostra em aberto`;
  return `Este produto tem ${requests} e não pode ser excluído. Desative-o: ele sai da loja e as solicitações continuam.`;
}

/**
 * Deletes a product; its reviews go with it. A product with open sample requests stays (the customers
 * would be left waiting for "nothing"): the admin deactivates it instead.
 */
export async function deleteProduct(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    // Locked first: a sample request made meanwhile waits for this transaction (its foreign key) and then fails.
    await lockById(tx, products, id, "Produto não encontrado.");
    const [{ n }] = await tx
      .select({ n: count() })
      .from(sampleRequests)
      .where(and(eq(sampleRequests.productId, id), isOpenSample));
    if (n > 0) throw new AdminError(openSamplesMessage(n));
    await deleteAudited(tx, products, { id, actorId, entity: "product" }, "Produto não encontrado.");
    await invalidateOnCommit(tx, Tags.catalog);
  });
}

/** Takes a product out of the store without touching its sample requests or reviews. */
export async function deactivateProduct(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    const before = await lockById(tx, products, id, "Produto não encontrado.");
    if (before.status === "inactive") return;
    const [after] = await tx
      .update(products)
      .set({ status: "inactive", updatedAt: nextVersion(before.updatedAt) })
      .where(eq(products.id, id))
      .returning();
    await recordAudit(tx, { actorId, action: "product.deactivate", entity: "product", entityId: id, before, after });
    await invalidateOnCommit(tx, Tags.catalog);
  });
}
