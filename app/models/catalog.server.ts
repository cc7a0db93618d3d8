/**
 * The public catalogue: active products only, newest first, with their real rating
 * (average and count of approved reviews, aggregated in the same query: no N+1).
 */
import { and, asc, desc, eq, inArray, like, sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { productCategories, productReviews, products, sampleRequests } from "~/db/schema";
import { foldText, inList } from "~/db/schema/sql-helpers";
import { OPEN_SAMPLE_STATUSES, type SampleStatus } from "~/db/schema/enums";
import { SLUG_PATTERN } from "~/validation/admin/slug";

export const CATALOG_PAGE_SIZE = 12;
/** Longest search term considered, and most words matched (every word must appear). */
const MAX_TERM_LENGTH = 100;
const MAX_TERM_WORDS = 8;
/**
 * 'Carregar mais' stops after this page (1,200 products with the default size): a deep offset costs
 * a read of every row before it, and nobody scrolls that far on a phone. Beyond it the page asks
 * for a search or a category instead; crawlers reach every product through the sitemap.
 */
export const MAX_PAGE = 100;

export interface CategoryRef {
  slug: string;
  name: string;
}

export interface RatingSummary {
  /** null when the product has no approved review. */
  average: number | null;
  count: number;
}

export interface ProductCardData {
  id: string;
  name: string;
  slug: string;
  /** Short description, else the start of the description. */
  summary: string;
  /** At most 3. */
  benefits: string[];
  imageUrl: string | null;
  category: CategoryRef | null;
  rating: RatingSummary;
}

export interface ProductDetail extends Omit<ProductCardData, "benefits" | "summary"> {
  shortDescription: string | null;
  description: string;
  benefits: string[];
  howToUse: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface CatalogQuery {
  /** Free text, matched against name and short description ignoring case and accents. */
  q?: string | null;
  /** Category slug. */
  category?: string | null;
  /** 1-based: the last page to include. */
  page?: number;
  /** How many pages, ending at `page`, to return together (1 by default). */
  window?: number;
  pageSize?: number;
}

export interface CatalogPage {
  products: ProductCardData[];
  /** First page included (see `window`). */
  firstPage: number;
  /** Last page included. */
  page: number;
  pageSize: number;
  /** Whether a next page exists (and may be asked for). */
  hasMore: boolean;
  /** More products match, past the last page served (MAX_PAGE). */
  truncated: boolean;
}

/** The search term as words: folded (lower case, no accents), at most 8, LIKE wildcards escaped. */
export function searchWords(q: string | null | undefined): string[] {
  const folded = foldText((q ?? "").slice(0, MAX_TERM_LENGTH)).trim();
  if (!folded) return [];
  const words = [...new Set(folded.split(/\s+/).filter(Boolean))].slice(0, MAX_TERM_WORDS);
  return words.map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));
}

const ratingAverage = sql<number | null>`(
  select round(avg(${productReviews.rating})::numeric, 1)::float8
  from ${productReviews}
  where ${productReviews.productId} = ${products.id} and ${productReviews.approved}
)`;
const ratingCount = sql<number>`(
  select count(*)::int from ${productReviews}
  where ${productReviews.productId} = ${products.id} and ${productReviews.approved}
)`;

const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  summary: sql<string>`coalesce(nullif(${products.shortDescription}, ''), left(${products.description}, 280))`,
  benefits: sql<string[]>`${products.benefits}[1:3]`,
  imageUrl: products.imageUrl,
  categorySlug: productCategories.slug,
  categoryName: productCategories.name,
  ratingAverage,
  ratingCount,
};

type CardRow = {
  id: string;
  name: string;
  slug: string;
  summary: string;
  benefits: string[] | null;
  imageUrl: string | null;
  categorySlug: string | null;
  categoryName: string | null;
  ratingAverage: number | null;
  ratingCount: number;
};

function toCard(row: CardRow): ProductCardData {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    summary: row.summary,
    benefits: row.benefits ?? [],
    imageUrl: row.imageUrl,
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    rating: toRating(row.ratingAverage, row.ratingCount),
  };
}

function toRating(average: number | string | null, total: number | string): RatingSummary {
  const n = Number(total);
  return { average: n > 0 && average !== null ? Number(average) : null, count: n };
}

/**
 * Newest first, id as tie-breaker: the order of the (status|category, created_at desc, id desc)
 * indexes, so a page is read from the index without sorting.
 */
const newestFirst = [desc(products.createdAt), desc(products.id)];

function catalogFilter(query: CatalogQuery): SQL {
  const conditions: SQL[] = [eq(products.status, "active")];
  // A scalar subquery (not a join) lets the planner use the (category_id, status, created_at) index.
  if (query.category) {
    conditions.push(
      eq(products.categoryId, sql`(select ${productCategories.id} from ${productCategories} where ${productCategories.slug} = ${query.category})`),
    );
  }
  for (const word of searchWords(query.q)) conditions.push(like(products.searchText, `%${word}%`));
  return and(...conditions)!;
}

/**
 * Products of pages `firstPage`..`page` of the catalogue ('Carregar mais' shows up to `window`
 * pages at once, so the list grows without ever rendering thousands of cards).
 * The ids are chosen first (narrow rows, in index order, one more than needed to know whether
 * another page follows: no count of every match), then only those rows are read in full and get
 * their rating aggregates, so the cost grows neither with the descriptions nor with the reviews.
 */
