// Privacy (LGPD): how long personal data is kept.
import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/** One row (id 1): how long personal data is kept. The privacy page states these same numbers. */
export const privacySettings = pgTable(
  "privacy_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Delivery addresses and phones of sample requests, counted from when the request was completed or rejected. */
    sampleAddressDays: integer("sample_address_days").notNull().default(180),
    /** Contact messages, counted from when they arrived. */
    contactMessageMonths: integer("contact_message_months").notNull().default(24),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("privacy_settings_single_row", sql`${t.id} = 1`),
    check("privacy_settings_sample_days_check", sql`${t.sampleAddressDays} between 1 and 3650`),
    check("privacy_settings_contact_months_check", sql`${t.contactMessageMonths} between 1 and 120`),
  ],
);
