import { useRef } from "react";
import type { z } from "zod";

/**
 * A form's zod schema loaded on demand (import()), so that zod is not part of a page's first load:
 * `preload()` when the form is first focused, `current()` once it is there, `ready()` to wait for it.
 */
export function useLazySchema<S extends z.ZodType>(load: () => Promise<S>) {
  const loaded = useRef<S | null>(null);
  const loading = useRef<Promise<S> | null>(null);
  const ready = () => (loading.current ??= load().then((schema) => (loaded.current = schema)));
  return {
    current: () => loaded.current,
    ready,
    preload: () => void ready(),
  };
}

/** First message per field (as ~/validation/common's fieldErrors, without importing zod). */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}

/**
 * Submit handler for a form whose check needs the schema: checks at once when it is loaded;
 * otherwise holds the submission, waits for it, checks, and submits again if all is well.
 */
export function submitChecked(event: React.FormEvent<HTMLFormElement>, ready: boolean, wait: () => Promise<unknown>, check: (form: HTMLFormElement) => boolean) {
  const form = event.currentTarget;
  if (ready) {
    if (!check(form)) event.preventDefault();
    return;
  }
  event.preventDefault();
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  void wait().then(() => {
    if (check(form)) form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
  });
}
