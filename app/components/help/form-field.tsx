import type * as React from "react";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";

interface FieldProps {
  /** Prefix that keeps ids unique when a page holds two forms. */
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

/** Label, hint and error around one control, tied together by ids (aria-describedby). */
function FieldFrame({
  idPrefix, name, label, error, hint, required, children,
}: FieldProps & { required?: boolean; children: (control: { id: string; describedBy?: string; invalid?: true }) => React.ReactNode }) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? null : <span className="font-normal text-muted"> (opcional)</span>}
      </Label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A labelled input whose error sits under it and is announced with it. */
export function TextField({
  idPrefix, name, label, error, hint, required, ...props
}: FieldProps & Omit<React.ComponentProps<"input">, "name">) {
  return (
    <FieldFrame idPrefix={idPrefix} name={name} label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} name={name} required={required} aria-invalid={invalid} aria-describedby={describedBy} {...props} />
      )}
    </FieldFrame>
  );
}

/** The same, for a multi-line text. */
export function TextAreaField({
  idPrefix, name, label, error, hint, required, ...props
}: FieldProps & Omit<React.ComponentProps<"textarea">, "name">) {
  return (
    <FieldFrame idPrefix={idPrefix} name={name} label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <Textarea id={id} name={name} required={required} aria-invalid={invalid} aria-describedby={describedBy} {...props} />
      )}
    </FieldFrame>
  );
}
