/** The back-office side of the blog: posts (Markdown, publication dates) and categories. */
import { TZDate } from "@date-fns/tz";
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { pgErrorCode } from "~/lib/server/db/errors.server";
import { rememberPostSlug } from "~/models/slug-history.server";
import { blogCategories, blogPosts, postProducts, productCategories, products, profiles } from "~/db/schema";
import { TIME_ZONE } from "~/i18n/format";
import type { PostStatus } from "~/db/schema/enums";
import { foldSql } from "~/db/schema/sql-helpers";
import { LOCAL_DATE_TIME, POST_MESSAGES, type CategoryInput, type PostInput } from "~/validation/admin/post";
import { resolveSlug } from "~/validation/admin/slug";
import { recordAudit } from "./audit.server";
import { AdminError, pageOf, PAGE_SIZE, type Page } from "./errors.server";
import { searchAndStatus } from "./list-filter.server";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { sortSpec, type SortState } from "~/lib/common/list-sort";
import { orderFor } from "./sorting.server";
import { deleteAudited, insertAudited, lockVersioned, updateAudited } from "./row-writes.server";
import { nextVersion, type EditVersion } from "./edit-version.server";

/**
 * On create, the publication date is the one the admin chose (a future one schedules the post), else
 * now when the post is created published.
 */
export function publishedAtOnCreate(status: PostStatus, now: Date, chosen: Date | null = null): Date | null {
  if (chosen) return chosen;
  return status === "published" ? now : null;
}

/**
 * On update: a chosen date replaces it (the same minute as the stored one keeps the stored one: the form
 * shows minutes). An empty date means "ao publicar", as the form's hint says: a published post keeps the
 * date it went out on, and one not out yet (never dated, or scheduled for later) goes out now; a post
 * that is not published keeps a past date and loses a schedule.
 */
export function publishedAtOnUpdate(status: PostStatus, existing: Date | null, now: Date, chosen: Date | null = null): Date | null {
  if (chosen) return existing && sameMinute(existing, chosen) ? existing : chosen;
  const out = existing !== null && existing <= now;
  if (status === "published") return out ? existing : now;
  return out ? existing : null;
}

function sameMinute(a: Date, b: Date): boolean {
  return Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);
}

/** What a save of a post may change, to tell a save that changes nothing. */
function postFacts(row: Omit<typeof blogPosts.$inferSelect, "searchText" | "searchVector">, productIds: readonly string[]) {
  return JSON.stringify([
    row.title,
    row.slug,
    row.content,
    row.excerpt,
    row.imageUrl,
    row.imageAlt,
    row.status,
    row.featured,
    row.categoryId,
    row.metaTitle,
    row.metaDescription,
    row.readTime,
    row.authorId,
    row.authorName,
    row.publishedAt?.getTime() ?? null,
    productIds,
  ]);
}

/** The datetime-local text of the form ('2026-12-01T09:30', São Paulo time) as an instant. */
export function saoPauloDateTime(value: string | null): Date | null {
  const m = value ? LOCAL_DATE_TIME.exec(value) : null;
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minute, TIME_ZONE).getTime());
}

export interface TeamMember {
  id: string;
  fullName: string;
  credentials: string | null;
}

/** The team that can sign a post: the active administrators, by name. */
export async function listTeam(): Promise<TeamMember[]> {
  return db()
    .select({ id: profiles.id, fullName: profiles.fullName, credentials: profiles.credentials })
    .from(profiles)
    .where(and(eq(profiles.role, "admin"), eq(profiles.status, "active")))
    .orderBy(asc(profiles.fullName));
}

/** The author of a post: the one chosen, who must be on the team, or whoever writes it. */
async function resolveAuthor(tx: DbOrTx, chosen: string | null, actorId: string): Promise<string> {
  const id = chosen ?? actorId;
  const [member] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.role, "admin"), eq(profiles.status, "active")))
    .limit(1);
  if (!member) throw new AdminError(POST_MESSAGES.author);
  return member.id;
}

export interface PostFilters {
  q?: string;
  status?: PostStatus | "all";
  /** A category's slug: its posts only ("all" or absent: every post). */
  category?: string;
  page?: number;
  sort?: SortState<PostSortKey>;
}

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  content: blogPosts.content,
  excerpt: blogPosts.excerpt,
  imageUrl: blogPosts.imageUrl,
  imageAlt: blogPosts.imageAlt,
  authorId: blogPosts.authorId,
  authorName: profiles.fullName,
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

/** The products the post names, in their order. */
const productIdsColumn = sql<
  string[]
