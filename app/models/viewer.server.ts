/**
 * What a signed-in customer's pages show of their own activity: the posts they like, their review and
 * their open sample request of each product, and the products whose sample they received. Read in one go and kept per customer under their tag,
 * which every write of theirs or about them invalidates in its transaction (a like, a request or review
 * sent, a moderation, a sample's status or payment, an erasure), and under the catalogue's (a product's
 * name in a request). Without it each signed-in product or blog page ran its own queries (decision 024).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { blogPostLikes, productReviews, sampleRequests } from "~/db/schema";
import { taggedCache, Tags } from "~/lib/server/cache.server";
import { openSampleTickets, type SampleTicket } from "./samples.server";
import { RECEIVED_SAMPLE_STATUSES, type SampleStatus } from "~/db/schema/enums";

export interface ViewerFacts {
  likedPostIds: ReadonlySet<string>;
  /** By product id. */
  reviews: ReadonlyMap<string, { approved: boolean }>;
  /** By product id. */
  openTickets: ReadonlyMap<string, SampleTicket>;
  /** Products of which the customer received a sample (delivered or completed): their reviews carry the badge. */
  receivedSampleProductIds: ReadonlySet<string>;
}

const viewers = () => taggedCache<ViewerFacts>("viewer", { max: 5000 });

/** The customer's open requests as the cards show them: status by product slug (from the kept facts). */
export async function openSampleStatuses(userId: string): Promise<Record<string, SampleStatus>> {
  const { openTickets } = await viewerFacts(userId);
  return Object.fromEntries([...openTickets.values()].flatMap((t) => (t.productSlug ? [[t.productSlug, t.status] as const] : [])));
}

export function viewerFacts(userId: string): Promise<ViewerFacts> {
  return viewers().get(userId, [Tags.user(userId), Tags.catalog], async () => {
    const [likes, reviewsAndReceived, tickets] = await Promise.all([
      db().select({ postId: blogPostLikes.postId }).from(blogPostLikes).where(eq(blogPostLikes.userId, userId)),
      // One statement for two lists: the reviews (approved true or false), then the products of the
      // samples received (approved null).
      db()
        .select({ productId: sql<string | null>`${productReviews.productId}`, approved: sql<boolean | null>`${productReviews.approved}` })
        .from(productReviews)
        .where(eq(productReviews.userId, userId))
        .unionAll(
          db()
            .select({ productId: sql<string | null>`${sampleRequests.productId}`, approved: sql<boolean | null>`null` })
            .from(sampleRequests)
            .where(and(eq(sampleRequests.userId, userId), inArray(sampleRequests.status, [...RECEIVED_SAMPLE_STATUSES]))),
        ),
      openSampleTickets(userId),
    ]);
    const reviews = reviewsAndReceived.flatMap((r) =>
      r.productId && r.approved !== null ? [[r.productId, { approved: r.approved }] as const] : [],
    );
    const received = reviewsAndReceived.flatMap((r) => (r.productId && r.approved === null ? [r.productId] : []));
    return {
      likedPostIds: new Set(likes.map((l) => l.postId)),
      reviews: new Map(reviews),
      openTickets: new Map(tickets.flatMap((t) => (t.productId ? [[t.productId, t] as const] : []))),
      receivedSampleProductIds: new Set(received),
    };
  });
}
