import { z } from "zod";
import type { DeliveryAddress } from "~/db/schema/app";
import { BR_STATES } from "~/db/schema/enums";
import { cleanString, optionalText, requiredText } from "./common";
import { CEP_MESSAGES, cepBelongsToState, normalizeCep, stateForCep } from "./cep";
import { ADDRESS_MAX } from "./limits";

export { ADDRESS_MAX };

export const ADDRESS_MESSAGES = {
  street: "Informe a rua ou avenida.",
  number: "Informe o número (ou S/N).",
  district: "Informe o bairro.",
  city: "Informe a cidade.",
  state: "Selecione o estado.",
} as const;

export const stateSchema = z.preprocess((v) => (v === "" ? undefined : v), z.enum(BR_STATES, { error: ADDRESS_MESSAGES.state }));

export const cepSchema = z
  .string({ error: CEP_MESSAGES.required })
  .trim()
  .min(1, CEP_MESSAGES.required)
  .transform((value, ctx) => {
    const cep = normalizeCep(value);
    if (!cep) {
      ctx.addIssue({ code: "custom", message: CEP_MESSAGES.format });
      return z.NEVER;
    }
    if (!stateForCep(cep)) {
      ctx.addIssue({ code: "custom", message: CEP_MESSAGES.unknown });
      return z.NEVER;
    }
    return cep;
  });

/** 'S/N', 's/n', 'sn' → 'S/N' (no number); anything else as typed. */
function houseNumber(value: string): string {
  return /^s\s*\/?\s*n\.?$/i.test(value) ? "S/N" : value;
}

/** The address fields as Brazilian stores ask them: CEP, street, number, complement, neighbourhood, city and state. */
export const addressFields = {
  zipCode: cepSchema,
  street: requiredText(ADDRESS_MESSAGES.street, ADDRESS_MAX.street),
  number: cleanString({ error: ADDRESS_MESSAGES.number })
    .trim()
    .min(1, ADDRESS_MESSAGES.number)
    .max(ADDRESS_MAX.number, `Use no máximo ${ADDRESS_MAX.number} caracteres.`)
    .transform(houseNumber),
  complement: optionalText(ADDRESS_MAX.complement),
  district: requiredText(ADDRESS_MESSAGES.district, ADDRESS_MAX.district),
  city: requiredText(ADDRESS_MESSAGES.city, ADDRESS_MAX.city),
  state: stateSchema,
};

/** The CEP must fall in the chosen state's range (Correios), reported on the CEP. */
export function checkCepState(value: { state?: unknown; zipCode?: unknown }, ctx: z.RefinementCtx) {
  const { state, zipCode } = value;
  if (typeof state !== "string" || typeof zipCode !== "string" || !normalizeCep(zipCode) || !stateForCep(zipCode)) return;
  if ((BR_STATES as readonly string[]).includes(state) && !cepBelongsToState(zipCode, state)) {
    ctx.addIssue({ code: "custom", path: ["zipCode"], message: CEP_MESSAGES.state });
  }
}

export { addressLine } from "./address-line";

/** A physical reward's delivery address (the redemption's confirmation asks it). */
export const deliveryAddressSchema = z
  .object({ fullName: requiredText("Informe seu nome completo.", 120), ...addressFields })
  .superRefine(checkCepState);

export type DeliveryAddressInput = z.output<typeof deliveryAddressSchema>;
export type AddressField = keyof DeliveryAddressInput;

/** The last address a customer used, offered the next time (prefilled). */
export type SavedAddress = Omit<DeliveryAddress, "fullName">;
