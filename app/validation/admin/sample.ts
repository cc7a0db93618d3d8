import { z } from "zod";
import { SAMPLE_STATUSES } from "~/db/schema/enums";
import { checkboxField } from "./numbers";

/** A Correios tracking code: two letters, nine digits, two letters (AB123456789BR). */
export const TRACKING_CODE_PATTERN = /^[A-Z]{2}\d{9}[A-Z]{2}$/;
export const TRACKING_CODE_MESSAGE = "Código de rastreio inválido: use o formato dos Correios, como AA123456789BR.";

/** A typed or scanned code, upper-cased and without spaces; empty is null. */
export const trackingCodeField = z
  .string()
  .trim()
  .max(60, "Use no máximo 60 caracteres.")
  .optional()
  .transform((v) => (v ? v.toUpperCase().replace(/\s/g, "") : null))
  .refine((v) => v === null || TRACKING_CODE_PATTERN.test(v), TRACKING_CODE_MESSAGE);

/** Why a step back (or an undone payment) was taken: kept in the audit trail. */
const reasonField = z
  .string()
  .trim()
  .max(500, "Use no máximo 500 caracteres.")
  .optional()
  .transform((v) => v || null);

export const sampleStatusSchema = z.object({
  id: z.uuid("Solicitação inválida."),
  status: z.enum(SAMPLE_STATUSES, { error: "Escolha um status válido." }),
  trackingCode: trackingCodeField,
  /** "Motivo": required by the model for a step back. */
  reason: reasonField,
  /** "Não avisar o cliente". */
  silent: checkboxField.optional().default(false),
});

export const samplePaymentSchema = z.object({
  id: z.uuid("Solicitação inválida."),
  decision: z.enum(["paid", "waived"], { error: "Escolha uma ação válida." }),
});
export type SampleStatusInput = z.output<typeof sampleStatusSchema>;

/** Undoing "Marcar como pago" or "Isentar frete": the fee awaits payment again; the reason is required. */
export const samplePaymentUndoSchema = z.object({
  id: z.uuid("Solicitação inválida."),
  reason: z.string({ error: "Informe o motivo." }).trim().min(3, "Informe o motivo.").max(500, "Use no máximo 500 caracteres."),
});

export const sampleBulkSchema = z.object({
  ids: z
    .array(z.uuid("Solicitação inválida."))
    .min(1, "Selecione ao menos uma solicitação.")
    .max(100, "Selecione no máximo 100 solicitações por vez."),
  status: z.enum(SAMPLE_STATUSES, { error: "Escolha um status válido." }),
  silent: checkboxField.optional().default(false),
});

/** The dispatch screen: each selected request with its tracking code (typed or scanned). */
export const sampleDispatchSchema = z
  .object({
    items: z
      .array(
        // A row missing from the list (items[3] sent without items[0]) is said in Portuguese too.
        z.object(
          {
            id: z.uuid("Solicitação inválida."),
            trackingCode: trackingCodeField.refine((v) => v !== null, "Informe o código de rastreio."),
          },
          { error: "Solicitação inválida." },
        ),
        { error: "Nenhuma solicitação pronta para envio." },
      )
      .min(1, "Nenhuma solicitação pronta para envio.")
      .max(100, "Selecione no máximo 100 solicitações por vez."),
    silent: checkboxField.optional().default(false),
  })
  .superRefine((value, ctx) => {
    const seen = new Map<string, number>();
    value.items.forEach((item, index) => {
      if (!item.trackingCode) return;
      const first = seen.get(item.trackingCode);
      if (first !== undefined) {
        ctx.addIssue({ code: "custom", path: ["items", index, "trackingCode"], message: "Este código já foi usado em outra linha." });
      } else seen.set(item.trackingCode, index);
    });
  });
export type SampleDispatchInput = z.output<typeof sampleDispatchSchema>;

/** The BCB's end-to-end id of a Pix: E, the 8-digit ISPB, yyyyMMddHHmm, then 11 letters or digits (32 characters). */
export const END_TO_END_PATTERN = /^E\d{8}\d{12}[A-Za-z0-9]{11}$/;

/** "Pix devolvido": the day it was returned and its end-to-end id. */
export const sampleRefundSchema = z.object({
  id: z.uuid("Solicitação inválida."),
  refundedOn: z
    .string({ error: "Informe a data da devolução." })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Informe a data da devolução."),
  endToEndId: z
    .string({ error: "Informe o identificador do Pix devolvido (EndToEndId)." })
    .trim()
    .transform((v) => v.replace(/\s/g, ""))
    .refine(
      (v) => END_TO_END_PATTERN.test(v),
      "Identificador inválido: o EndToEndId do Pix tem 32 caracteres e começa com E (ex.: E12345678202611291530abcdefghijk).",
    ),
});
export type SampleRefundInput = z.output<typeof sampleRefundSchema>;
