import { z } from "zod";
import { SAMPLE_STATUSES } from "~/db/schema/enums";

/** A Correios tracking code: two letters, nine digits, two letters (AB123456789BR). */
export const TRACKING_CODE_PATTERN = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

export const sampleStatusSchema = z.object({
  id: z.uuid("Solicitação inválida."),
  status: z.enum(SAMPLE_STATUSES, { error: "Escolha um status válido." }),
  trackingCode: z
    .string()
    .trim()
    .max(60, "Use no máximo 60 caracteres.")
    .optional()
    .transform((v) => (v ? v.toUpperCase().replace(/\s/g, "") : null))
    .refine(
      (v) => v === null || TRACKING_CODE_PATTERN.test(v),
      "Código de rastreio inválido: use o formato dos Correios, como AA123456789BR.",
    ),
});

export const samplePaymentSchema = z.object({
  id: z.uuid("Solicitação inválida."),
  decision: z.enum(["paid", "waived"], { error: "Escolha uma ação válida." }),
});
export type SampleStatusInput = z.output<typeof sampleStatusSchema>;

export const sampleBulkSchema = z.object({
  ids: z
    .array(z.uuid("Solicitação inválida."))
    .min(1, "Selecione ao menos uma solicitação.")
    .max(100, "Selecione no máximo 100 solicitações por vez."),
  status: z.enum(SAMPLE_STATUSES, { error: "Escolha um status válido." }),
});
