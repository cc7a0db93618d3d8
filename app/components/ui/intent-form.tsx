import { getFormProps, type FormMetadata } from "@conform-to/react";
import type * as React from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * A site form (conform's) posted by a fetcher to an action that tells its forms apart by `intent`; its
 * fields in a grid unless `className` says otherwise.
 */
export function IntentFetcherForm<Schema extends Record<string, unknown>, Data>({
  fetcher,
  form,
  intent,
  className = "grid gap-4",
  children,
  ...props
}: {
  fetcher: FetcherWithComponents<Data>;
  form: FormMetadata<Schema, string[]>;
  intent: string;
  children: React.ReactNode;
} & Omit<React.ComponentProps<FetcherWithComponents<Data>["Form"]>, "method" | "id" | "onSubmit">) {
  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className={className} {...props}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </fetcher.Form>
  );
}
