import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sampleRequests } from "./app";
import { inList } from "./sql-helpers";

/**
 * What happened to a Pix the bank reported (models/pix-webhook.server.ts): it paid a request, or it is
 * kept for the administrator (an amount other than the fee, a txid of no request, a request that no
 * longer awaited payment).
 */
export const PIX_RECEIPT_OUTCOMES = ["applied", "amount_mismatch", "unknown_txid", "not_awaiting"] as const;
export type PixReceiptOutcome = (typeof PIX_RECEIPT_OUTCOMES)[number];

/** Every Pix received through the Banco Central's Pix API webhook, once per end-to-end id. */
export const pixReceipts = pgTable(
  "pix_receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The payment's identifier across the Pix system (E + ISPB + date + sequence): a repeated delivery has the same. */
    endToEndId: text("end_to_end_id").notNull(),
    txid: text("txid"),
    amountCents: integer("amount_cents").notNull(),
    /** The bank's time of the payment (`horario`). */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Who paid, when the bank tells (`pagador.nome`). */
    payerName: text("payer_name"),
    /** The payer's CPF or CNPJ as the bank sent it (`pagador.cpf`/`pagador.cnpj`). */
    payerDocument: text("payer_document"),
    /** The payer's message (`infoPagador`). */
    payerInfo: text("payer_info"),
    sampleRequestId: uuid("sample_request_id").references(() => sampleRequests.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: PIX_RECEIPT_OUTCOMES }).notNull(),
    /** The item as received, for support. */
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pix_receipts_end_to_end_idx").on(t.endToEndId),
    index("pix_receipts_sample_idx").on(t.sampleRequestId),
    check("pix_receipts_outcome_check", inList("outcome", PIX_RECEIPT_OUTCOMES)),
    check("pix_receipts_amount_check", sql`${t.amountCents} >= 0`),
  ],
);
