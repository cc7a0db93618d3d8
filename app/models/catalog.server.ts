/**
 * The public catalogue: active products only, newest first, with their real rating
 * (average and count of approved reviews, aggregated in the same query: no N+1).
 */
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { postProducts, productCategories, productReviews, products } from "~/db/schema";
import { foldSql, foldText } from "~/db/schema/sql-helpers";
import { stemmer as stemPortuguese } from "@orama/stemmers/portuguese";
import { NEED_SYNONYMS } from "./catalog-synonyms";
import type { SampleStatus } from "~/db/schema/enums";
import { withPix, type SampleTicket } from "./samples.server";
import { viewerFacts } from "./viewer.server";
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
  /** What the free sample is ("7 cápsulas · 7 dias"), when set. */
  sampleDescription: string | null;
  /** No free sample left ("Amostras esgotadas"). Only this, not the number: it changes the cached pages only at 0. */
  soldOut?: boolean;
}

export interface ProductDetail extends Omit<ProductCardData, "benefits" | "summary"> {
  shortDescription: string | null;
  description: string;
  benefits: string[];
  howToUse: string | null;
  /** The product's page in the store ("Comprar"), if the panel gave one. */
  storeUrl: string | null;
  /** "inactive" only in an administrator's preview. */
  status: "active" | "inactive";
  createdAt: Date;
  updatedAt: Date;
}

