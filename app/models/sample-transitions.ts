/**
 * A sample request's statuses as one machine: the moves allowed from each status, written once. The
 * model (models/admin/samples.server.ts) refuses any other move with the reason given here, and the
 * panel's status selector offers only these moves. Pure: no database, so the browser may import it.
 *
 * A cancelled request (status rejected with cancelled_at: by its customer, the Pix deadline or with
 * its account) is final. See docs/decisions/037-sample-state-machine.md.
 */
import type { PaymentStatus, RefundStatus, SampleStatus } from "~/db/schema/enums";
import { SAMPLE_STATUS_LABELS } from "~/i18n/labels";

export type MoveKind = "forward" | "backward";

export interface Move {
  kind: MoveKind;
  /** The customer is e-mailed (unless "Não avisar o cliente"); a backward move e-mails only when the admin confirms it. */
  mails: boolean;
}

const forward = (mails = true): Move => ({ kind: "forward", mails });
const backward: Move = { kind: "backward", mails: true };

/**
 * Every allowed move. Forward one step at a time; "Concluído" closes the file without an e-mail (the
 * customer's last e-mail is "Entregue", with the invitation to review). Backward one step at a time,
 * with a reason; a rejected request may be reopened (back to Pendente). A sample on its way is never
 * rejected.
 */
export const SAMPLE_MOVES: Record<SampleStatus, Partial<Record<SampleStatus, Move>>> = {
  pending: { approved: forward(), rejected: forward() },
  approved: { shipped: forward(), rejected: forward(), pending: backward },
  shipped: { delivered: forward(), approved: backward },
  delivered: { completed: forward(false), shipped: backward },
  completed: { delivered: backward },
  rejected: { pending: backward },
};

/** What the machine needs to know of a request. */
export interface SampleState {
  status: SampleStatus;
  paymentStatus: PaymentStatus;
  trackingCode: string | null;
  cancelledAt: Date | string | null;
  refundStatus: RefundStatus | null;
  /** Its delivery data was erased: only a parcel already on its way may still be marked arrived. */
  erased: boolean;
}

export const TRANSITION_TEXTS = {
  cancelled: "Esta solicitação foi cancelada: o status dela não muda mais.",
  erased: "Os dados desta solicitação foram apagados (conta excluída ou pedido de remoção): não há pagamento nem status a registrar.",
  awaitingPayment: "Esta solicitação aguarda o pagamento do frete: marque o pagamento como recebido (ou isente o frete) antes de aprovar.",
  needsCode: "Informe o código de rastreio para marcar como Enviado.",
  needsReason: "Informe o motivo para voltar o status.",
  refunded: "O frete desta solicitação já foi devolvido: ela não pode ser reaberta.",
} as const;

/** Why a move that is not in the table is refused, by where it wanted to go. */
function forbiddenReason(from: SampleStatus, to: SampleStatus): string {
  const head = `Não é possível passar de ${SAMPLE_STATUS_LABELS[from]} para ${SAMPLE_STATUS_LABELS[to]}:`;
  if (from === "rejected") return `${head} uma solicitação rejeitada só pode voltar para Pendente.`;
  if (to === "rejected") return `${head} uma amostra já enviada não pode ser rejeitada.`;
  if (ORDER[to] < ORDER[from]) return `${head} volte um status por vez.`;
  const before: Record<SampleStatus, string> = {
    pending: "",
    approved: "só uma solicitação pendente pode ser aprovada.",
    shipped: "só uma amostra aprovada pode ser enviada.",
    delivered: "só uma amostra enviada pode ser marcada como entregue.",
    completed: "só uma amostra entregue pode ser concluída.",
    rejected: "",
  };
  return `${head} ${before[to]}`;
}

const ORDER: Record<SampleStatus, number> = { pending: 0, approved: 1, shipped: 2, delivered: 3, completed: 4, rejected: 1 };

/** Statuses that move the sample towards the customer: not while its shipping fee awaits payment. */
const NEEDS_PAYMENT: readonly SampleStatus[] = ["approved", "shipped", "delivered", "completed"];

export type MoveCheck = ({ ok: true } & Move) | { ok: false; reason: string };

/** Whether `state` may move to `next` (a different status), and how; or why not. */
export function checkSampleMove(state: SampleState, next: SampleStatus): MoveCheck {
  if (state.cancelledAt) return { ok: false, reason: TRANSITION_TEXTS.cancelled };
  const move = SAMPLE_MOVES[state.status]?.[next];
  if (!move) return { ok: false, reason: forbiddenReason(state.status, next) };
  if (state.erased && !((state.status === "shipped" && next === "delivered") || (state.status === "delivered" && next === "completed"))) {
    return { ok: false, reason: TRANSITION_TEXTS.erased };
  }
  if (move.kind === "forward" && state.paymentStatus === "awaiting" && NEEDS_PAYMENT.includes(next)) {
    return { ok: false, reason: TRANSITION_TEXTS.awaitingPayment };
  }
  if (state.status === "rejected" && state.refundStatus === "refunded") return { ok: false, reason: TRANSITION_TEXTS.refunded };
  return { ok: true, ...move };
}

/** The statuses the selector offers: the current one first, then every allowed move. */
export function allowedSampleStatuses(state: SampleState): SampleStatus[] {
  const moves = Object.keys(SAMPLE_MOVES[state.status] ?? {}) as SampleStatus[];
  return [state.status, ...moves.filter((next) => checkSampleMove(state, next).ok)];
}

/** Whether going from `from` to `to` is a step back (the selector then asks for a reason). */
export function isBackward(from: SampleStatus, to: SampleStatus): boolean {
  return SAMPLE_MOVES[from]?.[to]?.kind === "backward";
}
