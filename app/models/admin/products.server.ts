/** The back-office side of products: list, create, edit, delete (panel and /admin). */
import { and, asc, count, desc, eq, ilike, ne, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productCategories, products } from "~/db/schema";
import type { ProductStatus } from "~/db/schema/enums";
import { foldText } from "~/db/schema/sql-helpers";
import type { ProductInput } from "~/validation/admin/product";
import { resolveSlug } from "~/validation/admin/slug";
import { recordAudit } from "./audit.server";
import { AdminError, containsPattern, pageOf, pgErrorCode, PAGE_SIZE, type Page } from "./errors.server";
import { invalidate, Tags } from "~/lib/cache.server";

export interface ProductFilters {
  q?: string;
  status?: ProductStatus | "all";
  page?: number;
}

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
  imageUrl: string | null;
  categoryId: string | null;
  categoryName: string | null;
  createdAt: Date;
}

const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  status: products.status,
  featured: products.featured,
  shortDescription: products.shortDescription,
  description: products.description,
  benefits: products.benefits,
  howToUse: products.howToUse,
  imageUrl: products.imageUrl,
  categoryId: products.categoryId,
  categoryName: productCategories.name,
  createdAt: products.createdAt,
};

export async function listProductCategories() {
  return db()
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.name));
}

/** Newest first; search over name and short description ignoring case and accents. */
export async function listProducts(filters: ProductFilters = {}, pageSize = PAGE_SIZE): Promise<Page<AdminProductRow>> {
  const page = filters.page ?? 1;
  const where: SQL[] = [];
  const q = filters.q?.trim();
  if (q) where.push(ilike(products.searchText, containsPattern(foldText(q))));
  if (filters.status && filters.status !== "all") where.push(eq(products.status, filters.status));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select(productColumns)
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(condition)
      .orderBy(desc(products.createdAt), asc(products.name))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(products).where(condition),
  ]);
  return pageOf(rows, n, page, pageSize);
}

async function assertSlugFree(slug: string, exceptId?: string) {
  const [taken] = await db()
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
      await recordAudit(tx, { actorId, action: "product.create", entity: "product", entityId: row.id, after: row });
      return row;
    });
    invalidate(Tags.catalog);
    return result;
  } catch (error) {
    slugConflict(error, slug);
  }
}

export async function updateProduct(id: string, input: ProductInput, actorId: string) {
  const slug = resolveSlug(input.slug, input.name);
  if (!slug) throw new AdminError("Não foi possível gerar o slug a partir do nome: informe um slug.");
  await assertSlugFree(slug, id);
  try {
    const result = await db().transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
      if (!before) throw new AdminError("Produto não encontrado.");
      const [after] = await tx
        .update(products)
        .set({ ...values(input, slug), updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      await recordAudit(tx, { actorId, action: "product.update", entity: "product", entityId: id, before, after });
      return after;
    });
    invalidate(Tags.catalog);
    return result;
  } catch (error) {
    slugConflict(error, slug);
  }
}

/** Deletes a product; its reviews go with it, its sample requests keep their history without the link. */
export async function deleteProduct(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    const [before] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (!before) throw new AdminError("Produto não encontrado.");
    await recordAudit(tx, { actorId, action: "product.delete", entity: "product", entityId: id, before });
  });
  invalidate(Tags.catalog);
}