export interface CatalogQuery {
  /**
   * Free text, ignoring case and accents: every word (or its stem, or a synonym of the need) in the
   * name, short description, benefits, how-to-use or category; name matches first.
   */
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

/** A typed word belongs to a synonym group when their Portuguese stems are equal (dormir, dormindo → dorm). */
const stemOf = (word: string) => foldText(stemPortuguese(word.toLowerCase()));

/** The synonym groups (catalog-synonyms.ts) as folded words and their stems, built once. */
let synonymGroups: { need: string; words: string[]; stems: Set<string> }[] | undefined;
function groups() {
  synonymGroups ??= NEED_SYNONYMS.map((group) => ({
    need: group[0],
    words: [
      ...new Set(
        group.flatMap((w) =>
          foldText(w)
            .split(/[^a-z0-9]+/)
            .filter(Boolean),
        ),
      ),
    ],
    stems: new Set(group.map(stemOf)),
  }));
  return synonymGroups;
}

export interface SearchTerm {
  word: string;
  synonyms: string[];
  /** The needs (catalog-synonyms.ts NEEDS) whose group the word belongs to. */
  needs: string[];
}

/**
 * The search as full-text terms: one entry per typed word (folded, letters and digits only, at most
 * 8), with the words of every synonym group it belongs to. Only [a-z0-9] reach the query's syntax.
 */
export function searchAlternatives(q: string | null | undefined): SearchTerm[] {
  const seen = new Set<string>();
  const terms: SearchTerm[] = [];
  for (const raw of (q ?? "").slice(0, MAX_TERM_LENGTH).toLowerCase().split(/\s+/)) {
    for (const word of foldText(raw).split(/[^a-z0-9]+/)) {
      if (!word || seen.has(word) || terms.length >= MAX_TERM_WORDS) continue;
      seen.add(word);
      const stem = stemOf(raw.normalize("NFC").replace(/[^\p{L}\p{N}]+/gu, "") || word);
      const matched = groups().filter((g) => g.stems.has(stem) || g.words.includes(word));
      const synonyms = matched.flatMap((g) => g.words).filter((w, i, all) => w !== word && all.indexOf(w) === i);
      terms.push({ word, synonyms, needs: matched.map((g) => g.need) });
    }
  }
  return terms;
}

/**
 * A tsquery (Portuguese stemming) where every typed word must match, as a word beginning (it may be
 * half typed) or as one of its synonyms. `weight` restricts it: "A" the name, "AB" the name and benefits.
 */
function toTsQuery(terms: SearchTerm[], weight = ""): string {
  return terms
    .map(({ word, synonyms }) => `(${[`${word}:*${weight}`, ...synonyms.map((s) => `${s}${weight ? `:${weight}` : ""}`)].join(" | ")})`)
    .join(" & ");
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

/** The columns of a product card (also read by models/favorites.server.ts). */
export const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  summary: sql<string>`coalesce(nullif(${products.shortDescription}, ''), left(${products.description}, 280))`,
  benefits: sql<string[]>`${products.benefits}[1:3]`,
  imageUrl: products.imageUrl,
  sampleDescription: products.sampleDescription,
  categorySlug: productCategories.slug,
  categoryName: productCategories.name,
  ratingAverage,
  ratingCount,
  soldOut: sql<boolean>`${products.sampleStock} <= 0`,
};

export type CardRow = {
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
  sampleDescription: string | null;
  soldOut?: boolean;
};

export function toCard(row: CardRow): ProductCardData {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    summary: row.summary,
    benefits: row.benefits ?? [],
    imageUrl: row.imageUrl,
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    rating: toRating(row.ratingAverage, row.ratingCount),
    sampleDescription: row.sampleDescription,
    soldOut: Boolean(row.soldOut),
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

type SearchTerms = ReturnType<typeof searchAlternatives>;

function catalogFilter(query: CatalogQuery, terms: SearchTerms): SQL {
  const conditions: SQL[] = [eq(products.status, "active")];
  // A scalar subquery (not a join) lets the planner use the (category_id, status, created_at) index.
  if (query.category) {
    conditions.push(
      eq(
        products.categoryId,
        sql`(select ${productCategories.id} from ${productCategories} where ${productCategories.slug} = ${query.category})`,
      ),
    );
  }
  // Every word must be found: in the product's own words (name, short description, benefits,
  // how-to-use) or in its category's name and description ("sono" is often only the category's word).
  for (const term of terms) conditions.push(termMatch(term, ""));
  // Never a product marked as not for a need the search names (caffeine for "insônia", decision 031).
  const needs = [...new Set(terms.flatMap((t) => t.needs))];
  if (needs.length)
    conditions.push(
      sql`not (${products.notFor} && array[${sql.join(
        needs.map((n) => sql`${n}`),
        sql`, `,
      )}]::text[])`,
    );
  return and(...conditions)!;
}

/** The word in the product's words of these weights ("" any), or through its product line. */
function termMatch(term: SearchTerm, weight: "" | "AB"): SQL {
  const tsquery = sql`to_tsquery('portuguese', ${toTsQuery([term], weight)})`;
  const lineQuery = sql`to_tsquery('portuguese', ${toTsQuery([term])})`;
  // Both sides can be read from an index (GIN on the words, btree on the category): an array
  // computed once, not a subquery per row, lets the planner combine them.
  // coalesce: a product of no line compares null with the lines, and "not" of a null would drop it.
  return sql`coalesce(${products.searchVector} @@ ${tsquery} or ${products.categoryId} = any(array(
      select ${productCategories.id} from ${productCategories}
      where to_tsvector('portuguese', ${foldSql(sql`${productCategories.name} || ' ' || ${productCategories.description}`)}) @@ ${lineQuery})), false)`;
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
  const terms = searchAlternatives(query.q);
  // A term with no letter or digit ("%") can match nothing.
  if (query.q?.trim() && !terms.length) return { products: [], firstPage, page, pageSize, hasMore: false, truncated: false };
  const filter = catalogFilter(query, terms);
  const offset = (firstPage - 1) * pageSize;
  const branch = (rank: 0 | 1 | 2, where: SQL) =>
    tx
      .select({ id: products.id, rank: sql<number>`${sql.raw(String(rank))}`.as("rank"), createdAt: products.createdAt })
      .from(products)
      .where(where)
      .orderBy(...newestFirst);
  // With a search, products whose name has the words come first, then those whose benefits or
  // product line have them, then the rest (found only in the long texts): three lists in index order,
  // each read only as far as the page needs (ranking every match would read them all), then merged.
  const inName = terms.length ? sql`${products.searchVector} @@ to_tsquery('portuguese', ${toTsQuery(terms, "A")})` : undefined;
  const strong = and(...terms.map((t) => termMatch(t, "AB")))!;
  const pageIds = inName
    ? branch(0, and(filter, inName)!)
        .limit(offset + wanted + 1)
        .unionAll(branch(1, and(filter, sql`not (${inName})`, strong)!).limit(offset + wanted + 1))
        .unionAll(branch(2, and(filter, sql`not (${inName})`, sql`not (${strong})`)!).limit(offset + wanted + 1))
        .orderBy(sql`"rank"`, sql`"created_at" desc`, sql`"id" desc`)
        .limit(wanted + 1)
        .offset(offset)
        .as("page_ids")
    : branch(0, filter)
        .limit(wanted + 1)
        .offset(offset)
        .as("page_ids");
  const rows = await tx
    .select(cardColumns)
    .from(pageIds)
    .innerJoin(products, eq(products.id, pageIds.id))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .orderBy(asc(pageIds.rank), ...newestFirst);
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
export async function getProductBySlug(
  slug: string,
  tx: DbOrTx = db(),
  /** An administrator's preview also finds an inactive product (never for the shared, cached page). */
  { includeInactive = false }: { includeInactive?: boolean } = {},
): Promise<ProductDetail | null> {
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
      sampleDescription: products.sampleDescription,
      storeUrl: products.storeUrl,
      soldOut: sql<boolean>`${products.sampleStock} <= 0`,
      status: products.status,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      categorySlug: productCategories.slug,
      categoryName: productCategories.name,
      ratingAverage,
      ratingCount,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(includeInactive ? eq(products.slug, slug) : and(eq(products.slug, slug), eq(products.status, "active")))
    .limit(1);
  if (!row) return null;
  const { categorySlug, categoryName, ratingAverage: avg, ratingCount: n, ...rest } = row;
  return {
    ...rest,
    category: categorySlug && categoryName ? { slug: categorySlug, name: categoryName } : null,
    rating: toRating(avg, n),
  };
}

/** Most products the product page suggests. */
export const RELATED_LIMIT = 4;

/**
 * Up to `limit` active products to show beside a product: those of its category first,
 * then those of other lines that share one of its benefits (the same text); within each, the ones
 * sharing more benefits, then the newest. Never the product itself; nothing with nothing in common.
 *
 * Two statements, the second only when the line has fewer than `limit` other products: in one, every
 * active product sharing a benefit was read and sorted to keep four (40–50 ms at 10,000 products,
 * docs/performance.md "scale"), while the line alone is a few milliseconds.
 */
export async function listRelatedProducts(productId: string, limit = RELATED_LIMIT, tx: DbOrTx = db()): Promise<ProductCardData[]> {
  // The product's own category and benefits, read once by the planner (scalar subqueries).
  const mine = (column: "category_id" | "benefits") =>
    sql`(select me.${sql.identifier(column)} from ${products} as me where me.id = ${productId})`;
  const myCategory = mine("category_id");
  const myBenefits = mine("benefits");
  const shared = sql`cardinality(array(select unnest(${products.benefits}) intersect select unnest(${myBenefits})))`;
  const related = (among: SQL, count: number) =>
    tx
      .select(cardColumns)
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(and(eq(products.status, "active"), ne(products.id, productId), among))
      .orderBy(sql`${shared} desc`, ...newestFirst)
      .limit(count);
  const sameLine = await related(eq(products.categoryId, myCategory), limit);
  if (sameLine.length >= limit) return sameLine.map(toCard);
  const otherLines = await related(
    // Not of the line (a product of no line has none: every product sharing a benefit, lines or not).
    and(sql`not coalesce(${products.categoryId} = ${myCategory}, false)`, sql`${products.benefits} && ${myBenefits}`)!,
    limit - sameLine.length,
  );
  return [...sameLine, ...otherLines].map(toCard);
}

/** The cards of the active products among `slugs`, in the order given (a visitor's favourites). */
export async function productCardsBySlugs(slugs: readonly string[], tx: DbOrTx = db()): Promise<ProductCardData[]> {
  const valid = [...new Set(slugs)].filter((slug) => SLUG_PATTERN.test(slug));
  if (!valid.length) return [];
  const rows = await tx
    .select(cardColumns)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.status, "active"), inArray(products.slug, valid)));
  const order = new Map(valid.map((slug, i) => [slug, i]));
  return rows.map(toCard).sort((a, b) => order.get(a.slug)! - order.get(b.slug)!);
}

