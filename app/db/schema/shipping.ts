import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { SHIPPING_REGIONS } from "./enums";
import { inList } from "./sql-helpers";

/**
 * The shipping fee of a free sample, by region, as the admin sets it in Configurações. A region
 * without a row uses the defaults of models/shipping.server.ts (the help centre's delivery times).
 */
export const shippingFees = pgTable(
  "shipping_fees",
  {
    region: text("region", { enum: SHIPPING_REGIONS }).primaryKey(),
    feeCents: integer("fee_cents").notNull(),
    minDays: integer("min_days").notNull(),
    maxDays: integer("max_days").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check("shipping_fees_region_check", inList("region", SHIPPING_REGIONS)),
    check("shipping_fees_fee_check", sql`fee_cents >= 0 and fee_cents <= 100000`),
    check("shipping_fees_days_check", sql`min_days >= 1 and max_days >= min_days and max_days <= 60`),
  ],
);

/**
 * The samples' other settings (one row; the defaults of models/shipping.server.ts when absent): how many
 * days the customer has to pay the fee by Pix before an unpaid request expires.
 */
export const sampleSettings = pgTable(
  "sample_settings",
  {
    id: integer("id").primaryKey().default(1),
    pixDeadlineDays: integer("pix_deadline_days").notNull().default(3),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sample_settings_single_row", sql`${t.id} = 1`),
    check("sample_settings_pix_deadline_check", sql`${t.pixDeadlineDays} between 1 and 30`),
  ],
);
