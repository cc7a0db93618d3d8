/** The back-office side of the blog: posts (Markdown, publication dates) and categories. */
import { and, asc, count, desc, eq, ilike, ne, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { rememberPostSlug } from "~/models/slug-history.server";
import { blogCategories, blogPosts } from "~/db/schema";
import type { PostStatus } from "~/db/schema/enums";
import { foldText } from "~/db/schema/sql-helpers";
import type { CategoryInput, PostInput } from "~/validation/admin/post";
import { resolveSlug } from "~/validation/admin/slug";
import { recordAudit } from "./audit.server";
import { AdminError, containsPattern, pageOf, pgErrorCode, PAGE_SIZE, type Page } from "./errors.server";
import { invalidate, Tags } from "~/lib/cache.server";

/** On create, the publication date is now only when the post is created published. */
export function publishedAtOnCreate(status: PostStatus, now: Date): Date | null {
  return status === "published" ? now : null;
}

/** On update, it becomes now when the post is published and never had one; otherwise it is kept. */
export function publishedAtOnUpdate(status: PostStatus, existing: Date | null, now: Date): Date | null {
  return status === "published" && !existing ? now : existing;
}

export interface PostFilters {
  q?: string;
  status?: PostStatus | "all";
  page?: number;
}

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  content: blogPosts.content,
  excerpt: blogPosts.excerpt,
  imageUrl: blogPosts.imageUrl,
  status: blogPosts.status,
  featured: blogPosts.featured,
  categoryId: blogPosts.categoryId,
  categoryName: blogCategories.name,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  readTime: blogPosts.readTime,
  views: blogPosts.views,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  publishedAt: blogPosts.publishedAt,
};

export type AdminPostRow = {
  [K in keyof typeof postColumns]: (typeof postColumns)[K]["_"]["notNull"] extends true
    ? (typeof postColumns)[K]["_"]["data"]
    : (typeof postColumns)[K]["_"]["data"] | null;
};

/** Newest first; search over title and excerpt ignoring case and accents. */
export async function listPosts(filters: PostFilters = {}, pageSize = PAGE_SIZE): Promise<Page<AdminPostRow>> {
  const page = filters.page ?? 1;
  const where: SQL[] = [];
  const q = filters.q?.trim();
  if (q) where.push(ilike(blogPosts.searchText, containsPattern(foldText(q))));
  if (filters.status && filters.status !== "all") where.push(eq(blogPosts.status, filters.status));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select(postColumns)
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(condition)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(blogPosts).where(condition),
  ]);
  return pageOf(rows as AdminPostRow[], n, page, pageSize);
}

function postValues(input: PostInput, slug: string) {
  return {
    title: input.title,
    slug,
    content: input.content,
    excerpt: input.excerpt,
    imageUrl: input.imageUrl,
    status: input.status,
    featured: input.featured,
    categoryId: input.categoryId,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    readTime: input.readTime,
  };
}

async function assertPostSlugFree(slug: string, exceptId?: string, tx: DbOrTx = db()) {
  const [taken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
    .limit(1);
  if (taken) throw new AdminError(`Já existe um post com o slug "${slug}".`);
}

function postConflict(error: unknown, slug: string): never {
  if (pgErrorCode(error) === "23505") throw new AdminError(`Já existe um post com o slug "${slug}".`);
  if (pgErrorCode(error) === "23503") throw new AdminError("A categoria escolhida não existe mais.");
  throw error;
}

export async function createPost(input: PostInput, actorId: string, now = new Date()) {
  const slug = resolveSlug(input.slug, input.title);
  if (!slug) throw new AdminError("Não foi possível gerar o slug a partir do título; informe um slug.");
  await assertPostSlugFree(slug);
  try {
    const result = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({
          ...postValues(input, slug),
          authorId: actorId,
          publishedAt: publishedAtOnCreate(input.status, now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await rememberPostSlug(tx, row.id, slug, slug);
      await recordAudit(tx, { actorId, action: "blog_post.create", entity: "blog_post", entityId: row.id, after: { ...row, content: undefined } });
      return row;
    });
    invalidate(Tags.blog);
    return result;
  } catch (error) {
    postConflict(error, slug);
  }
}

/** As for products: a new title keeps the address; a typed slug leaves a redirect from the earlier one. */
export async function updatePost(id: string, input: PostInput, actorId: string, now = new Date()) {
  let slug = input.slug;
  try {
    const result = await db().transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) throw new AdminError("Post não encontrado.");
      slug = input.slug || before.slug;
      if (slug !== before.slug) await assertPostSlugFree(slug, id, tx);
      const [after] = await tx
        .update(blogPosts)
        .set({ ...postValues(input, slug), publishedAt: publishedAtOnUpdate(input.status, before.publishedAt, now), updatedAt: now })
        .where(eq(blogPosts.id, id))
        .returning();
      await rememberPostSlug(tx, id, before.slug, slug);
      await recordAudit(tx, {
        actorId,
        action: "blog_post.update",
        entity: "blog_post",
        entityId: id,
        before: { ...before, content: undefined },
        after: { ...after, content: undefined },
      });
      return after;
    });
    invalidate(Tags.blog);
    return result;
  } catch (error) {
    postConflict(error, slug);
  }
}

