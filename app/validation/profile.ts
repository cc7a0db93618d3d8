import { z } from "zod";
import { emailSchema } from "./common";
import { fullNameSchema } from "./auth";
import { normalizePhone } from "./phone";

// One mask and one normaliser for every phone field (validation/phone.ts): the profile form used a copy
// of its own that read '+55 11 98765-4321', as WhatsApp copies it, as '(55) 11987-6543' and refused it.
export { maskPhone, PHONE_PLACEHOLDER } from "./phone";

/** A Brazilian number: a DDD in use, then 9 + 8 digits (mobile) or 8 digits starting 2-5 (landline); +55 and a leading 0 allowed. */
export function isBrazilianPhone(value: string): boolean {
  return normalizePhone(value) !== null;
}

/** Optional phone: empty becomes null; otherwise a Brazilian number, stored as (00) 00000-0000. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || isBrazilianPhone(v), "Digite um telefone válido com DDD, como (11) 98765-4321.")
  .transform((v) => (v === "" ? null : normalizePhone(v)));

export const profileSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
});
export type ProfileInput = z.infer<typeof profileSchema>;
