/**
 * What an anonymisation (the customer's "Excluir minha conta", or the panel's "Executar remoção") does to
 * each of the person's sample requests, decided once from its status and payment. Pure: the panel's and
 * the customer's confirmation dialogs list it, and the erasure (models/samples.server.ts
 * closeSamplesOfErasedIdentity) carries it out. See docs/decisions/044-lgpd-removal-with-open-orders.md.
 */
import type { SampleStatus } from "~/db/schema/enums";
import { formatBRL } from "~/i18n/format";

/**
 * - `cancel`: not shipped and nothing paid (awaiting its Pix, or waived) → cancelled ("Conta excluída").
 * - `refund`: not shipped and its fee paid → cancelled and the fee goes to the refund step ("Frete a devolver").
 * - `deliver`: on its way → goes on to delivery and is concluded without personal data.
 */
export type ErasureFate = "cancel" | "refund" | "deliver";

export interface ErasureSampleState {
  /** A SampleStatus (typed loosely: the views carry plain strings). */
  status: string;
  /** A PaymentStatus. */
  paymentStatus: string;
  cancelledAt: Date | string | null;
}

/** Statuses the erasure cancels: not yet shipped. */
export const CANCELLED_ON_ERASURE: readonly SampleStatus[] = ["pending", "approved"];

/** The fate of one request, or null when it has already ended (cancelled, rejected, delivered, concluded). */
export function erasureFate(sample: ErasureSampleState): ErasureFate | null {
  if (sample.cancelledAt) return null;
  if (sample.status === "shipped") return "deliver";
  if (!(CANCELLED_ON_ERASURE as readonly string[]).includes(sample.status)) return null;
  return sample.paymentStatus === "paid" ? "refund" : "cancel";
}

/** The panel's words for a fate (the store's labels: "Cancelado", "Conta excluída", "Frete a devolver"). */
export function erasureFateText(sample: Pick<ErasureSampleView, "fate" | "paymentStatus" | "feeCents">): string {
  switch (sample.fate) {
    case "cancel":
      return sample.paymentStatus === "awaiting"
        ? "Será cancelado (Conta excluída); o Pix não pago deixa de valer."
        : "Será cancelado (Conta excluída).";
    case "refund":
      return `Será cancelado e o frete pago (${formatBRL(sample.feeCents)}) vai para a devolução: “Frete a devolver”.`;
    case "deliver":
      return "Já enviado: segue até a entrega e é concluído sem dados pessoais.";
  }
}

/** An open request as a removal's confirmation lists it. */
export interface ErasureSampleView {
  id: string;
  orderNumber: string;
  productName: string | null;
  status: string;
  paymentStatus: string;
  feeCents: number;
  fate: ErasureFate;
}
