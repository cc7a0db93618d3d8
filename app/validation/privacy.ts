import { z } from "zod";
import { emailSchema, optionalText, requiredText } from "./common";

/** The data-removal request of /lgpd: full name and e-mail required, reason optional. */
export const dataRemovalSchema = z.object({
  fullName: requiredText("Informe seu nome completo.", 160).transform((v) => v.replace(/\s+/g, " ")),
  email: emailSchema,
  reason: optionalText(2000),
});

export type DataRemovalInput = z.output<typeof dataRemovalSchema>;
export type DataRemovalField = keyof DataRemovalInput;

/** The retention periods the admin sets (Privacidade, in the panel). */
export const retentionSchema = z.object({
  sampleAddressDays: z.coerce
    .number({ error: "Informe o número de dias." })
    .int("Use um número inteiro de dias.")
    .min(1, "O prazo deve ser de pelo menos 1 dia.")
    .max(3650, "O prazo deve ser de no máximo 3650 dias."),
  contactMessageMonths: z.coerce
    .number({ error: "Informe o número de meses." })
    .int("Use um número inteiro de meses.")
    .min(1, "O prazo deve ser de pelo menos 1 mês.")
    .max(120, "O prazo deve ser de no máximo 120 meses."),
});
