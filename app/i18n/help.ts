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
  /** For a request that awaits the confirmation link sent to the address. */
  confirmDescription:
    "Enviamos um link de confirmação para o e-mail informado. Depois que você confirmar, a solicitação será processada em até 30 dias.",
  /** The button of the confirmation link's page (the e-mail and the form name it). */
  confirmButton: "Confirmar solicitação",
  errorTitle: "Erro ao enviar solicitação",
  errorDescription: "Tente novamente ou entre em contato conosco.",
  sending: "Enviando...",
  submit: "Enviar solicitação",
} as const;

/** Days the confirmation link of a data-removal request stays valid; an unconfirmed request is deleted after them. */
export const REMOVAL_LINK_DAYS = 7;

/** How a privacy request's status reads for its owner. */
export const PRIVACY_REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: "Pendente",
  handled: "Atendida",
};

/** A pending request whose address's owner has not confirmed it yet reads "Aguardando confirmação". */
export function privacyRequestStatusLabel(status: string | null | undefined, awaitingConfirmation = false): string {
  if (status !== "handled" && awaitingConfirmation) return "Aguardando confirmação";
  return PRIVACY_REQUEST_STATUS_LABELS[status as RequestStatus] ?? PRIVACY_REQUEST_STATUS_LABELS.pending;
}
