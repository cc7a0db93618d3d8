import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { BR_STATES, SHIPPING_REGIONS } from "./enums";
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

/**
 * Who sends the samples (one row; the brand's details of lib/common/brand.ts when absent): printed on
 * the address labels as the sender and used by the Correios pre-posting export.
 */
export const senderSettings = pgTable(
  "sender_settings",
  {
    id: integer("id").primaryKey().default(1),
    companyName: text("company_name").notNull(),
    /** 00.000.000/0000-00, check digits verified. */
    cnpj: text("cnpj").notNull(),
    street: text("street").notNull(),
    addressNumber: text("address_number").notNull(),
    complement: text("complement"),
    district: text("district").notNull(),
    city: text("city").notNull(),
    state: text("state", { enum: BR_STATES }).notNull(),
    zipCode: text("zip_code").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("sender_settings_single_row", sql`${t.id} = 1`), check("sender_settings_state_check", inList("state", BR_STATES))],
);
