import { getFormProps, type FormMetadata } from "@conform-to/react";
import type * as React from "react";
import { Form } from "react-router";

/** The form of an auth page: conform's, posted to the page's action in place of the current history entry. */
export function AuthForm<Schema extends Record<string, unknown>>({
  form,
  label,
  ...props
}: { form: FormMetadata<Schema, string[]>; label: string } & Omit<
  React.ComponentProps<typeof Form>,
  "method" | "replace" | "className" | "aria-label"
>) {
  return <Form method="post" replace {...getFormProps(form)} {...props} className="space-y-4" aria-label={label} />;
}
