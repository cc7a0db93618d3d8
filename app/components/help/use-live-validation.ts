import { useEffect, useState, type FocusEvent, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors } from "~/validation/common";

type Errors = Record<string, string | undefined>;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Browser-side validation with the form's own zod schema (the action validates again): a field is
 * checked when it loses focus and, once wrong, as it is corrected; submit is stopped while anything is wrong.
 */
export function useLiveValidation(schema: z.ZodObject, serverErrors: Errors | undefined) {
  const [errors, setErrors] = useState<Errors>(serverErrors ?? {});
  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors]);

  function check(field: Field): string | undefined {
    const shape = schema.shape[field.name] as z.ZodType | undefined;
    if (!shape) return undefined;
    const result = shape.safeParse(field.value);
    return result.success ? undefined : result.error.issues[0]?.message;
  }

  return {
    errors,
    clear: () => setErrors({}),
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const field = event.target as unknown as Field;
      if (!field.name || !(field.name in schema.shape)) return;
      // Leaving an untouched empty field says nothing yet.
      if (!field.value && !errors[field.name]) return;
      setErrors((prev) => ({ ...prev, [field.name]: check(field) }));
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const field = event.target as unknown as Field;
      if (!errors[field.name]) return;
      setErrors((prev) => ({ ...prev, [field.name]: check(field) }));
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      const result = schema.safeParse(Object.fromEntries(new FormData(form)));
      if (result.success) {
        setErrors({});
        return;
      }
      event.preventDefault();
      const found = fieldErrors(result.error);
      setErrors(found);
      const first = Object.keys(schema.shape).find((name) => found[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    },
  };
}