>`array(select pp.product_id from ${postProducts} as pp where pp.post_id = ${blogPosts.id} order by pp.position)::text[]`;

export type AdminPostRow = { productIds: string[] } & {
  [K in keyof typeof postColumns]: (typeof postColumns)[K]["_"]["notNull"] extends true
    ? (typeof postColumns)[K]["_"]["data"]
    : (typeof postColumns)[K]["_"]["data"] | null;
};

/** The orders of the posts' table (?ordem=); newest first by default. */
export const POST_SORT = sortSpec(["titulo", "publicacao", "visualizacoes", "criado"] as const, { key: "criado", dir: "desc" });
export type PostSortKey = (typeof POST_SORT.keys)[number];

/** Newest first unless `sort` says otherwise; search over title and excerpt ignoring case and accents. */
export async function listPosts(
  filters: PostFilters = {},
  pageSize = PAGE_SIZE,
  now = new Date(),
): Promise<Page<AdminPostRow & { scheduled: boolean }>> {
  const page = filters.page ?? 1;
  const inCategory =
    filters.category && filters.category !== "all"
      ? inArray(
          blogPosts.categoryId,
          db().select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, filters.category)),
        )
      : undefined;
  const condition = and(searchAndStatus(blogPosts.searchText, blogPosts.status, filters), inCategory);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({ ...postColumns, productIds: productIdsColumn })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
      .where(condition)
      .orderBy(
        ...orderFor(
          filters.sort ?? POST_SORT.fallback,
          {
            titulo: foldSql(sql`${blogPosts.title}`),
            // Drafts (no date) sort as the oldest.
            publicacao: sql`coalesce(${blogPosts.publishedAt}, '-infinity'::timestamptz)`,
            visualizacoes: blogPosts.views,
            criado: blogPosts.createdAt,
          },
          blogPosts.id,
        ),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(blogPosts).where(condition),
  ]);
  const withSchedule = (rows as AdminPostRow[]).map((r) => ({
    ...r,
    scheduled: r.status === "published" && r.publishedAt !== null && r.publishedAt > now,
  }));
  return pageOf(withSchedule, n, page, pageSize);
}

function postValues(input: PostInput, slug: string) {
  return {
    title: input.title,
    slug,
    content: input.content,
    excerpt: input.excerpt,
    imageUrl: input.imageUrl,
    imageAlt: input.imageUrl ? input.imageAlt : null,
    status: input.status,
    featured: input.featured,
    categoryId: input.categoryId,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    readTime: input.readTime,
  };
}

/** An active product the post form offers, with what the suggestion reads (lib/common/post-product-suggestions.ts). */
export interface PostProductChoice {
  id: string;
  name: string;
  benefits: string[];
  category: string | null;
  notFor: string[];
}

/** The active products a post may name, by name. */
export async function listPostProductChoices(): Promise<PostProductChoice[]> {
  return db()
    .select({
      id: products.id,
      name: products.name,
      benefits: products.benefits,
      category: productCategories.name,
      notFor: products.notFor,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.status, "active"))
    .orderBy(asc(products.name));
}

/** The post's products in their order. */
async function postProductIds(tx: DbOrTx, postId: string): Promise<string[]> {
  const rows = await tx
    .select({ productId: postProducts.productId })
    .from(postProducts)
    .where(eq(postProducts.postId, postId))
    .orderBy(asc(postProducts.position));
  return rows.map((r) => r.productId);
}

/**
 * Replaces the post's products with `ids`, in that order. The form offers the active ones; one
 * deactivated meanwhile is kept but not shown (the post page lists active products only).
 */
async function setPostProducts(tx: DbOrTx, postId: string, ids: readonly string[]) {
  if (ids.length) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [...ids]));
    if (found.length !== ids.length) throw new AdminError(POST_MESSAGES.productGone);
  }
  await tx.delete(postProducts).where(eq(postProducts.postId, postId));
  if (ids.length) await tx.insert(postProducts).values(ids.map((productId, position) => ({ postId, productId, position })));
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
      const authorId = await resolveAuthor(tx, input.authorId, actorId);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          ...postValues(input, slug),
          authorId,
          publishedAt: publishedAtOnCreate(input.status, now, saoPauloDateTime(input.publishedAt)),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await rememberPostSlug(tx, row.id, slug, slug);
      await setPostProducts(tx, row.id, input.productIds);
      await recordAudit(tx, {
        actorId,
        action: "blog_post.create",
        entity: "blog_post",
        entityId: row.id,
        after: { ...row, content: undefined, productIds: input.productIds },
      });
      await invalidateOnCommit(tx, Tags.blog);
      return row;
    });
    return result;
  } catch (error) {
    postConflict(error, slug);
  }
}

