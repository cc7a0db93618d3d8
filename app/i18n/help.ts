/** Messages of the contact and data-removal forms (spec texts verbatim), shared by routes and components. */
import type { RequestStatus } from "~/db/schema/enums";

export const CONTACT_MESSAGES = {
  successTitle: "Mensagem enviada!",
  successDescription: "Responderemos em até 24 horas.",
  errorTitle: "Erro ao enviar",
  errorDescription: "Tente novamente ou entre em contato por telefone.",
  sending: "Enviando...",
  submit: "Enviar mensagem",
} as const;

export const PRIVACY_MESSAGES = {
  successTitle: "Solicitação enviada!",
  successDescription: "Sua solicitação foi recebida e será processada em até 30 dias.",
  errorTitle: "Erro ao enviar solicitação",
  errorDescription: "Tente novamente ou entre em contato conosco.",
  sending: "Enviando...",
  submit: "Enviar solicitação",
} as const;

/** How a privacy request's status reads for its owner. */
export const PRIVACY_REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: "Pendente",
  handled: "Atendida",
};

export function privacyRequestStatusLabel(status: string | null | undefined): string {
  return PRIVACY_REQUEST_STATUS_LABELS[status as RequestStatus] ?? PRIVACY_REQUEST_STATUS_LABELS.pending;
}