export async function searchProducts(query: CatalogQuery, tx: DbOrTx = db()): Promise<CatalogPage> {
  const pageSize = query.pageSize ?? CATALOG_PAGE_SIZE;
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1) || 1), MAX_PAGE);
  const firstPage = Math.max(1, page - Math.max(1, query.window ?? 1) + 1);
  const wanted = (page - firstPage + 1) * pageSize;
  const pageIds = tx
    .select({ id: products.id })
    .from(products)
    .where(catalogFilter(query))
    .orderBy(...newestFirst)
    .limit(wanted + 1)
    .offset((firstPage - 1) * pageSize)
    .as("page_ids");
  const rows = await tx
    .select(cardColumns)
    .from(pageIds)
    .innerJoin(products, eq(products.id, pageIds.id))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .orderBy(...newestFirst);
  const more = rows.length > wanted;
  return {
    products: rows.slice(0, wanted).map(toCard),
    firstPage,
    page,
    pageSize,
    hasMore: more && page < MAX_PAGE,
    truncated: more && page >= MAX_PAGE,
  };
}

/** Up to `limit` featured active products for the home page, newest first. */
export async function listFeaturedProducts(limit = 3, tx: DbOrTx = db()): Promise<ProductCardData[]> {
  const rows = await tx
    .select(cardColumns)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.status, "active"), eq(products.featured, true)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toCard);
}

/** An active product with its category and rating; null when missing or inactive. */
export async function getProductBySlug(slug: string, tx: DbOrTx = db()): Promise<ProductDetail | null> {
  // An address that cannot be a slug (a %00 would even make PostgreSQL refuse the query) is simply not found.
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await tx
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      shortDescription: products.shortDescription,
      description: products.description,
      benefits: products.benefits,
      imageUrl: products.imageUrl,
      howToUse: products.howToUse,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      categorySlug: productCategories.slug,
      categoryName: productCategories.name,
      ratingAverage,
      ratingCount,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.slug, slug), eq(products.status, "active")))
    .limit(1);
  if (!row) return null;
  const { categorySlug, categoryName, ratingAverage: avg, ratingCount: n, ...rest } = row;
  return {
    ...rest,
    category: categorySlug && categoryName ? { slug: categorySlug, name: categoryName } : null,
    rating: toRating(avg, n),
  };
}

/** The id of an active product, for actions that receive a slug. */
export async function findActiveProductId(slug: string, tx: DbOrTx = db()): Promise<{ id: string; name: string } | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, "active")))
    .limit(1);
  return row ?? null;
}

export interface CategoryOption extends CategoryRef {
  description: string;
}

/** Every category, in the order of the product lines. */
export async function listCategories(tx: DbOrTx = db()): Promise<CategoryOption[]> {
  return tx
    .select({ slug: productCategories.slug, name: productCategories.name, description: productCategories.description })
    .from(productCategories)
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.name));
}

/** 'Carregar mais' keeps at most this many pages on screen. */
export const CATALOG_WINDOW = 5;

export interface CatalogParams {
  q: string;
  category: string | null;
  page: number;
}

/** The catalogue's URL parameters (?q=, ?categoria=, ?pagina=), tolerant of anything typed by hand. */
export function readCatalogParams(search: URLSearchParams): CatalogParams {
  const page = Number.parseInt(search.get("pagina") ?? "", 10);
  return {
    q: (search.get("q") ?? "").trim().slice(0, MAX_TERM_LENGTH),
    category: search.get("categoria")?.trim() || null,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** Everything a catalogue page shows: the categories, the filters in force and the products. */
export async function loadCatalog(params: CatalogParams, tx: DbOrTx = db()) {
  const categories = await listCategories(tx);
  const category = params.category && categories.some((c) => c.slug === params.category) ? params.category : null;
  const result = await searchProducts({ q: params.q, category, page: params.page, window: CATALOG_WINDOW }, tx);
  return { categories, q: params.q, category, ...result };
}

/** What the product page shows differently to one signed-in customer (routes/site/product.tsx). */
export interface ProductViewerState {
  /** The customer's review of the product (approved or awaiting moderation), if any. */
  ownReview: { approved: boolean } | null;
  /** The customer's open (pending, approved or shipped) sample request for the product, if any. */
  openSample: { status: SampleStatus } | null;
}

/**
 * The customer's review and open sample request for a product (the same answers as reviews.server's
 * findUserReview and samples.server's findOpenSampleRequest: tests/integration/product-viewer.test.ts).
 */
export async function productViewerState(productId: string, userId: string): Promise<ProductViewerState> {
  const [review] = await db()
    .select({ approved: productReviews.approved })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
    .limit(1);
  const [sample] = await db()
    .select({ status: sampleRequests.status })
    .from(sampleRequests)
    .where(and(eq(sampleRequests.userId, userId), eq(sampleRequests.productId, productId), inArray(sampleRequests.status, [...OPEN_SAMPLE_STATUSES])))
    .orderBy(desc(sampleRequests.createdAt))
    .limit(1);
  return { ownReview: review ? { approved: review.approved } : null, openSample: sample ? { status: sample.status as SampleStatus } : null };
}
