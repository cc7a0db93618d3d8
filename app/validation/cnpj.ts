import { isValidCnpj } from "@brazilian-utils/brazilian-utils/is-valid-cnpj";

export const CNPJ_MESSAGE = "CNPJ inválido. Confira os 14 números.";
export const CNPJ_PLACEHOLDER = "00.000.000/0000-00";

/** '11222333000181' or '11.222.333/0001-81' → '11.222.333/0001-81' when its check digits hold; null otherwise. */
export function normalizeCnpj(value: string): string | null {
  const digits = value.replace(/\D/g, "");
  if (digits.length !== 14 || !/^[\d\s./-]+$/.test(value.trim()) || !isValidCnpj(digits)) return null;
  return maskCnpj(digits);
}

/** The live input mask: 00.000.000/0000-00 as the person types. */
export function maskCnpj(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 14);
  const parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 8), d.slice(8, 12), d.slice(12)];
  let out = parts[0];
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}
