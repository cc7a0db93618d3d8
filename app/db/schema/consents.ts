/**
 * Which version of the terms of use and of the privacy policy each person accepted, and when
 *. One row per acceptance; a newer version is a new row, so the history stays.
 */
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { LEGAL_DOCUMENTS } from "./enums";
import { ownerId, uuidId } from "./columns";
import { inList } from "./sql-helpers";

export const termsAcceptances = pgTable(
  "terms_acceptances",
  {
    id: uuidId(),
    userId: ownerId(),
    /** 'termos' (Termos de Uso) or 'privacidade' (Política de Privacidade). */
    document: text("document").notNull(),
    /** The version's date id, "aaaa-mm-dd" (i18n/legal.ts). */
    version: text("version").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index of "what did this person accept" (it starts with user_id).
    unique("terms_acceptances_user_document_version_key").on(t.userId, t.document, t.version),
    check("terms_acceptances_document_check", inList("document", LEGAL_DOCUMENTS)),
    check("terms_acceptances_version_check", sql`${t.version} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);
