/**
 * Reading the blog: published posts and their categories, search, views and likes.
 * Only posts with status 'published' whose publication date has come are ever returned to readers,
 * newest publication first.
 */
import { and, asc, desc, eq, gt, like, lte, min, notInArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { expireTagsAt, invalidateOnCommit, sharedData, Tags } from "~/lib/server/cache.server";
import { blogCategories, blogPostLikes, blogPosts, postProducts, profiles } from "~/db/schema";
import { foldText } from "~/db/schema/sql-helpers";
import { SLUG_PATTERN } from "~/validation/admin/slug";
import { BRAND } from "~/lib/common/brand";
import { viewerFacts } from "./viewer.server";
import { formatLongDate } from "~/i18n/format";

export const FEATURED_LIMIT = 2;
export const BLOG_PAGE_SIZE = 9;
export const RELATED_LIMIT = 3;
/** Longest search term taken into account; longer input is cut. */
export const MAX_SEARCH_LENGTH = 100;

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
}

export interface PostSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  imageUrl: string | null;
  /** What the image shows, as its author described it ("" for none: the image is then decorative). */
  imageAlt: string;
  featured: boolean;
  readTime: number;
  views: number;
  publishedAt: Date | null;
  /**
   * `publishedAt` as the page writes it ('24 de junho de 2026', São Paulo time), written here on the
   * server: a browser's first Intl object costs tens of milliseconds, which the blog pages would
   * otherwise spend while they hydrate (i18n/format.ts).
   */
  publishedAtText: string | null;
  category: { name: string; slug: string } | null;
  authorName: string;
  /** How the author signs: "Nutricionista · CRN-3 48215"; null for none. */
  authorCredentials: string | null;
  likeCount: number;
  likedByMe: boolean;
}

export interface PostDetail extends PostSummary {
  content: string;
  categoryId: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  updatedAt: Date;
}

export interface LikeState {
  liked: boolean;
  count: number;
}

const DEFAULT_AUTHOR = `Equipe ${BRAND.name}`;

/**
 * What readers may see: published, with a publication date that has come (a future one is a
 * scheduled post). The clock is read at each query, so the test of a scheduled post moves it.
 */
function published(): SQL {
  return and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, new Date()))!;
}

/** When the next scheduled post becomes public, or null when none is waiting. */
export async function nextScheduledPublication(): Promise<Date | null> {
  const [row] = await db()
    .select({ at: min(blogPosts.publishedAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), gt(blogPosts.publishedAt, new Date())));
  return row?.at ?? null;
}

/**
 * Public blog data kept in the shared cache under the `blog` tag. A scheduled post changes what
 * readers see without anybody writing, so each load also reads when the next one is due and the
 * `blog` tag expires then: cached data and the cached pages made from it are loaded again from
 * that moment (lib/cache.server.ts expireTagsAt).
 */
export function sharedBlogData<T>(key: string, load: () => Promise<T>, extraTags: readonly string[] = []): Promise<T> {
  return sharedData(key, [Tags.blog, ...extraTags], async () => {
    const [value, next] = await Promise.all([load(), nextScheduledPublication()]);
    if (next) expireTagsAt(next, Tags.blog);
    return value;
  });
}

// Written out in full: drizzle leaves column names unqualified in single-table queries, which a subquery would misread.
const POST_ID = sql.raw(`"blog_posts"."id"`);

function likeCount() {
  return sql<number>`(select count(*) from blog_post_likes l where l.post_id = ${POST_ID})::int`;
}