export async function deletePost(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    const [before] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!before) throw new AdminError("Post não encontrado.");
    await recordAudit(tx, { actorId, action: "blog_post.delete", entity: "blog_post", entityId: id, before });
  });
  invalidate(Tags.blog);
}

export async function listBlogCategories() {
  return db()
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      createdAt: blogCategories.createdAt,
      postCount: db().$count(blogPosts, eq(blogPosts.categoryId, blogCategories.id)),
    })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));
}

async function assertCategoryFree(input: { name: string; slug: string }, exceptId?: string) {
  const rows = await db()
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(exceptId ? ne(blogCategories.id, exceptId) : undefined);
  if (rows.some((r) => r.slug === input.slug)) throw new AdminError(`Já existe uma categoria com o slug "${input.slug}".`);
  if (rows.some((r) => r.name.toLowerCase() === input.name.toLowerCase())) throw new AdminError(`Já existe uma categoria chamada "${input.name}".`);
}

export async function createCategory(input: CategoryInput, actorId: string) {
  const slug = resolveSlug(input.slug, input.name);
  if (!slug) throw new AdminError("Não foi possível gerar o slug a partir do nome; informe um slug.");
  await assertCategoryFree({ name: input.name, slug });
  try {
    const result = await db().transaction(async (tx) => {
      const [row] = await tx.insert(blogCategories).values({ name: input.name, slug }).returning();
      await recordAudit(tx, { actorId, action: "blog_category.create", entity: "blog_category", entityId: row.id, after: row });
      return row;
    });
    invalidate(Tags.blog);
    return result;
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw new AdminError("Já existe uma categoria com este nome ou slug.");
    throw error;
  }
}

export async function updateCategory(id: string, input: CategoryInput, actorId: string) {
  const slug = resolveSlug(input.slug, input.name);
  if (!slug) throw new AdminError("Não foi possível gerar o slug a partir do nome; informe um slug.");
  await assertCategoryFree({ name: input.name, slug }, id);
  try {
    const result = await db().transaction(async (tx) => {
      const [before] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for("update");
      if (!before) throw new AdminError("Categoria não encontrada.");
      const [after] = await tx.update(blogCategories).set({ name: input.name, slug }).where(eq(blogCategories.id, id)).returning();
      await recordAudit(tx, { actorId, action: "blog_category.update", entity: "blog_category", entityId: id, before, after });
      return after;
    });
    invalidate(Tags.blog);
    return result;
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw new AdminError("Já existe uma categoria com este nome ou slug.");
    throw error;
  }
}

/** A category in use stays: its posts would lose their section (the foreign key also refuses). */
export async function deleteCategory(id: string, actorId: string) {
  try {
    await db().transaction(async (tx) => {
      const [{ n }] = await tx.select({ n: count() }).from(blogPosts).where(eq(blogPosts.categoryId, id));
      if (n > 0) {
        throw new AdminError(`A categoria é usada por ${n} ${n === 1 ? "post" : "posts"}. Mude a categoria desses posts antes de removê-la.`);
      }
      const [before] = await tx.delete(blogCategories).where(eq(blogCategories.id, id)).returning();
      if (!before) throw new AdminError("Categoria não encontrada.");
      await recordAudit(tx, { actorId, action: "blog_category.delete", entity: "blog_category", entityId: id, before });
    });
    invalidate(Tags.blog);
  } catch (error) {
    if (pgErrorCode(error) === "23503") throw new AdminError("A categoria está em uso por posts.");
    throw error;
  }
}

