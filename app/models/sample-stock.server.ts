/**
 * The stock of samples inside the transactions that make, cancel, reject or reopen a request. The public
 * pages only show whether a product is sold out (cached under Tags.catalog): the catalogue's tag is named
 * when the stock reaches 0 or leaves it, not on every request.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "~/lib/server/db/client.server";
import { products, type sampleRequests } from "~/db/schema";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { SAMPLE_STOCK_TEXTS } from "./sample-stock";

/** No sample of the product is left: the request is not written (its transaction rolls back). */
export class SoldOutError extends Error {
  constructor(message: string = SAMPLE_STOCK_TEXTS.refused) {
    super(message);
    this.name = "SoldOutError";
  }
}

/**
 * Takes one sample of `productId`, never below zero (the row's lock orders two requests at once: the
 * second reads what the first left). Throws SoldOutError when none is left.
 */
export async function takeSampleStock(tx: Tx, productId: string, error: () => Error = () => new SoldOutError()): Promise<number> {
  const [row] = await tx
    .update(products)
    .set({ sampleStock: sql`${products.sampleStock} - 1` })
    .where(and(eq(products.id, productId), gt(products.sampleStock, 0)))
    .returning({ left: products.sampleStock });
  if (!row) throw error();
  if (row.left === 0) await invalidateOnCommit(tx, Tags.catalog);
  return row.left;
}

/** Gives one sample of `productId` back (a request cancelled or rejected); nothing for a request without product. */
export async function returnSampleStock(tx: Tx, productId: string | null): Promise<void> {
  if (!productId) return;
  const [row] = await tx
    .update(products)
    .set({ sampleStock: sql`${products.sampleStock} + 1` })
    .where(eq(products.id, productId))
    .returning({ left: products.sampleStock });
  if (row?.left === 1) await invalidateOnCommit(tx, Tags.catalog);
}

/** A request leaving the open statuses for rejected holds no sample any more: it goes back to the stock, once. */
export async function releaseSampleStock(tx: Tx, before: Pick<typeof sampleRequests.$inferSelect, "productId" | "status">) {
  if (before.status === "rejected") return;
  await returnSampleStock(tx, before.productId);
}
