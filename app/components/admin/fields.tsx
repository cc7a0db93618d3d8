import { useId } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { FieldError, Input, Label, NativeSelect, Textarea } from "~/components/ui/input";

interface FieldProps {
  label: string;
  name: string;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  required?: boolean;
}

function useFieldIds(name: string) {
  const base = useId();
  return { id: `${base}-${name}`, errorId: `${base}-${name}-error`, hintId: `${base}-${name}-hint` };
}

function describedBy(error: string | undefined, hint: React.ReactNode, ids: { errorId: string; hintId: string }) {
  return [error ? ids.errorId : null, hint ? ids.hintId : null].filter(Boolean).join(" ") || undefined;
}

function FieldShell({ label, required, id, hint, hintId, error, errorId, className, children }: {
  label: string;
  required?: boolean;
  id: string;
  hint?: React.ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? <span className="text-red-700"> *</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function TextField({ label, name, error, hint, className, required, ...props }: FieldProps & Omit<React.ComponentProps<"input">, "name">) {
  const ids = useFieldIds(name);
  return (
    <FieldShell label={label} required={required} id={ids.id} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} className={className}>
      <Input id={ids.id} name={name} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={describedBy(error, hint, ids)} {...props} />
    </FieldShell>
  );
}

export function TextAreaField({ label, name, error, hint, className, required, ...props }: FieldProps & Omit<React.ComponentProps<"textarea">, "name">) {
  const ids = useFieldIds(name);
  return (
    <FieldShell label={label} required={required} id={ids.id} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} className={className}>
      <Textarea id={ids.id} name={name} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={describedBy(error, hint, ids)} {...props} />
    </FieldShell>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  className,
  required,
  options,
  ...props
}: FieldProps & Omit<React.ComponentProps<"select">, "name"> & { options: { value: string; label: string }[] }) {
  const ids = useFieldIds(name);
  return (
    <FieldShell label={label} required={required} id={ids.id} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} className={className}>
      <NativeSelect id={ids.id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(error, hint, ids)} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FieldShell>
  );
}

/** A checkbox that always sends a value: a hidden "false" first, "true" when checked (the last one wins). */
export function CheckboxField({ label, name, defaultChecked, hint }: { label: string; name: string; defaultChecked?: boolean; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input type="hidden" name={name} value="false" />
      <input
        id={id}
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={defaultChecked}
        className="mt-0.5 size-5 shrink-0 rounded border-cream-200 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      </div>
    </div>
  );
}
