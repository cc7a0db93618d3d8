/** Texts and figures of free samples shared by the browser and the server: regions, payment, order numbers, tracking. */
import type { BrState, PaymentStatus, ShippingRegion } from "~/db/schema/enums";
import type { SavedAddress } from "~/validation/address";
import { formatShortDate, onFirstUse, TIME_ZONE } from "./format";

export const REGION_LABELS: Record<ShippingRegion, string> = {
  sul_sudeste: "Sul e Sudeste",
  nordeste: "Nordeste",
  norte_centro_oeste: "Norte e Centro-Oeste",
};

const REGION_STATES: Record<ShippingRegion, readonly BrState[]> = {
  sul_sudeste: ["PR", "RS", "SC", "ES", "MG", "RJ", "SP"],
  nordeste: ["AL", "BA", "CE", "MA", "PB", "PE", "PI", "RN", "SE"],
  norte_centro_oeste: ["AC", "AP", "AM", "PA", "RO", "RR", "TO", "DF", "GO", "MT", "MS"],
};

export function regionOf(state: string): ShippingRegion | null {
  for (const [region, states] of Object.entries(REGION_STATES) as [ShippingRegion, readonly string[]][]) {
    if (states.includes(state)) return region;
  }
  return null;
}

/** One row of the fee table as the dialog and the settings page show it. */
export interface ShippingRate {
  region: ShippingRegion;
  feeCents: number;
  minDays: number;
  maxDays: number;
}

/** What the dialog needs to quote a fee before sending. */
export interface ShippingQuoteTable {
  /** False without PIX_KEY: the store pays the shipping. */
  charged: boolean;
  rates: ShippingRate[];
  /** For a signed-in customer: what the form offers from their last request, and their coupons. */
  prefill?: SamplePrefill | null;
}

/** The last address (and CPF, phone) a customer used, and the free-shipping coupons they can still use. */
export interface SamplePrefill {
  address: SavedAddress | null;
  phone: string | null;
  cpf: string | null;
  /** Unused free-shipping coupon codes, oldest first (empty when the store pays the shipping anyway). */
  coupons: string[];
}

export function deliveryEstimate(rate: { minDays: number; maxDays: number }): string {
  return `${rate.minDays} a ${rate.maxDays} dias úteis`;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting: "Aguardando pagamento",
  paid: "Pago",
  waived: "Isento",
};

export function paymentStatusLabel(status: string | null | undefined): string {
  return PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? PAYMENT_STATUS_LABELS.awaiting;
}

/** Made on first use, then kept: making a formatter costs ~0.2 ms, formatting ~1 µs, and lists number every row. */
const yearInSaoPaulo = onFirstUse(() => new Intl.DateTimeFormat("en", { year: "numeric", timeZone: TIME_ZONE }));

/** 'AM-2026-000123': the year the request was made and its sequence number. */
export function sampleOrderNumber(seq: number, createdAt: Date | string): string {
  const year = yearInSaoPaulo().format(new Date(createdAt));
  return `AM-${year}-${String(seq).padStart(6, "0")}`;
}

/** The sequence number of an order number as a customer or admin types it ('AM-2026-000123', 'am2026000123', '123'). */
export function orderSeqOf(text: string): number | null {
  const match = /^(?:am-?\d{4}-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** Correios tracking codes: two letters, nine digits, two letters (AA123456789BR). */

export function correiosTrackingUrl(code: string): string {
  return `https://rastreamento.correios.com.br/app/index.php?objetos=${encodeURIComponent(code)}`;
}

/**
 * Why a cancelled request ended, as the panel and its customer read it (a request cancelled before
 * reasons were kept was cancelled by its customer). A fee paid is owed back: refundStatusLabel says so.
 */
export function sampleCancelLabel(
  reason: string | null | undefined,
  paymentStatus: string,
  reader: "panel" | "customer" = "panel",
): string {
  if (reason === "expired") return "Expirou sem pagamento";
  if (reason === "account_deleted") return "Conta excluída";
  return reader === "customer" ? "Cancelada por você" : "Cancelado pelo cliente";
}

/** The refund step of a paid request rejected or cancelled: "Frete a devolver", then "Pix devolvido". */
export const REFUND_STATUS_LABELS = { due: "Frete a devolver", refunded: "Pix devolvido" } as const;

export function refundStatusLabel(status: string | null | undefined): string | null {
  return status === "due" || status === "refunded" ? REFUND_STATUS_LABELS[status] : null;
}

/** "Pague até 04/12/2026": the last day of a request's Pix deadline (its end is that day's close). */
export function payByText(deadline: Date | string): string {
  return `Pague até ${formatShortDate(new Date(deadline).getTime() - 1)}`;
}
