/**
 * Pix received through the webhook of the Banco Central's Pix API ("API Pix", the standard every PSP
 * implements): the bank POSTs `{"pix":[{endToEndId, txid, valor, horario, infoPagador?, pagador?…}]}`.
 *
 * Every item is kept in pix_receipts once (its end-to-end id is unique: a repeated delivery changes
 * nothing). An item whose txid is a request's order number (the BR Code carries it: samplePixCode) and
 * whose amount is that request's fee, while the fee awaits payment, marks the request paid in the same
 * transaction, by the code path of "Marcar como pago" (applySamplePayment) with the actor "Pix (banco)".
 * Anything else is kept and shown to the administrator, never applied.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, type Tx } from "~/lib/server/db/client.server";
import { pixReceipts, sampleRequests, type PixReceiptOutcome } from "~/db/schema";
import { sampleOrderNumber } from "~/i18n/samples";
import { log } from "~/lib/server/logger.server";
import { applySamplePayment } from "./admin/samples.server";

/** One received Pix as the standard describes it (only the fields used here are checked). */
const pixItemSchema = z.object({
  endToEndId: z.string().regex(/^[A-Za-z0-9]{1,35}$/),
  txid: z
    .string()
    .max(35)
    .nullish()
    .transform((v) => v?.trim() || null),
  // "valor": a decimal string with two places ("12.90"), as the API writes amounts.
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
  horario: z
    .string()
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v))),
  infoPagador: z.string().max(200).nullish(),
  // Not in every PSP's body: who paid, when given.
  pagador: z
    .object({ nome: z.string().max(200).nullish(), cpf: z.string().max(20).nullish(), cnpj: z.string().max(20).nullish() })
    .passthrough()
    .nullish(),
});
export type PixItem = z.infer<typeof pixItemSchema>;

/** The body: `{"pix":[…]}` with at most this many items (a PSP sends them one by one or in small batches). */
export const PIX_BATCH_LIMIT = 100;
const bodySchema = z.object({ pix: z.array(z.unknown()).min(1).max(PIX_BATCH_LIMIT) });

/** "12.90" → 1290. */
export function pixAmountCents(valor: string): number {
  const [reais, centavos] = valor.split(".");
  return Number(reais) * 100 + Number(centavos);
}

/** The order sequence of a txid made by samplePixCode ("AM2026000123" → 123), or null for any other txid. */
export function orderSeqOfTxid(txid: string): number | null {
  const match = /^AM(\d{4})(\d{6,9})$/i.exec(txid);
  return match ? Number(match[2]) : null;
}

/** The request whose BR Code carried this txid (its order number without dashes), locked for the payment. */
async function lockRequestOfTxid(tx: Tx, txid: string) {
  const seq = orderSeqOfTxid(txid);
  if (seq === null) return null;
  const [row] = await tx.select().from(sampleRequests).where(eq(sampleRequests.orderSeq, seq)).for("update");
  // The year is part of the number: AM2025000123 is not AM-2026-000123.
  return row && sampleOrderNumber(row.orderSeq, row.createdAt).replace(/-/g, "") === txid.toUpperCase() ? row : null;
}

export type PixItemResult = PixReceiptOutcome | "repeated" | "invalid";

/** Records one received Pix (and applies it when it pays a request), in one transaction. */
export async function receivePix(raw: unknown): Promise<PixItemResult> {
  const parsed = pixItemSchema.safeParse(raw);
  if (!parsed.success) {
    log().error({ item: raw, issues: parsed.error.issues }, "[pix] item do webhook fora do padrão: ignorado");
    return "invalid";
  }
  const item = parsed.data;
  const amountCents = pixAmountCents(item.valor);
  const paidAt = new Date(item.horario);
  return db().transaction(async (tx): Promise<PixItemResult> => {
    const request = item.txid ? await lockRequestOfTxid(tx, item.txid) : null;
    const outcome: PixReceiptOutcome = !request
      ? "unknown_txid"
      : request.paymentStatus !== "awaiting" || request.status === "rejected" || request.personalDataErasedAt
        ? "not_awaiting"
        : amountCents !== request.shippingFeeCents
          ? "amount_mismatch"
          : "applied";
    const [receipt] = await tx
      .insert(pixReceipts)
      .values({
        endToEndId: item.endToEndId,
        txid: item.txid,
        amountCents,
        paidAt,
        payerName: item.pagador?.nome ?? null,
        payerDocument: item.pagador?.cpf ?? item.pagador?.cnpj ?? null,
        payerInfo: item.infoPagador ?? null,
        sampleRequestId: request?.id ?? null,
        outcome,
        payload: raw,
      })
      .onConflictDoNothing({ target: pixReceipts.endToEndId })
      .returning({ id: pixReceipts.id });
    if (!receipt) return "repeated";
    if (outcome === "applied") {
      await applySamplePayment(tx, request!, "paid", {
        actorId: null,
        action: "sample_request.payment_pix",
        paidAt,
        audit: { endToEnd: item.endToEndId, ...(item.pagador?.nome ? { pagador: item.pagador.nome } : {}) },
      });
    }
    const fields = { endToEndId: item.endToEndId, txid: item.txid, amountCents, outcome };
    if (outcome === "applied") log().info(fields, "[pix] Pix recebido: frete pago");
    else log().warn(fields, "[pix] Pix recebido sem aplicar: fica para o administrador");
    return outcome;
  });
}

export type PixWebhookResult = { ok: true; results: PixItemResult[] } | { ok: false };

/** The webhook's body, item by item (one item's failure to match leaves the others applied). */
export async function receivePixNotification(body: unknown): Promise<PixWebhookResult> {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return { ok: false };
  const results: PixItemResult[] = [];
  for (const item of parsed.data.pix) results.push(await receivePix(item));
  return { ok: true, results };
}
