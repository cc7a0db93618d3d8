/**
 * What the home page claims about the store, read from the database so that every claim is true
 * (docs/decisions/033-true-home-figures.md): how many customers, the average of the approved reviews,
 * how many products are on sale, and the best approved reviews as testimonials.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { productReviews, products, profiles, sampleRequests, user } from "~/db/schema";
import { initials } from "./users.server";

/** The average rating is a claim only from this many approved reviews on. */
export const MIN_REVIEWS_FOR_RATING = 10;
export const TESTIMONIALS = 3;

export interface StoreCounts {
  /** Confirmed, active customer accounts. */
  customers: number;
  /** Approved reviews of active products, and their average (null with none). */
  reviews: number;
  averageRating: number | null;
  /** Products on sale. */
  products: number;
}

/** One figure as the home page shows it: "1.234" and its label. */
export interface Figure {
  value: string;
  label: string;
  star?: boolean;
}

export interface Testimonial {
  id: string;
  /** The author's first name only. */
  name: string;
  initials: string;
  /** "Salvador – BA", from the author's latest sample request; null when unknown. */
  place: string | null;
  productName: string;
  rating: number;
  content: string;
}

const approvedOfActive = and(eq(productReviews.approved, true), eq(products.status, "active"));

/** The store's counts, in one statement. */
export async function countStore(tx: DbOrTx = db()): Promise<StoreCounts> {
  const result = await tx.execute(sql`
    select
      (select count(*)::int from ${profiles} join ${user} on ${user.id} = ${profiles.id}
        where ${profiles.role} = 'user' and ${profiles.status} = 'active' and ${user.emailVerified}) as customers,
      (select count(*)::int from ${productReviews} join ${products} on ${products.id} = ${productReviews.productId}
        where ${approvedOfActive}) as reviews,
      (select avg(${productReviews.rating})::text from ${productReviews} join ${products} on ${products.id} = ${productReviews.productId}
        where ${approvedOfActive}) as average,
      (select count(*)::int from ${products} where ${products.status} = 'active') as products
  `);
  const [row] = (result as { rows: { customers: number; reviews: number; average: string | null; products: number }[] }).rows;
  return {
    customers: Number(row.customers),
    reviews: Number(row.reviews),
    averageRating: row.average === null ? null : Number(row.average),
    products: Number(row.products),
  };
}

/**
 * The figures worth showing: a count only when there is something to count, the average rating only
 * from MIN_REVIEWS_FOR_RATING approved reviews on. An empty list shows no figures at all.
 */
export function meaningfulFigures(counts: StoreCounts, format: { number: (n: number) => string; rating: (n: number) => string }): Figure[] {
  const figures: Figure[] = [];
  if (counts.customers > 0)
    figures.push({ value: format.number(counts.customers), label: counts.customers === 1 ? "cliente cadastrado" : "clientes cadastrados" });
  if (counts.averageRating !== null && counts.reviews >= MIN_REVIEWS_FOR_RATING)
    figures.push({ value: format.rating(counts.averageRating), label: `média de ${format.number(counts.reviews)} avaliações`, star: true });
  if (counts.products > 0)
    figures.push({ value: format.number(counts.products), label: counts.products === 1 ? "produto natural" : "produtos naturais" });
  return figures;
}

/** The first word of a name ("Mariana Souza" → "Mariana"). */
export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? "").trim().split(/\s+/)[0] || "Cliente";
}

/**
 * The best approved reviews of active products by active customers: highest rating first, then the
 * longer text (a testimonial says something), then the newest; one per author.
 */
export async function listTestimonials(limit = TESTIMONIALS, tx: DbOrTx = db()): Promise<Testimonial[]> {
  // The author's latest request that still has its address (erased ones keep no city).
  const latestPlace = sql<string | null>`(
    select ${sampleRequests.city} || ' – ' || ${sampleRequests.state} from ${sampleRequests}
    where ${sampleRequests.userId} = ${productReviews.userId} and ${sampleRequests.personalDataErasedAt} is null
      and ${sampleRequests.city} <> ''
    order by ${sampleRequests.createdAt} desc limit 1
  )`;
  const rows = await tx
    .select({
      id: productReviews.id,
      userId: productReviews.userId,
      rating: productReviews.rating,
      content: productReviews.content,
      fullName: profiles.fullName,
      email: profiles.email,
      productName: products.name,
      place: latestPlace,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(profiles, eq(profiles.id, productReviews.userId))
    .where(and(approvedOfActive, eq(profiles.status, "active")))
    .orderBy(desc(productReviews.rating), desc(sql`char_length(${productReviews.content})`), desc(productReviews.createdAt))
    // Enough rows to find `limit` different authors in all but odd cases.
    .limit(limit * 4);
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.userId) && Boolean(seen.add(r.userId)))
    .slice(0, limit)
    .map((r) => ({
      id: r.id,
      name: firstName(r.fullName),
      initials: initials(firstName(r.fullName), r.email),
      place: r.place,
      productName: r.productName,
      rating: r.rating,
      content: r.content,
    }));
}
