import { z } from "zod";
import { addressFields, checkCepState } from "../address";
import { cleanString, requiredText } from "../common";
import { CNPJ_MESSAGE, normalizeCnpj } from "../cnpj";

/** Configurações: who sends the samples, as the labels and the Correios export print it. */
export const senderSettingsSchema = z
  .object({
    companyName: requiredText("Informe a razão social.", 120),
    cnpj: cleanString({ error: CNPJ_MESSAGE })
      .trim()
      .min(1, CNPJ_MESSAGE)
      .transform((value, ctx) => {
        const cnpj = normalizeCnpj(value);
        if (!cnpj) {
          ctx.addIssue({ code: "custom", message: CNPJ_MESSAGE });
          return z.NEVER;
        }
        return cnpj;
      }),
    ...addressFields,
  })
  .superRefine(checkCepState);

export type SenderSettingsInput = z.output<typeof senderSettingsSchema>;
