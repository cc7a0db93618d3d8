import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * The one way an admin form is read, in the browser (conform's onValidate) and in the action: conform
 * turns the FormData into an object and the form's zod schema checks it. Conform's automatic
 * coercion is off: the schemas read the values as typed (strings, "" for an empty field, a File for
 * an upload), so the same schema gives the same messages on both sides.
 */
export function parseSubmission<S extends z.ZodType>(form: FormData, schema: S) {
  return parseWithZod(form, { schema, disableAutoCoercion: true });
}

/** First message per field from conform's error map ("" is the form's own error, named "form"). */
export function firstErrors(error: Record<string, string[] | null> | undefined | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error ?? {})) {
    if (messages?.[0]) out[key || "form"] ??= messages[0];
  }
  return out;
}