/** The active products a post names ("Produtos citados neste artigo"), in the order the admin chose. */
export async function listPostProducts(postId: string, tx: DbOrTx = db()): Promise<ProductCardData[]> {
  const rows = await tx
    .select(cardColumns)
    .from(postProducts)
    .innerJoin(products, eq(products.id, postProducts.productId))
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(postProducts.postId, postId), eq(products.status, "active")))
    .orderBy(asc(postProducts.position));
  return rows.map(toCard);
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
  /** The same open request as the page shows it after sending: order number, fee, Pix code. */
  openTicket: SampleTicket | null;
  /** A sample of the product was requested and none received yet: a review gets its badge only after delivery. */
  sampleOnItsWay: boolean;
  /** Whether the customer had a sample of the product (any request not rejected or cancelled). */
  hadSample: boolean;
}

/**
 * The customer's review and open sample request for a product (the same answers as reviews.server's
 * findUserReview and samples.server's findOpenSampleRequest: tests/integration/product-viewer.test.ts),
 * from the customer's kept viewer facts (models/viewer.server.ts): no query while they are fresh.
 */
export async function productViewerState(productId: string, userId: string): Promise<ProductViewerState> {
  const facts = await viewerFacts(userId);
  const review = facts.reviews.get(productId);
  const kept = facts.openTickets.get(productId);
  const openTicket = kept ? await withPix(kept) : null;
  return {
    ownReview: review ? { approved: review.approved } : null,
    openSample: openTicket ? { status: openTicket.status } : null,
    openTicket,
    sampleOnItsWay: Boolean(openTicket) && !facts.receivedSampleProductIds.has(productId),
    hadSample: facts.sampledProductIds.has(productId),
  };
}
