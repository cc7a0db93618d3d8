import { isValidCpf } from "@brazilian-utils/brazilian-utils/is-valid-cpf";

/**
 * Why the sample form asks for it (issue 36): what the code does with it. It is shown to the team in the
 * panel's list and its CSV, for the shipment's invoice, and erased with the delivery address.
 */
export const CPF_REASON = "Para a nota fiscal de envio da amostra. Só a nossa equipe vê, e ele é apagado junto com o endereço.";

export const CPF_MESSAGE = "CPF inválido. Confira os 11 números.";
export const CPF_PLACEHOLDER = "000.000.000-00";

/** '12345678909' or '123.456.789-09' → '123.456.789-09' when its check digits hold; null otherwise. */
export function normalizeCpf(value: string): string | null {
  const digits = value.replace(/\D/g, "");
  if (digits.length !== 11 || !/^[\d\s.\-/]+$/.test(value.trim()) || !isValidCpf(digits)) return null;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** The live input mask: 000.000.000-00 as the person types. */
export function maskCpf(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
