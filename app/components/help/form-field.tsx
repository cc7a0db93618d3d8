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

/** A labelled field whose error sits under it and is announced with it (aria-describedby). */
export function TextField({
  idPrefix, name, label, error, hint, required, ...props
}: FieldProps & Omit<React.ComponentProps<"input">, "name">) {
  const id = `${idPrefix}-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? null : <span className="font-normal text-muted"> (opcional)</span>}
      </Label>
      <Input id={id} name={name} required={required} aria-invalid={error ? true : undefined} aria-describedby={described} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function TextAreaField({
  idPrefix, name, label, error, hint, required, ...props
}: FieldProps & Omit<React.ComponentProps<"textarea">, "name">) {
  const id = `${idPrefix}-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? null : <span className="font-normal text-muted"> (opcional)</span>}
      </Label>
      <Textarea id={id} name={name} required={required} aria-invalid={error ? true : undefined} aria-describedby={described} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
