import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "~/validation/common";
import { formToObject } from "~/validation/admin/form";

export type FieldErrors = Record<string, string>;

/**
 * Browser-side validation with the action's own zod schema: checked on submit (an invalid form is
 * not sent and its first bad field gets the focus), then live on every change; the server's errors,
 * when they come back, replace the local ones.
 */
export function useValidatedForm(schema: z.ZodType, serverErrors?: FieldErrors | null) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors]);

  const validate = useCallback(
    (form: HTMLFormElement): FieldErrors => {
      const result = schema.safeParse(formToObject(new FormData(form)));
      const next: FieldErrors = result.success ? {} : fieldErrors(result.error);
      // Fields that know their own problem (a chosen image too large, say) mark themselves invalid.
      for (const element of Array.from(form.elements)) {
        if (element instanceof HTMLInputElement && element.name && element.validity.customError) next[element.name] ??= element.validationMessage;
      }
      setErrors((current) => {
        // Errors that only the server knows (e.g. a taken slug, the image) stay until the field changes.
        const kept = Object.fromEntries(Object.entries(current).filter(([k]) => k === "imageFile" && !next[k]));
        return { ...kept, ...next };
      });
      return next;
    },
    [schema],
  );

  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const found = validate(form);
      setLive(true);
      const first = Object.keys(found)[0];
      if (first) {
        event.preventDefault();
        const field = form.elements.namedItem(first);
        if (field instanceof HTMLElement) field.focus();
      }
    },
    [validate],
  );

  const onChange = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      if (live) validate(event.currentTarget);
    },
    [live, validate],
  );

  return { errors, setErrors, formProps: { noValidate: true, onSubmit, onChange } };
}