export interface PostUpdateOptions {
  /** What the form was loaded with; a save based on an older one is refused. */
  version?: EditVersion;
  /** "Publicar agora": published, dated now (a scheduled post comes out at once). */
  publishNow?: boolean;
}

/**
 * As for products: a new title keeps the address; a typed slug leaves a redirect from the earlier one.
 * A save that changes nothing writes nothing (no audit row, the same version) and says so: `changed`.
 */
export async function updatePost(id: string, input: PostInput, actorId: string, now = new Date(), options: PostUpdateOptions = {}) {
  let slug = input.slug;
  if (options.publishNow) input = { ...input, status: "published" };
  try {
    const result = await db().transaction(async (tx) => {
      const before = await lockVersioned(tx, blogPosts, id, options.version, "Post não encontrado.");
      const productsBefore = await postProductIds(tx, id);
      slug = input.slug || before.slug;
      if (slug !== before.slug) await assertPostSlugFree(slug, id, tx);
      // A post keeps its author (even one who has since left the team) unless another is chosen, who
      // must be on the team.
      const authorId =
        !input.authorId || input.authorId === before.authorId ? before.authorId : await resolveAuthor(tx, input.authorId, actorId);
      const changes = {
        ...postValues(input, slug),
        authorId,
        // A name typed for an older post without an account gives way to the member chosen.
        authorName: authorId === before.authorId ? before.authorName : null,
        publishedAt: options.publishNow
          ? now
          : publishedAtOnUpdate(input.status, before.publishedAt, now, saoPauloDateTime(input.publishedAt)),
      };
      if (postFacts({ ...before, ...changes }, input.productIds) === postFacts(before, productsBefore)) {
        return Object.assign(before, { changed: false });
      }
      const [after] = await tx
        .update(blogPosts)
        .set({ ...changes, updatedAt: nextVersion(before.updatedAt, now) })
        .where(eq(blogPosts.id, id))
        .returning();
      await rememberPostSlug(tx, id, before.slug, slug);
      await setPostProducts(tx, id, input.productIds);
      await recordAudit(tx, {
        actorId,
        action: "blog_post.update",
        entity: "blog_post",
        entityId: id,
        before: { ...before, content: undefined, productIds: productsBefore },
        after: { ...after, content: undefined, productIds: input.productIds },
      });
      // The post page's products and the product pages' posts are kept under the blog's tag (and the
      // catalogue's): the blog's is the one a post's write changes.
      await invalidateOnCommit(tx, Tags.blog);
      return Object.assign(after, { changed: true });
    });
    return result;
  } catch (error) {
    postConflict(error, slug);
  }
}

export async function deletePost(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    await deleteAudited(tx, blogPosts, { id, actorId, entity: "blog_post" }, "Post não encontrado.");
    await invalidateOnCommit(tx, Tags.blog);
  });
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
  if (rows.some((r) => r.name.toLowerCase() === input.name.toLowerCase()))
    throw new AdminError(`Já existe uma categoria chamada "${input.name}".`);
}

export async function createCategory(input: CategoryInput, actorId: string) {
  const slug = resolveSlug(input.slug, input.name);
  if (!slug) throw new AdminError("Não foi possível gerar o slug a partir do nome; informe um slug.");
  await assertCategoryFree({ name: input.name, slug });
  try {
    return await db().transaction(async (tx) => {
      const row = await insertAudited(tx, blogCategories, { name: input.name, slug }, { actorId, entity: "blog_category" });
      await invalidateOnCommit(tx, Tags.blog);
      return row;
    });
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
    return await db().transaction(async (tx) => {
      const row = await updateAudited(
        tx,
        blogCategories,
        { id, actorId, entity: "blog_category" },
        { name: input.name, slug },
        "Categoria não encontrada.",
      );
      await invalidateOnCommit(tx, Tags.blog);
      return row;
    });
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
        throw new AdminError(
          `A categoria é usada por ${n} ${n === 1 ? "post" : "posts"}. Mude a categoria desses posts antes de removê-la.`,
        );
      }
      await deleteAudited(tx, blogCategories, { id, actorId, entity: "blog_category" }, "Categoria não encontrada.");
      await invalidateOnCommit(tx, Tags.blog);
    });
  } catch (error) {
    if (pgErrorCode(error) === "23503") throw new AdminError("A categoria está em uso por posts.");
    throw error;
  }
}
