/** What needs the team's attention, for the panel's sidebar: one statement of four counts. */
import { sql } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { contactMessages, dataRemovalRequests, productReviews, sampleRequests } from "~/db/schema";

export interface AttentionCounts {
  /** Sample requests awaiting a decision (pending) or a shipment (approved). */
  samples: number;
  /** Reviews not yet moderated. */
  reviews: number;
  /** Data-removal (LGPD) requests confirmed by their address's owner and not yet handled (an unconfirmed one needs nothing of the team). */
  privacy: number;
  /** Contact messages not yet handled. */
  contact: number;
}

/**
 * The four counts as scalar subqueries of one statement (one round trip on every panel page); each
 * reads only its range of a status index.
 */
export async function attentionCounts(): Promise<AttentionCounts> {
  const n = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`.mapWith(Number);
  const [row] = await db()
    .select({
      samples: n(sql`select count(*) from ${sampleRequests} where ${sampleRequests.status} in ('pending', 'approved')`),
      reviews: n(sql`select count(*) from ${productReviews} where ${productReviews.approved} = false`),
      privacy: n(
        sql`select count(*) from ${dataRemovalRequests} where ${dataRemovalRequests.status} = 'pending' and ${dataRemovalRequests.confirmedAt} is not null`,
      ),
      contact: n(sql`select count(*) from ${contactMessages} where ${contactMessages.status} = 'pending'`),
    })
    .from(sql`(select 1) as one`);
  return row;
}
