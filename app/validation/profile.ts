import { z } from "zod";
import { emailSchema } from "./common";
import { fullNameSchema } from "./auth";

/** Area codes (DDD) in use in Brazil. */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49,
  51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92,
  93, 94, 95, 96, 97, 98, 99,
]);

export const PHONE_PLACEHOLDER = "(00) 00000-0000";

/** The national digits of a phone as typed (drops the mask and a leading +55). */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, "");
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2);
  return digits;
}

/** Masks as the person types: (00) 00000-0000 for mobiles, (00) 0000-0000 for landlines. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** A Brazilian number: a DDD in use, then 9 + 8 digits (mobile) or 8 digits starting 2-5 (landline). */
export function isBrazilianPhone(value: string): boolean {
  const d = phoneDigits(value);
  if (!DDDS.has(Number(d.slice(0, 2)))) return false;
  if (d.length === 11) return d[2] === "9";
  if (d.length === 10) return /[2-5]/.test(d[2]!);
  return false;
}

/** Optional phone: empty becomes null; otherwise a Brazilian number, stored masked. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || isBrazilianPhone(v), "Digite um telefone válido com DDD, como (11) 98765-4321.")
  .transform((v) => (v === "" ? null : maskPhone(phoneDigits(v))));

export const profileSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
});
export type ProfileInput = z.infer<typeof profileSchema>;
