import { useState } from "react";
import type * as React from "react";
import { FieldShell, fieldAria, fieldError, type FieldMeta } from "~/components/ui/field";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";

/**
 * The Field family's password: the show / hide input, with the strength meter and the rules' checklist
 * below it when `strength` is given (the password typed so far). The typed password is never sent back.
 */
export function PasswordField({
  meta,
  label,
  aside,
  strength,
  ...props
}: {
  meta: FieldMeta;
  label: string;
  aside?: React.ReactNode;
  strength?: string;
} & Omit<React.ComponentProps<typeof PasswordInput>, "id" | "name" | "defaultValue" | "value">) {
  const error = fieldError(meta);
  const rulesId = `${meta.id}-rules`;
  const aria = fieldAria(meta, error, undefined);
  const describedBy = strength === undefined ? aria["aria-describedby"] : [aria["aria-describedby"], rulesId].filter(Boolean).join(" ");
  return (
    <FieldShell meta={meta} label={label} error={error} aside={aside}>
      <PasswordInput key={meta.key} id={meta.id} name={meta.name} {...aria} aria-describedby={describedBy} {...props} />
      {strength === undefined ? null : <PasswordStrength id={rulesId} password={strength} />}
    </FieldShell>
  );
}

/**
 * A new password and its confirmation: the strength meter and rules under the first, the mismatch
 * shown as soon as something is typed in the second.
 */
export function NewPasswordFields({
  form,
  fields,
  label,
  confirmLabel,
  placeholders,
}: {
  form: { validate: (options: { name: string }) => void };
  /** The form's fields: `password` and `confirmPassword` are the two shown. */
  fields: Record<string, FieldMeta>;
  label: string;
  confirmLabel: string;
  /** Show "Crie uma senha forte" / "Digite a senha novamente" in the empty fields. */
  placeholders?: boolean;
}) {
  const [password, setPassword] = useState("");
  return (
    <>
      <PasswordField
        meta={fields.password}
        label={label}
        aria-required
        autoComplete="new-password"
        placeholder={placeholders ? "Crie uma senha forte" : undefined}
        strength={password}
        onInput={(event) => setPassword(event.currentTarget.value)}
      />
      <PasswordField
        meta={fields.confirmPassword}
        label={confirmLabel}
        aria-required
        autoComplete="new-password"
        placeholder={placeholders ? "Digite a senha novamente" : undefined}
        onInput={() => form.validate({ name: fields.confirmPassword.name })}
      />
    </>
  );
}
