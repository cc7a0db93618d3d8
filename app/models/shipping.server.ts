/**
 * The free samples' shipping: the fee table by region (edited in Configurações, defaults below), and
 * the quote for a state. The fee is always decided here, on the server, from the table; without
 * PIX_KEY the store pays the shipping and every quote is zero.
 */
import { sql } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { shippingFees } from "~/db/schema";
import { SHIPPING_REGIONS, type ShippingRegion } from "~/db/schema/enums";
import { invalidateOnCommit, sharedData, Tags } from "~/lib/server/cache.server";
import { env } from "~/lib/server/env.server";
import { regionOf, type ShippingQuoteTable, type ShippingRate } from "~/i18n/samples";
import type { ShippingFeesInput } from "~/validation/admin/shipping";
import { recordAudit } from "./admin/audit.server";

/** Until the admin sets them: the help centre's delivery times, and fees of a small parcel by region. */
export const DEFAULT_RATES: Record<ShippingRegion, Omit<ShippingRate, "region">> = {
  sul_sudeste: { feeCents: 1290, minDays: 3, maxDays: 5 },
  nordeste: { feeCents: 1690, minDays: 5, maxDays: 7 },
  norte_centro_oeste: { feeCents: 1990, minDays: 7, maxDays: 10 },
};

/** The table as set (each region's row, or its default). */
export async function shippingRates(): Promise<ShippingRate[]> {
  return sharedData("shipping-fees", [Tags.settings], async () => {
    const rows = await db().select().from(shippingFees);
    return SHIPPING_REGIONS.map((region) => {
      const row = rows.find((r) => r.region === region);
      return row ? { region, feeCents: row.feeCents, minDays: row.minDays, maxDays: row.maxDays } : { region, ...DEFAULT_RATES[region] };
    });
  });
}

/** Whether the customer pays the shipping (by Pix) at all. */
export function shippingCharged(): boolean {
  return Boolean(env().pixKey);
}

/** What the sample dialog shows before sending. */
export async function shippingQuoteTable(): Promise<ShippingQuoteTable> {
  return { charged: shippingCharged(), rates: await shippingRates() };
}

export interface ShippingQuote extends ShippingRate {
  /** The fee the customer pays: the region's fee, or zero when the store pays. */
  chargedCents: number;
}

/** The quote for a delivery state; null for a state that is not one. */
export async function quoteShipping(state: string): Promise<ShippingQuote | null> {
  const region = regionOf(state);
  if (!region) return null;
  const rate = (await shippingRates()).find((r) => r.region === region)!;
  return { ...rate, chargedCents: shippingCharged() ? rate.feeCents : 0 };
}

/** Saves the three regions' fees and delivery times at once. */
export async function updateShippingFees(input: ShippingFeesInput, actorId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const before = await tx.select().from(shippingFees).for("update");
    const rows = input.map((r) => ({ ...r, updatedAt: new Date() }));
    await tx
      .insert(shippingFees)
      .values(rows)
      .onConflictDoUpdate({
        target: shippingFees.region,
        set: {
          feeCents: sql`excluded.fee_cents`,
          minDays: sql`excluded.min_days`,
          maxDays: sql`excluded.max_days`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await recordAudit(tx, { actorId, action: "shipping_fee.update", entity: "shipping_fee", entityId: null, before, after: input });
    await invalidateOnCommit(tx, Tags.settings);
  });
}
