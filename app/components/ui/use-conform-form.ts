import { parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo, useRef, useState, type FocusEvent as ReactFocusEvent, type FormEvent } from "react";
import type { z } from "zod";

/** What a site form's action answers for the page: conform's reply (errors and what was typed) when refused. */
export type FormAnswer = { ok: true } | { ok: false; reply?: SubmissionResult<string[]> };

type Parse = (formData: FormData, schema: z.ZodType) => ReturnType<typeof parse>;

/**
 * A press on a form's submit button leaves the field being typed in, and conform checks a field as it
 * is left. Its error would appear and push the button away before the press ends, so the click would
 * never come and only that field would be marked. While the button is pressed, the field's focusout
 * stops at the form (it cannot be cancelled, and conform listens on the document), so the click
 * submits and the submit check marks every bad field at once. Tabbing out is still checked.
 */
export function useQuietLeaveToSubmit(formId: string) {
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    let pressed: HTMLButtonElement | null = null;
    const down = (event: PointerEvent) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      pressed = button?.type === "submit" && button.form === element ? button : null;
    };
    const leave = (event: FocusEvent) => {
      if (pressed && event.relatedTarget === pressed) event.stopPropagation();
    };
    const up = () => {
      pressed = null;
    };
    element.addEventListener("pointerdown", down);
    element.addEventListener("focusout", leave);
    document.addEventListener("pointerup", up);
    document.addEventListener("pointercancel", up);
    return () => {
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("focusout", leave);
      document.removeEventListener("pointerup", up);
      document.removeEventListener("pointercancel", up);
    };
  }, [formId]);
}

/**
 * conform's useForm for a site form whose zod schema loads on demand (`load`: an import() of the
 * form's module in `app/validation/`), so that zod is not part of a page's first load. The schema and
 * `parseSubmission` are fetched when the form is first focused (`onFocus`, to spread on the form with
 * getFormProps); from then on the form is checked on submit (an invalid form is not sent; the first
 * bad field gets the focus), each field on blur and again on input, with the schema the action reads.
 * Before it is there, nothing is checked in the browser: the submission goes to the server, which
 * checks it. `answer` is the action's answer (the fetcher's, or useActionData's after a post without
 * JavaScript): its conform reply shows the errors beside the fields and keeps what was typed.
 * A field left before the schema arrived is checked as soon as it does. `valid` says whether the whole
 * form passes its schema (undefined until the schema is there), kept up to date by `onInput` (to spread
 * on the form too): for a submit button that waits for every rule, as the account forms' does.
 */
export function useConformForm<S extends z.ZodType>(
  load: () => Promise<S>,
  answer: FormAnswer | undefined,
  options: { id?: string; defaultValue?: Partial<Record<string, unknown>> } = {},
) {
  const loaded = useRef<{ schema: S; parse: Parse } | null>(null);
  const loading = useRef<Promise<unknown> | null>(null);
  // A finished submission empties the form (what `reply({ resetForm: true })` sends): a new object per
  // answer, as conform reports a result only when it is not the previous one.
  const lastResult = useMemo(
    (): SubmissionResult<string[]> | undefined => (answer ? (answer.ok ? { initialValue: null } : answer.reply) : undefined),
    [answer],
  );
  const [form, fields] = useForm<z.input<S> & Record<string, unknown>, z.output<S>>({
    id: options.id,
    defaultValue: options.defaultValue as never,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const ready = loaded.current;
      if (ready) return ready.parse(formData, ready.schema) as never;
      // Not loaded yet: no error in the browser, the server checks the submission.
      return parse(formData, { resolve: (value) => ({ value }) }) as never;
    },
  });
  useQuietLeaveToSubmit(form.id);
  const [valid, setValid] = useState<boolean>();
  function check(element: HTMLFormElement | null) {
    const ready = loaded.current;
    if (ready && element) setValid((ready.parse(new FormData(element), ready.schema) as { status?: string }).status === "success");
  }
  // The fields reached before the schema arrived: those left since are checked when it does.
  const reached = useRef(new Set<string>());
  function preload() {
    loading.current ??= Promise.all([load(), import("~/validation/submission")]).then(([schema, m]) => {
      loaded.current = { schema, parse: m.parseSubmission };
      const element = document.getElementById(form.id);
      if (!(element instanceof HTMLFormElement)) return;
      check(element);
      const current = document.activeElement?.getAttribute("name");
      for (const name of reached.current) if (name !== current) form.validate({ name });
    });
  }
  function onFocus(event: ReactFocusEvent<HTMLFormElement>) {
    const name = event.target.getAttribute("name");
    if (!loaded.current && name) reached.current.add(name);
    preload();
  }
  return { form, fields, onFocus, preload, valid, onInput: (event: FormEvent<HTMLFormElement>) => check(event.currentTarget) };
}
