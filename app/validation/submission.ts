import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type Def = { type?: string; in?: Inner; out?: Inner; innerType?: Inner; shape?: Record<string, Inner> };
type Inner = { _zod?: { def?: Def } } | undefined;

/** Whether a field's schema is a list, through the wrappers a field may have (optional, default, preprocess). */
function isList(field: Inner): boolean {
  const def = field?._zod?.def;
  if (!def) return false;
  if (def.type === "array") return true;
  return [def.innerType, def.in, def.out].some((inner) => inner !== undefined && isList(inner));
}

/**
 * The last value of a repeated name wins (a hidden "false" before its checkbox; a name sent twice by a
 * stray or forged post), as the forms always read; a field the schema declares a list keeps them all.
 */
function lastValues(form: FormData, schema: z.ZodType): FormData {
  const shape = (schema as Inner)?._zod?.def?.shape ?? {};
  const out = new FormData();
  const last = new Map<string, FormDataEntryValue>();
  for (const [key, value] of form.entries()) {
    if (isList(shape[key])) out.append(key, value);
    else last.set(key, value);
  }
  for (const [key, value] of last) out.append(key, value);
  return out;
}

/**
 * The one way every form is read, in the browser (conform's onValidate) and in the action (decision
 * 025). The site's forms import this module on demand, with their schema, so zod stays out of a page's
 * first load. Conform
 * turns the FormData into an object and the form's zod schema checks it. Conform's automatic
 * coercion is off: the schemas read the values as typed (strings, "" for an empty field, a File for
 * an upload), so the same schema gives the same messages on both sides.
 */
export function parseSubmission<S extends z.ZodType>(form: FormData, schema: S) {
  return parseWithZod(lastValues(form, schema), { schema, disableAutoCoercion: true });
}

/** First message per field from conform's error map ("" is the form's own error, named "form"). */
export function firstErrors(error: Record<string, string[] | null> | undefined | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error ?? {})) {
    if (messages?.[0]) out[key || "form"] ??= messages[0];
  }
  return out;
}
