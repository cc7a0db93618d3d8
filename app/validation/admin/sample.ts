import { z } from "zod";
import { SAMPLE_STATUSES } from "~/db/schema/enums";

export const sampleStatusSchema = z.object({
  id: z.uuid("Solicitação inválida."),
  status: z.enum(SAMPLE_STATUSES, { error: "Escolha um status válido." }),
  trackingCode: z
    .string()
    .trim()
    .max(60, "Use no máximo 60 caracteres.")
    .optional()
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || /^[A-Z0-9-]{4,60}$/.test(v), "Código de rastreio inválido (use letras, números e hífens)."),
});
export type SampleStatusInput = z.output<typeof sampleStatusSchema>;
