/**
 * The CEP's messages, format and input mask: what a CEP field needs on every keystroke, apart from the
 * ranges and the table of places (cep.ts, cep-places.ts), which a page loads when a CEP is looked up.
 */
export const CEP_MESSAGES = {
  required: "Informe o CEP.",
  format: "CEP inválido. Use o formato 00000-000.",
  state: "Este CEP não pertence ao estado selecionado.",
  unknown: "Este CEP não existe: nenhum estado usa essa faixa. Confira os números.",
} as const;

/** '01310100' or '01310-100' → '01310-100'; anything else → null. */
export function normalizeCep(value: string): string | null {
  const trimmed = value.trim();
  const match = /^(\d{5})-?(\d{3})$/.exec(trimmed);
  return match ? `${match[1]}-${match[2]}` : null;
}

/** The live input mask: keeps digits only and inserts the hyphen as the person types. */
export function maskCep(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
