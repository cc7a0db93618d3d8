import { z } from "zod";

/** The last value sent under a name: a hidden "false" before a checkbox reads as false when unchecked. */
export function lastValue(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * Reads a number typed in a form: a non-number becomes 0 (as the earlier panel did), so the
 * "at least 1" rule then refuses it with a message instead of storing garbage.
 */
export function numberOrZero(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value !== "string") return 0;
  const text = value.trim().replace(",", ".");
  if (!text) return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
}

/** Whole points, at least 1: 'abc' becomes 0 and is refused. `subject` is plural ("Os pontos"). */
export function pointsField(subject: string) {
  return z.preprocess(
    numberOrZero,
    z
      .number()
      .int(`${subject} devem ser um número inteiro.`)
      .min(1, `${subject} devem ser no mínimo 1.`)
      .max(1_000_000, `${subject} devem ser no máximo 1.000.000.`),
  );
}

/** Empty means null (e.g. unlimited stock); otherwise a whole number ≥ 0. */
export function optionalCountField(label: string) {
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v == null ? null : numberOrZero(v)),
    z
      .number()
      .int(`${label} deve ser um número inteiro.`)
      .min(0, `${label} não pode ser negativo.`)
      .max(1_000_000, `${label} deve ser no máximo 1.000.000.`)
      .nullable(),
  );
}

/** An HTML checkbox: present ("on", "true") means true. */
export const checkboxField = z.preprocess((sent) => {
  const v = lastValue(sent);
  return v === "on" || v === "true" || v === true;
}, z.boolean());

/** A checkbox that defaults to true when the field is not sent at all (forms send a hidden "false" first). */
export const checkboxDefaultTrue = z.preprocess((sent) => {
  const v = lastValue(sent);
  return v === undefined || v === null ? true : v === "on" || v === "true" || v === true;
}, z.boolean());
