import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { FetcherWithComponents } from "react-router";
import { asText } from "~/lib/common/form-text";
import { useState } from "react";
import type * as React from "react";
import { cn } from "~/lib/common/cn";
import { formatNumber } from "~/i18n/format";
import { ArrowDown, ArrowUp, X } from "~/components/icons";
import { DisabledReason } from "./disabled-reason";
import { FieldError, Input, Label, NativeSelect, Textarea } from "./input";

/**
 * The one Field family of the forms: label, control, hint and the error beside the field. The ids,
 * the error and the value typed come from conform's field metadata (`fields.name` of useForm), so
 * aria-invalid / aria-describedby always point at what is shown; an error the server sent (a taken
 * slug) arrives the same way, with or without JavaScript.
 */
export interface FieldMeta {
  name: string;
  id: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  initialValue?: unknown;
  key?: string;
}

interface FieldProps {
  meta: FieldMeta;
  label: string;
  hint?: React.ReactNode;
  className?: string;
  required?: boolean;
  /** Says "(opcional)" after the label (the site's forms mark the optional fields, not the required ones). */
  optional?: boolean;
  /** An error the control knows itself (shown when conform has none for the field). */
  error?: string;
}

/** The first error of the field, if any. */
export function fieldError(meta: FieldMeta, own?: string): string | undefined {
  return meta.errors?.[0] ?? own;
}

/** aria props of a control: invalid when it has an error, described by its error and hint. */
export function fieldAria(meta: FieldMeta, error: string | undefined, hint: React.ReactNode) {
  const describedBy = [error ? meta.errorId : null, hint ? meta.descriptionId : null].filter(Boolean).join(" ") || undefined;
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
}

/** What was typed (sent back by the server) wins over the record's value. */
function initial(meta: FieldMeta, fallback: unknown): string | undefined {
  const value = typeof meta.initialValue === "string" ? meta.initialValue : fallback;
  return value == null ? undefined : asText(value);
}

/** What stands below a control: its hint, then its error (the ids the control's aria-describedby names). */
function FieldNotes({ meta, hint, error }: { meta: FieldMeta; hint?: React.ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={meta.descriptionId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId}>{error}</FieldError>
    </>
  );
}

export function FieldShell({
  meta,
  label,
  required,
  optional,
  hint,
  error,
  className,
  aside,
  children,
}: Omit<FieldProps, "error"> & {
  error?: string;
  /** Beside the label, at the end of its line (a "forgot your password?" link). */ aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  const labelled = (
    <Label htmlFor={meta.id}>
      {label}
      {required ? <span className="text-red-700"> *</span> : null}
      {optional ? <span className="font-normal text-muted"> (opcional)</span> : null}
    </Label>
  );
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {aside ? (
        <div className="flex items-center justify-between gap-2">
          {labelled}
          {aside}
        </div>
      ) : (
        labelled
      )}
      {children}
      <FieldNotes meta={meta} hint={hint} error={error} />
    </div>
  );
}

/** What a text input and a textarea take from conform: id, name, ARIA, and the typed value (or a controlled one). */
function textControl(
  meta: FieldMeta,
  {
    error,
    hint,
    required,
    defaultValue,
    value,
  }: { error?: string; hint?: React.ReactNode; required?: boolean; defaultValue?: unknown; value?: React.ComponentProps<"input">["value"] },
) {
  return {
    id: meta.id,
    name: meta.name,
    "aria-required": required || undefined,
    ...fieldAria(meta, error, hint),
    ...(value === undefined ? { defaultValue: initial(meta, defaultValue) } : { value }),
  };
}

type TextLikeProps<T extends "input" | "textarea"> = FieldProps & Omit<React.ComponentProps<T>, "name" | "id">;

/** What TextField and TextAreaField share: the shell, and conform's props on the control it is given. */
function TextLikeField<T extends "input" | "textarea">({
  meta,
  label,
  hint,
  className,
  required,
  optional,
  error: own,
  defaultValue,
  value,
  control,
  ...props
}: TextLikeProps<T> & { control: (props: React.ComponentProps<T>) => React.ReactNode }) {
  const error = fieldError(meta, own);
  return (
    <FieldShell meta={meta} label={label} required={required} optional={optional} hint={hint} error={error} className={className}>
      {control({ ...textControl(meta, { error, hint, required, defaultValue, value }), ...props } as React.ComponentProps<T>)}
    </FieldShell>
  );
}

export function TextField(props: TextLikeProps<"input">) {
  return <TextLikeField<"input"> {...props} control={(input) => <Input key={props.meta.key} {...input} />} />;
}

