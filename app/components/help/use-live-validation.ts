import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import type { z } from "zod";

type Errors = Record<string, string | undefined>;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** First message per field, as ~/validation/common's fieldErrors (which would bring zod along). */
function firstErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}

/**
 * Browser-side validation with the form's own zod schema (the action validates again): a field is
 * checked when it loses focus and, once wrong, as it is corrected; submit is stopped while anything is wrong.
 * The schema (and zod with it) is loaded by `load` when the form is first focused, not with the page.
 */
export function useLiveValidation(load: () => Promise<z.ZodObject>, serverErrors: Errors | undefined) {
  const [errors, setErrors] = useState<Errors>(serverErrors ?? {});
  const schemaRef = useRef<z.ZodObject | null>(null);
  const loading = useRef<Promise<z.ZodObject> | null>(null);
  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors]);

  function schema(): Promise<z.ZodObject> {
    loading.current ??= load().then((loaded) => (schemaRef.current = loaded));
    return loading.current;
  }

  function check(shape: z.ZodObject, field: Field): string | undefined {
    const fieldSchema = shape.shape[field.name] as z.ZodType | undefined;
    if (!fieldSchema) return undefined;
    const result = fieldSchema.safeParse(field.value);
    return result.success ? undefined : result.error.issues[0]?.message;
  }

  function validate(form: HTMLFormElement, loaded: z.ZodObject): boolean {
    const result = loaded.safeParse(Object.fromEntries(new FormData(form)));
    if (result.success) {
      setErrors({});
      return true;
    }
    const found = firstErrors(result.error);
    setErrors(found);
    const first = Object.keys(loaded.shape).find((name) => found[name]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return false;
  }

  return {
    errors,
    clear: () => setErrors({}),
    onFocus() {
      void schema();
    },
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const field = event.target as unknown as Field;
      if (!field.name) return;
      // Leaving an untouched empty field says nothing yet.
      if (!field.value && !errors[field.name]) return;
      void schema().then((loaded) => {
        if (field.name in loaded.shape) setErrors((prev) => ({ ...prev, [field.name]: check(loaded, field) }));
      });
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const field = event.target as unknown as Field;
      const loaded = schemaRef.current;
      if (!errors[field.name] || !loaded) return;
      setErrors((prev) => ({ ...prev, [field.name]: check(loaded, field) }));
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      const loaded = schemaRef.current;
      if (loaded) {
        if (!validate(form, loaded)) event.preventDefault();
        return;
      }
      // Submitted before the schema arrived: hold the submission, check, then send it again.
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void schema().then((ready) => {
        if (validate(form, ready)) form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
      });
    },
  };
}
