/**
 * What a signed-in customer's pages show of their own activity: the posts they like, their review and
 * their open sample request of each product. Read in one go and kept per customer under their tag,
 * which every write of theirs or about them invalidates in its transaction (a like, a request or review
 * sent, a moderation, a sample's status or payment, an erasure), and under the catalogue's (a product's
 * name in a request). Without it each signed-in product or blog page ran its own queries (decision 024).
 */
import { eq } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { blogPostLikes, productReviews } from "~/db/schema";
import { taggedCache, Tags } from "~/lib/server/cache.server";
import { openSampleTickets, type SampleTicket } from "./samples.server";
import type { SampleStatus } from "~/db/schema/enums";

export interface ViewerFacts {
  likedPostIds: ReadonlySet<string>;
  /** By product id. */
  reviews: ReadonlyMap<string, { approved: boolean }>;
  /** By product id. */
  openTickets: ReadonlyMap<string, SampleTicket>;
}

const viewers = () => taggedCache<ViewerFacts>("viewer", { max: 5000 });

/** The customer's open requests as the cards show them: status by product slug (from the kept facts). */
export async function openSampleStatuses(userId: string): Promise<Record<string, SampleStatus>> {
  const { openTickets } = await viewerFacts(userId);
  return Object.fromEntries([...openTickets.values()].flatMap((t) => (t.productSlug ? [[t.productSlug, t.status] as const] : [])));
}

export function viewerFacts(userId: string): Promise<ViewerFacts> {
  return viewers().get(userId, [Tags.user(userId), Tags.catalog], async () => {
    const [likes, reviews, tickets] = await Promise.all([
      db().select({ postId: blogPostLikes.postId }).from(blogPostLikes).where(eq(blogPostLikes.userId, userId)),
      db()
        .select({ productId: productReviews.productId, approved: productReviews.approved })
        .from(productReviews)
        .where(eq(productReviews.userId, userId)),
      openSampleTickets(userId),
    ]);
    return {
      likedPostIds: new Set(likes.map((l) => l.postId)),
      reviews: new Map(reviews.map((r) => [r.productId, { approved: r.approved }])),
      openTickets: new Map(tickets.flatMap((t) => (t.productId ? [[t.productId, t] as const] : []))),
    };
  });
}
