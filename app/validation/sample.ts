import { z } from "zod";
import { emailSchema, optionalText, requiredText } from "./common";
import { addressFields, addressLine, cepSchema, checkCepState, stateSchema } from "./address";
import { normalizePhone, PHONE_MESSAGE } from "./phone";
import { CPF_MESSAGE, normalizeCpf } from "./cpf";
import { COUPON_MESSAGE, normalizeCoupon } from "./coupon";

import { SAMPLE_NOTES_MAX } from "./limits";

export { SAMPLE_NOTES_MAX };

const phoneSchema = z
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
  });

/** Optional; when given, its check digits must hold. Stored as 000.000.000-00. */
const cpfSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const cpf = normalizeCpf(value);
    if (!cpf) {
      ctx.addIssue({ code: "custom", message: CPF_MESSAGE });
      return z.NEVER;
    }
    return cpf;
  });

const couponSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const code = normalizeCoupon(value);
    if (!code) {
      ctx.addIssue({ code: "custom", message: COUPON_MESSAGE });
      return z.NEVER;
    }
    return code;
  });

const contact = {
  fullName: requiredText("Informe seu nome completo.", 120),
  email: emailSchema,
  phone: phoneSchema,
  cpf: cpfSchema,
  notes: optionalText(SAMPLE_NOTES_MAX),
  coupon: couponSchema,
};

/**
 * The sample-request dialog's form, checked in the browser and again by the action: CEP first, then
 * street, number, complement, neighbourhood, city and state (the CEP must be of that state). The one
 * line the panel shows (`address`) is made from them.
 */
export const sampleRequestSchema = z
  .object({ ...contact, ...addressFields })
  .superRefine(checkCepState)
  .transform((value) => ({ ...value, address: addressLine(value) }));

/**
 * Minhas Amostras' "Corrigir endereço" of a pending request: the sample form's address fields and CEP
 * rules alone (the CEP decides the state), with the one line the panel shows.
 */
export const sampleAddressSchema = z
  .object(addressFields)
  .superRefine(checkCepState)
  .transform((value) => ({ ...value, address: addressLine(value) }));

export type SampleAddressInput = z.output<typeof sampleAddressSchema>;

/**
 * The form as it was before the address was split (one "Endereço" line): a page loaded before the
 * change and still open, or a client that posts the old fields. Its request keeps the line only.
 */
const singleLineSampleSchema = z
  .object({
    ...contact,
    address: requiredText("Informe o endereço de entrega.", 200),
    city: requiredText("Informe a cidade.", 100),
    state: stateSchema,
    zipCode: cepSchema,
  })
  .superRefine(checkCepState)
  .transform((value) => ({ ...value, street: null, number: null, complement: null, district: null }));

/** The schema a posted form is read with: the split address, or the single line of the older form. */
export function sampleSchemaFor(input: unknown) {
  const fields = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const singleLine =
    typeof fields.address === "string" && fields.street === undefined && fields.number === undefined && fields.district === undefined;
  return singleLine ? singleLineSampleSchema : sampleRequestSchema;
}

export type SampleRequestInput = z.output<typeof sampleRequestSchema> | z.output<typeof singleLineSampleSchema>;
export type SampleRequestField = keyof z.input<typeof sampleRequestSchema> | "address";
