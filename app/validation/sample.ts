import { z } from "zod";
import { BR_STATES } from "~/db/schema/enums";
import { emailSchema, optionalText, requiredText } from "./common";
import { CEP_MESSAGES, cepBelongsToState, normalizeCep } from "./cep";
import { normalizePhone, PHONE_MESSAGE } from "./phone";

import { SAMPLE_NOTES_MAX } from "./limits";

export { SAMPLE_NOTES_MAX };

const stateSchema = z.enum(BR_STATES, { error: "Selecione o estado." });

/** The sample-request dialog's form, checked in the browser and again by the action. */
export const sampleRequestSchema = z
  .object({
    fullName: requiredText("Informe seu nome completo.", 120),
    email: emailSchema,
    phone: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const phone = normalizePhone(value);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
          return z.NEVER;
        }
        return phone;
      }),
    address: requiredText("Informe o endereço de entrega.", 200),
    city: requiredText("Informe a cidade.", 100),
    state: z.preprocess((v) => (v === "" ? undefined : v), stateSchema),
    zipCode: z
      .string({ error: CEP_MESSAGES.required })
      .trim()
      .min(1, CEP_MESSAGES.required)
      .transform((value, ctx) => {
        const cep = normalizeCep(value);
        if (!cep) {
          ctx.addIssue({ code: "custom", message: CEP_MESSAGES.format });
          return z.NEVER;
        }
        return cep;
      }),
    notes: optionalText(SAMPLE_NOTES_MAX),
  })
  .superRefine((value, ctx) => {
    const { state, zipCode } = value as { state: unknown; zipCode: unknown };
    if (typeof state !== "string" || typeof zipCode !== "string" || !normalizeCep(zipCode)) return;
    if ((BR_STATES as readonly string[]).includes(state) && !cepBelongsToState(zipCode, state)) {
      ctx.addIssue({ code: "custom", path: ["zipCode"], message: CEP_MESSAGES.state });
    }
  });

export type SampleRequestInput = z.output<typeof sampleRequestSchema>;
export type SampleRequestField = keyof SampleRequestInput;
