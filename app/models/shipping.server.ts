/**
 * The free samples' shipping: the fee table by region (edited in Configurações, defaults below), and
 * the quote for a state. The fee is always decided here, on the server, from the table; without
 * PIX_KEY the store pays the shipping and every quote is zero.
 */
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { sampleSettings, shippingFees } from "~/db/schema";
import { SHIPPING_REGIONS, type ShippingRegion } from "~/db/schema/enums";
import { invalidateOnCommit, sharedData, Tags } from "~/lib/server/cache.server";
import { env } from "~/lib/server/env.server";
import { regionOf, type ShippingQuoteTable, type ShippingRate } from "~/i18n/samples";
import type { SampleSettingsInput, ShippingFeesInput } from "~/validation/admin/shipping";
import { TIME_ZONE } from "~/i18n/format";
import { recordAudit } from "./admin/audit.server";
import { checkVersion, latestVersion, nextVersion, type EditVersion } from "./admin/edit-version.server";

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

/** The version of the fee table an edit form carries: its latest change (null: never saved). */
export async function shippingFeesVersion(): Promise<Date | null> {
  const rows = await db().select({ updatedAt: shippingFees.updatedAt }).from(shippingFees);
  return latestVersion(rows.map((r) => r.updatedAt));
}

/**
 * Saves the three regions' fees and delivery times at once. `version`: what the form was loaded with;
 * a save based on an older table is refused.
 */
export async function updateShippingFees(input: ShippingFeesInput, actorId: string, version?: EditVersion): Promise<void> {
  await db().transaction(async (tx) => {
    const before = await tx.select().from(shippingFees).for("update");
    const current = latestVersion(before.map((r) => r.updatedAt));
    checkVersion(current, version);
    const updatedAt = nextVersion(current);
    const rows = input.map((r) => ({ ...r, updatedAt }));
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

// ── The Pix deadline ───────────────────────────────────────────────────────────────────────────

export interface SampleSettings {
  /** Days the customer has to pay the fee by Pix; an unpaid request expires after them. */
  pixDeadlineDays: number;
}

export const DEFAULT_SAMPLE_SETTINGS: SampleSettings = { pixDeadlineDays: 3 };

/** The settings as stored (read inside a transaction by the expiry job), or the defaults. */
export async function readSampleSettings(database: DbOrTx = db()): Promise<SampleSettings> {
  const [row] = await database.select().from(sampleSettings).where(eq(sampleSettings.id, 1));
  return row ? { pixDeadlineDays: row.pixDeadlineDays } : DEFAULT_SAMPLE_SETTINGS;
}

/**
 * The deadline setting inside a statement (a scalar subquery of the one-row table, or the default): a
 * page that lists requests with their deadlines reads it in the same statement, cached or not.
 */
export function pixDeadlineDaysSql(): SQL<number> {
  return sql<number>`coalesce((select ${sampleSettings.pixDeadlineDays} from ${sampleSettings} where ${sampleSettings.id} = 1), ${DEFAULT_SAMPLE_SETTINGS.pixDeadlineDays})`;
}

/** The settings as pages read them (cached with the other settings). */
export function sampleSettingsCached(): Promise<SampleSettings> {
  return sharedData("sample-settings", [Tags.settings], () => readSampleSettings());
}

/** The version of the samples' settings an edit form carries (null: never saved). */
export async function sampleSettingsVersion(): Promise<Date | null> {
  const [row] = await db().select({ updatedAt: sampleSettings.updatedAt }).from(sampleSettings).where(eq(sampleSettings.id, 1));
  return row?.updatedAt ?? null;
}

/** Saves the Pix deadline, with its audit row. `version`: what the form was loaded with; a save based on an older one is refused. */
export async function updateSampleSettings(input: SampleSettingsInput, actorId: string, version?: EditVersion): Promise<void> {
  await db().transaction(async (tx) => {
    const [stored] = await tx.select().from(sampleSettings).where(eq(sampleSettings.id, 1)).for("update");
    checkVersion(stored?.updatedAt, version);
    const before = stored ? { pixDeadlineDays: stored.pixDeadlineDays } : DEFAULT_SAMPLE_SETTINGS;
    const updatedAt = nextVersion(stored?.updatedAt);
    await tx
      .insert(sampleSettings)
      .values({ id: 1, ...input, updatedAt })
      .onConflictDoUpdate({ target: sampleSettings.id, set: { ...input, updatedAt } });
    await recordAudit(tx, { actorId, action: "sample_settings.update", entity: "sample_settings", entityId: "1", before, after: input });
    await invalidateOnCommit(tx, Tags.settings);
  });
}

/**
 * When a request's Pix deadline ends: the close of the São Paulo day `days` days after it was made
 * (a request made on the 1st with 3 days can be paid until 23:59 of the 4th), so "Pague até 04/12"
 * means the whole of that day. One SQL expression, read by the job and by the pages alike.
 */
export function payDeadlineSql(createdAt: SQLWrapper, days: number | SQL<number> = pixDeadlineDaysSql()): SQL<Date> {
  const after = typeof days === "number" ? sql`${days + 1}` : sql`${days} + 1`;
  return sql<Date>`((date_trunc('day', ${createdAt} at time zone ${TIME_ZONE}) + make_interval(days => (${after})::int)) at time zone ${TIME_ZONE})`.mapWith(
    (value: Date | string) => (value instanceof Date ? value : new Date(value)),
  );
}
