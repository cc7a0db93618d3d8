import { z } from "zod";

/**
 * Control characters nobody types (NUL, backspace, escape…; tab and line breaks stay). PostgreSQL
 * refuses a NUL in text, so they are dropped before any check.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
export function withoutControlChars(value: string): string {
  return value.replace(CONTROL_CHARS, "");
}
/** A string field with the control characters dropped (other values pass untouched to the checks). */
export function cleanString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(withoutControlChars);
}

/** E-mail of the form name@domain.tld, without spaces. */
export const emailSchema = cleanString({ error: "Informe seu e-mail." })
  .trim()
  .min(1, "Informe seu e-mail.")
  .max(254, "E-mail longo demais.")
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Digite um e-mail válido")
  .transform((v) => v.toLowerCase());

/** A row id (UUID) as typed in a form or a URL; anything else never reaches the database. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requiredText(message: string, max = 200) {
  return cleanString({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres.`);
}

export function optionalText(max: number) {
  return cleanString()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .optional()
    .transform((v) => (v ? v : null));
}

/** Field errors keyed by field name, first message each. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