/** The e-mail of a form: a TextField labelled "E-mail" that brings up the e-mail keyboard and autofill. */
export function EmailField(props: Omit<React.ComponentProps<typeof TextField>, "label" | "type">) {
  return <TextField label="E-mail" type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** '37/120 caracteres', in the field's hint: the limit said as the person types (amber near it). */
export function CharacterCounter({ length, max, className }: { length: number; max: number; className?: string }) {
  return (
    <span className={cn("block text-right tabular-nums", max - length < Math.min(50, max / 4) && "text-amber-800", className)}>
      {formatNumber(length)}/{formatNumber(max)} caracteres
    </span>
  );
}

/** A TextField that counts its characters against `maxLength` as the person types (a name, say). */
export function CountedTextField({ maxLength, onInput, ...props }: TextLikeProps<"input"> & { maxLength: number }) {
  const [length, setLength] = useState(() => initial(props.meta, props.defaultValue)?.length ?? 0);
  return (
    <TextField
      {...props}
      maxLength={maxLength}
      hint={<CharacterCounter length={length} max={maxLength} />}
      onInput={(event) => {
        setLength(event.currentTarget.value.length);
        onInput?.(event);
      }}
    />
  );
}

export function TextAreaField(props: TextLikeProps<"textarea">) {
  return <TextLikeField<"textarea"> {...props} control={(textarea) => <Textarea key={props.meta.key} {...textarea} />} />;
}

export function SelectField({
  meta,
  label,
  hint,
  className,
  required,
  error: own,
  options,
  defaultValue,
  ...props
}: FieldProps & Omit<React.ComponentProps<"select">, "name" | "id"> & { options: { value: string; label: string }[] }) {
  const error = fieldError(meta, own);
  return (
    <FieldShell meta={meta} label={label} required={required} hint={hint} error={error} className={className}>
      <NativeSelect
        key={meta.key}
        id={meta.id}
        name={meta.name}
        {...fieldAria(meta, error, hint)}
        defaultValue={initial(meta, defaultValue)}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FieldShell>
  );
}

/** A checkbox that always sends a value: a hidden "false" first, "true" when checked (the schema reads the last). */
export function CheckboxField({
  meta,
  label,
  defaultChecked,
  hint,
}: {
  meta: FieldMeta;
  label: string;
  defaultChecked?: boolean;
  hint?: string;
}) {
  const sent: unknown = Array.isArray(meta.initialValue) ? meta.initialValue[meta.initialValue.length - 1] : meta.initialValue;
  const checked = sent === undefined ? defaultChecked : sent === "true";
  const error = fieldError(meta);
  return (
    <div className="flex items-start gap-3">
      <input type="hidden" name={meta.name} value="false" />
      <input
        key={meta.key}
        id={meta.id}
        type="checkbox"
        name={meta.name}
        value="true"
        defaultChecked={checked}
        {...fieldAria(meta, error, hint)}
        className="mt-0.5 size-5 shrink-0 rounded border-cream-200 accent-brand-700"
      />
      <div>
        <label htmlFor={meta.id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <FieldNotes meta={meta} hint={hint} error={error} />
      </div>
    </div>
  );
}

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

/**
 * A multi-select whose order matters (a post's products): the chosen items in order, each with
 * up, down and remove buttons, and a select that adds one. Each chosen value is sent as a hidden
 * field of the same name, in order (the schema declares the field a list). Controlled: the form that
 * holds it may add values too (suggestions).
 */
export function OrderedChoiceField({
  meta,
  label,
  hint,
  className,
  options,
  value,
  onChange,
  addLabel,
  emptyText,
  allChosenText = "Todas as opções já foram escolhidas.",
}: Omit<FieldProps, "required" | "optional" | "error"> & {
  options: { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The add select's first, empty option ("Adicionar produto…"). */
  addLabel: string;
  /** Why the add select is disabled once every option is chosen (shown under it). */
  allChosenText?: string;
  /** Said when nothing is chosen. */
  emptyText: string;
}) {
  const error = fieldError(meta);
  const labels = new Map(options.map((o) => [o.value, o.label]));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  const remaining = options.filter((o) => !value.includes(o.value));
  const aria = fieldAria(meta, error, hint);
  const reasonId = `${meta.id}-disabled-reason`;
  return (
    <FieldShell meta={meta} label={label} hint={hint} error={error} className={className}>
      {value.map((v) => (
        <input key={v} type="hidden" name={meta.name} value={v} />
      ))}
      {value.length ? (
        <ol className="grid gap-1.5" aria-label={`${label} (em ordem)`}>
          {value.map((v, i) => {
            const name = labels.get(v) ?? "Produto inativo";
            return (
              <li key={v} className="flex items-center gap-1 rounded-lg border border-cream-200 bg-white py-0.5 pr-0.5 pl-3 text-sm">
                <span className="min-w-0 flex-1 break-words">
                  <span className="text-muted tabular-nums">{i + 1}. </span>
                  {name}
                </span>
                <ChoiceButton label={`Subir ${name}`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <ArrowUp aria-hidden />
                </ChoiceButton>
                <ChoiceButton label={`Descer ${name}`} disabled={i === value.length - 1} onClick={() => move(i, i + 1)}>
                  <ArrowDown aria-hidden />
                </ChoiceButton>
                <ChoiceButton label={`Remover ${name}`} onClick={() => onChange(value.filter((x) => x !== v))}>
                  <X aria-hidden />
                </ChoiceButton>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted">{emptyText}</p>
      )}
      <NativeSelect
        id={meta.id}
        value=""
        {...aria}
        aria-describedby={[aria["aria-describedby"], remaining.length ? null : reasonId].filter(Boolean).join(" ") || undefined}
        disabled={!remaining.length}
        onChange={(event) => {
          if (event.currentTarget.value) onChange([...value, event.currentTarget.value]);
        }}
      >
        <option value="">{addLabel}</option>
        {remaining.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      {remaining.length ? null : <DisabledReason id={reasonId}>{allChosenText}</DisabledReason>}
    </FieldShell>
  );
}

function ChoiceButton({ label, children, ...props }: { label: string; children: React.ReactNode } & React.ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-cream-100 disabled:opacity-40 [&_svg]:size-4"
      {...props}
    >
      {children}
    </button>
  );
}