function likedBy(userId: string | null | undefined) {
  if (!userId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from blog_post_likes l where l.post_id = ${POST_ID} and l.user_id = ${userId})`;
}

function summaryColumns() {
  return {
    id: blogPosts.id,
    title: blogPosts.title,
    slug: blogPosts.slug,
    excerpt: blogPosts.excerpt,
    imageUrl: blogPosts.imageUrl,
    imageAlt: blogPosts.imageAlt,
    featured: blogPosts.featured,
    readTime: blogPosts.readTime,
    views: blogPosts.views,
    publishedAt: blogPosts.publishedAt,
    categoryName: blogCategories.name,
    categorySlug: blogCategories.slug,
    authorName: sql<string | null>`coalesce(nullif(trim(${blogPosts.authorName}), ''), ${profiles.fullName})`,
    authorCredentials: sql<string | null>`case when nullif(trim(${blogPosts.authorName}), '') is null then ${profiles.credentials} end`,
    likeCount: likeCount(),
  };
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt?.trim() ?? "",
    featured: row.featured,
    readTime: row.readTime,
    views: row.views,
    publishedAt: row.publishedAt,
    publishedAtText: row.publishedAt ? formatLongDate(row.publishedAt) : null,
    category: row.categoryName && row.categorySlug ? { name: row.categoryName, slug: row.categorySlug } : null,
    authorName: row.authorName || DEFAULT_AUTHOR,
    authorCredentials: row.authorName ? row.authorCredentials : null,
    likeCount: Number(row.likeCount),
    likedByMe: false,
  };
}

function selectSummaries() {
  return db()
    .select(summaryColumns())
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId));
}

const newestFirst = [sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt), desc(blogPosts.id)];

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of a search term, folded like blog_posts.search_text (lower case, no accents). */
export function searchWords(term: string | null | undefined): string[] {
  const folded = foldText((term ?? "").slice(0, MAX_SEARCH_LENGTH)).trim();
  if (!folded) return [];
  return [...new Set(folded.split(/\s+/))].slice(0, 8);
}

export interface BlogFilters {
  /** Free text over title and excerpt. */
  q?: string | null;
  /** A blog category slug. */
  category?: string | null;
}

function filterConditions({ q, category }: BlogFilters): SQL[] {
  const conditions: SQL[] = [published()];
  for (const word of searchWords(q)) conditions.push(like(blogPosts.searchText, `%${escapeLike(word)}%`));
  if (category) conditions.push(eq(blogCategories.slug, category));
  return conditions;
}

export async function listBlogCategories(): Promise<BlogCategory[]> {
  return db()
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));
}

export interface BlogListing {
  /** At most FEATURED_LIMIT featured posts matching the filters (on the first page only). */
  featured: PostSummary[];
  /** The other matching posts, newest publication first, one page of them. */
  latest: PostSummary[];
  /** How many posts match the filters, featured ones included. */
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The blog list: the featured posts matching the filters (at most 2) and the rest, paginated.
 * A featured post beyond the first two appears among the latest ones.
 */
export async function listBlog(filters: BlogFilters & { page?: number; pageSize?: number }): Promise<BlogListing> {
  const pageSize = filters.pageSize ?? BLOG_PAGE_SIZE;
  const conditions = filterConditions(filters);
  const featured = await selectSummaries()
    .where(and(...conditions, eq(blogPosts.featured, true)))
    .orderBy(...newestFirst)
    .limit(FEATURED_LIMIT);
  const featuredIds = featured.map((p) => p.id);
  const rest = featuredIds.length ? [...conditions, notInArray(blogPosts.id, featuredIds)] : conditions;

  const [{ n }] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(...rest));
  const restTotal = Number(n);
  const pageCount = Math.max(1, Math.ceil(restTotal / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(filters.page ?? 1) || 1), pageCount);
  const latest = restTotal
    ? await selectSummaries()
        .where(and(...rest))
        .orderBy(...newestFirst)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
    : [];
  return {
    featured: page === 1 ? featured.map(toSummary) : [],
    latest: latest.map(toSummary),
    total: restTotal + featured.length,
    page,
    pageCount,
  };
}

/** The newest published posts (home page teasers). */
export async function listLatestPosts(limit: number): Promise<PostSummary[]> {
  const rows = await selectSummaries()
    .where(published())
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

/** A published post by slug, or null (drafts, archived posts and unknown slugs alike). */
export async function getPublishedPost(slug: string): Promise<PostDetail | null> {
  // An address that cannot be a slug (a %00 would even make PostgreSQL refuse the query) is simply not found.
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db()
    .select({
      ...summaryColumns(),
      content: blogPosts.content,
      categoryId: blogPosts.categoryId,
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(and(published(), eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) return null;
  return {
    ...toSummary(row),
    content: row.content,
    categoryId: row.categoryId,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    updatedAt: row.updatedAt,
  };
}

/** Counts one view, atomically (concurrent readers never lose a count); returns the new total. */
export async function recordPostView(postId: string): Promise<number | null> {
  const [row] = await db()
    .update(blogPosts)
    .set({ views: sql`${blogPosts.views} + 1` })
    .where(and(eq(blogPosts.id, postId), published()))
    .returning({ views: blogPosts.views });
  return row?.views ?? null;
}

/** Up to `limit` other published posts: same category first, then the newest others. */
export async function listRelatedPosts(post: { id: string; categoryId: string | null }, limit = RELATED_LIMIT): Promise<PostSummary[]> {
  const notThis = sql`${blogPosts.id} <> ${post.id}`;
  const sameCategory = post.categoryId
    ? await selectSummaries()
        .where(and(published(), notThis, eq(blogPosts.categoryId, post.categoryId)))
        .orderBy(...newestFirst)
        .limit(limit)
    : [];
  if (sameCategory.length >= limit) return sameCategory.map(toSummary);
  const exclude = [post.id, ...sameCategory.map((p) => p.id)];
  const others = await selectSummaries()
    .where(and(published(), notInArray(blogPosts.id, exclude)))
    .orderBy(...newestFirst)
    .limit(limit - sameCategory.length);
  return [...sameCategory, ...others].map(toSummary);
}

/** Most posts a product page lists under "Artigos sobre este produto". */
export const PRODUCT_POSTS_LIMIT = 3;

/** A post as a product page links to it. */
export interface PostLink {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  readTime: number;
  publishedAt: Date | null;
  /** '24 de junho de 2026' (written on the server, as PostSummary's). */
  publishedAtText: string | null;
}

/** The published posts that name the product (post_products), newest first, at most `limit`. */
export async function listProductPosts(productId: string, limit = PRODUCT_POSTS_LIMIT): Promise<PostLink[]> {
  const rows = await db()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      readTime: blogPosts.readTime,
      publishedAt: blogPosts.publishedAt,
    })
    .from(postProducts)
    .innerJoin(blogPosts, eq(blogPosts.id, postProducts.postId))
    .where(and(eq(postProducts.productId, productId), published()))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((r) => ({ ...r, publishedAtText: r.publishedAt ? formatLongDate(r.publishedAt) : null }));
}

async function publishedPostId(slug: string): Promise<string | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(published(), eq(blogPosts.slug, slug)))
    .limit(1);
  return row?.id ?? null;
}

async function likeStateOf(postId: string, userId: string | null | undefined): Promise<LikeState> {
  const [row] = await db()
    .select({ count: likeCount(), liked: likedBy(userId) })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId));
  return { liked: Boolean(row?.liked), count: Number(row?.count ?? 0) };
}

/** The like count of a published post and whether `userId` likes it; null when there is no such post. */
export async function getLikeState(slug: string, userId?: string | null): Promise<LikeState | null> {
  const postId = await publishedPostId(slug);
  return postId ? likeStateOf(postId, userId) : null;
}

/**
 * Sets whether `userId` likes the published post `slug` (idempotent: liking twice keeps one like,
 * enforced by the unique index) and returns the real state afterwards; null when there is no such post.
 */
export async function setPostLike(userId: string, slug: string, liked: boolean): Promise<LikeState | null> {
  const postId = await publishedPostId(slug);
  if (!postId) return null;
  await db().transaction(async (tx) => {
    if (liked) {
      await tx.insert(blogPostLikes).values({ postId, userId }).onConflictDoNothing();
    } else {
      await tx.delete(blogPostLikes).where(and(eq(blogPostLikes.postId, postId), eq(blogPostLikes.userId, userId)));
    }
    // The count is on the post's page and on its cards; what the reader likes, in their viewer facts.
    await invalidateOnCommit(tx, Tags.blog, Tags.user(userId));
  });
  return likeStateOf(postId, userId);
}

/**
 * Marks the posts `userId` likes. When that cannot be read the posts come back unmarked with
 * `failed` set, so the page still shows (and says it could not check the likes).
 */
export async function withUserLikes<T extends { id: string; likedByMe: boolean }>(
  posts: T[],
  userId: string | null | undefined,
): Promise<{ posts: T[]; failed: boolean }> {
  if (!userId || !posts.length) return { posts, failed: false };
  try {
    const liked = (await viewerFacts(userId)).likedPostIds;
    // Posts the user does not like are the objects given (often the shared, cached ones: the parts of
    // their cards kept by lib/shared-html.tsx are found again); a liked one is a copy.
    return { posts: posts.map((p) => (liked.has(p.id) === p.likedByMe ? p : { ...p, likedByMe: liked.has(p.id) })), failed: false };
  } catch (error) {
    console.error("[blog] falha ao ler as curtidas:", error);
    return { posts, failed: true };
  }
}

export interface FeedPost {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  imageUrl: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
  categoryName: string | null;
  authorName: string;
}

/** The newest published posts with their content, for the RSS feed. */
export async function listFeedPosts(limit: number): Promise<FeedPost[]> {
  const rows = await db()
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      imageUrl: blogPosts.imageUrl,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      categoryName: blogCategories.name,
      authorName: sql<string | null>`coalesce(nullif(trim(${blogPosts.authorName}), ''), ${profiles.fullName})`,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(published())
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((r) => ({ ...r, authorName: r.authorName || DEFAULT_AUTHOR }));
}

/** Every published post's address and last change, for the sitemap. */
export async function listPublishedPostDates(): Promise<{ slug: string; lastModified: Date }[]> {
  const rows = await db()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(published())
    .orderBy(...newestFirst);
  return rows.map((r) => ({
    slug: r.slug,
    lastModified: r.publishedAt && r.publishedAt > r.updatedAt ? r.publishedAt : r.updatedAt,
  }));
}
