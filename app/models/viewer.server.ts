/**
 * What a signed-in customer's pages show of their own activity: the posts they like, their review and
 * their open sample request of each product, and the products whose sample they received. Read in one go and kept per customer under their tag,
 * which every write of theirs or about them invalidates in its transaction (a like, a request or review
 * sent, a moderation, a sample's status or payment, an erasure), and under the catalogue's (a product's
 * name in a request). Without it each signed-in product or blog page ran its own queries (decision 024).
 */
import { and, eq, ne, sql } from "drizzle-orm";
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
  /** Products the customer had a sample of: any request of theirs not rejected or cancelled ("Comprar"'s utm_medium). */
  sampledProductIds: ReadonlySet<string>;
}

type Kind = "review" | "sample";

const viewers = () => taggedCache<ViewerFacts>("viewer", { max: 5000 });

/** The customer's open requests as the cards show them: status by product slug (from the kept facts). */
export async function openSampleStatuses(userId: string): Promise<Record<string, SampleStatus>> {
  const { openTickets } = await viewerFacts(userId);
  return Object.fromEntries([...openTickets.values()].flatMap((t) => (t.productSlug ? [[t.productSlug, t.status] as const] : [])));
}

export function viewerFacts(userId: string): Promise<ViewerFacts> {
  return viewers().get(userId, [Tags.user(userId), Tags.catalog], async () => {
    const [likes, rows, tickets] = await Promise.all([
      db().select({ postId: blogPostLikes.postId }).from(blogPostLikes).where(eq(blogPostLikes.userId, userId)),
      // The reviews, and the customer's sample requests not rejected or cancelled (a cancelled request is
      // a rejected one: schema/app.ts) with their status, in one statement: every signed-in page reads these facts.
      db()
        .select({
          productId: sql<string | null>`${productReviews.productId}`,
          approved: sql<boolean | null>`${productReviews.approved}`,
          status: sql<string | null>`null::text`,
          kind: sql<Kind>`'review'::text`,
        })
        .from(productReviews)
        .where(eq(productReviews.userId, userId))
        .unionAll(
          db()
            .select({
              productId: sql<string | null>`${sampleRequests.productId}`,
              approved: sql<boolean | null>`null::boolean`,
              status: sql<string | null>`${sampleRequests.status}::text`,
              kind: sql<Kind>`'sample'::text`,
            })
            .from(sampleRequests)
            .where(and(eq(sampleRequests.userId, userId), ne(sampleRequests.status, "rejected"))),
        ),
      openSampleTickets(userId),
    ]);
    const reviews = rows.filter((r) => r.kind === "review");
    const samples = rows.flatMap((r) => (r.kind === "sample" && r.productId ? [{ productId: r.productId, status: r.status }] : []));
    const received = samples.filter((r) => (RECEIVED_SAMPLE_STATUSES as readonly (string | null)[]).includes(r.status));
    return {
      likedPostIds: new Set(likes.map((l) => l.postId)),
      reviews: new Map(reviews.flatMap((r) => (r.productId ? [[r.productId, { approved: r.approved === true }] as const] : []))),
      openTickets: new Map(tickets.flatMap((t) => (t.productId ? [[t.productId, t] as const] : []))),
      receivedSampleProductIds: new Set(received.map((r) => r.productId)),
      sampledProductIds: new Set(samples.map((r) => r.productId)),
    };
  });
}
