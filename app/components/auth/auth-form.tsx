import { getFormProps, type FormMetadata } from "@conform-to/react";
import type * as React from "react";
import type { FormAnswer } from "~/components/ui/use-conform-form";
import { Form } from "react-router";

/** What an auth page hands its form: the action's answer and refusal, and whether a submission is on its way. */
export interface AuthFormState {
  /** The action's answer to a refused submission: errors, and what was typed (never a password). */
  answer?: FormAnswer;
  /** A refusal of the whole form (wrong credentials, a limit reached…). */
  message?: string;
  submitting: boolean;
}

/** The form of an auth page: conform's, posted to the page's action in place of the current history entry. */
export function AuthForm<Schema extends Record<string, unknown>>({
  form,
  label,
  intent,
  redirectTo,
  children,
  ...props
}: {
  form: FormMetadata<Schema, string[]>;
  label: string;
  /** Which of the page's forms this is. */
  intent?: string;
  /** The page to go back to afterwards (carried through the e-mail's link). */
  redirectTo?: string;
} & Omit<React.ComponentProps<typeof Form>, "method" | "replace" | "className" | "aria-label">) {
  return (
    <Form method="post" replace {...getFormProps(form)} {...props} className="space-y-4" aria-label={label}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {children}
    </Form>
  );
}
