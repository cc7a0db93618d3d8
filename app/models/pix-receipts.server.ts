/** What the administrator sees of the Pix the bank reported (models/pix-webhook.server.ts receives them). */
import { desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { pixReceipts, sampleRequests, type PixReceiptOutcome } from "~/db/schema";

export interface PixAlert {
  outcome: Exclude<PixReceiptOutcome, "applied">;
  amountCents: number;
}

/** The Pix of a request that were not applied (amount other than the fee, or no longer awaited), oldest first; a list's column. */
export const pixAlertsSql = sql<
  PixAlert[] | null
>`(select json_agg(json_build_object('outcome', ${pixReceipts.outcome}, 'amountCents', ${pixReceipts.amountCents}) order by ${pixReceipts.receivedAt}) from ${pixReceipts} where ${pixReceipts.sampleRequestId} = ${sampleRequests.id} and ${pixReceipts.outcome} <> 'applied')`;

export interface UnmatchedPix {
  id: string;
  endToEndId: string;
  txid: string | null;
  amountCents: number;
  paidAt: Date | null;
  payerName: string | null;
  receivedAt: Date;
}

/** Pix whose txid is no request's, newest first (the panel lists them for the team to find their payer). */
export async function unmatchedPixReceipts(limit = 20): Promise<UnmatchedPix[]> {
  return db()
    .select({
      id: pixReceipts.id,
      endToEndId: pixReceipts.endToEndId,
      txid: pixReceipts.txid,
      amountCents: pixReceipts.amountCents,
      paidAt: pixReceipts.paidAt,
      payerName: pixReceipts.payerName,
      receivedAt: pixReceipts.receivedAt,
    })
    .from(pixReceipts)
    .where(eq(pixReceipts.outcome, "unknown_txid"))
    .orderBy(desc(pixReceipts.receivedAt))
    .limit(limit);
}

/** The receipts of some requests (tests and support). */
export function pixReceiptsOf(sampleIds: string[]) {
  return db().select().from(pixReceipts).where(inArray(pixReceipts.sampleRequestId, sampleIds)).orderBy(pixReceipts.receivedAt);
}
