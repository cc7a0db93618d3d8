import type { RedemptionStatus, SampleStatus } from "~/db/schema/enums";

/** The decided label set; unknown or missing statuses read as pending. */
export const SAMPLE_STATUS_LABELS: Record<SampleStatus, string> = {
  pending: "Pendente",
  approved: "Aprovado",
  shipped: "Enviado",
  delivered: "Entregue",
  completed: "Concluído",
  rejected: "Rejeitado",
};

export function sampleStatusLabel(status: string | null | undefined): string {
  return SAMPLE_STATUS_LABELS[status as SampleStatus] ?? SAMPLE_STATUS_LABELS.pending;
}

/**
 * The status in a sentence about "a amostra" (e-mail subjects, messages): the word agrees with it,
 * "Sua amostra de Maca: Aprovada". Lists and badges keep the decided labels above.
 */
export const SAMPLE_STATUS_IN_SENTENCE: Record<SampleStatus, string> = {
  pending: "Pendente",
  approved: "Aprovada",
  shipped: "Enviada",
  delivered: "Entregue",
  completed: "Concluída",
  rejected: "Rejeitada",
};

export function sampleStatusInSentence(status: string | null | undefined): string {
  return SAMPLE_STATUS_IN_SENTENCE[status as SampleStatus] ?? SAMPLE_STATUS_IN_SENTENCE.pending;
}

export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatus, string> = {
  pending: "Pendente",
  shipped: "Enviado",
  completed: "Concluído",
  cancelled: "Cancelado",
};

export function redemptionStatusLabel(status: string | null | undefined): string {
  return REDEMPTION_STATUS_LABELS[status as RedemptionStatus] ?? REDEMPTION_STATUS_LABELS.pending;
}

export const ROLE_LABELS = { admin: "Administrador", user: "Usuário" } as const;

export const POINT_ACTION_LABELS: Record<string, string> = {
  product_review: "avaliar um produto",
  sample_request: "solicitar uma amostra",
  profile_complete: "completar seu perfil",
};

/** The badge of a review whose author received a sample of the product (delivered or completed). */
export const RECEIVED_SAMPLE_BADGE = "Recebeu amostra grátis";

/** A product with no free sample left: the disabled button and, beside it, why (models/sample-stock.ts). */
export const SAMPLE_SOLD_OUT = "Amostras esgotadas";
export const SAMPLE_SOLD_OUT_REASON = "As amostras grátis deste produto acabaram por enquanto. Volte em breve.";
