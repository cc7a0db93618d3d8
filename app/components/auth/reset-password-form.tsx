import { useState } from "react";
import { Form } from "react-router";
import { KeyRound } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { FieldError, Label } from "~/components/ui/input";
import { fieldErrors } from "~/validation/common";
import { PASSWORDS_DIFFER, resetPasswordSchema } from "~/validation/auth";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { useHydrated } from "./use-hydrated";

export interface ResetPasswordFormProps {
  token: string;
  errors?: Record<string, string>;
  message?: string;
  submitting: boolean;
}

/** The new password, with the same rules and live strength as the sign-up. */
export function ResetPasswordForm({ token, errors: serverErrors = {}, message, submitting }: ResetPasswordFormProps) {
  const hydrated = useHydrated();
  const [form, setForm] = useState({ password: "", confirmPassword: "" });
  const [touched, setTouched] = useState({ password: false, confirmPassword: false });
  const parsed = resetPasswordSchema.safeParse({ token, ...form });
  const liveErrors = parsed.success ? {} : fieldErrors(parsed.error);
  if (form.confirmPassword && form.password !== form.confirmPassword) liveErrors.confirmPassword = PASSWORDS_DIFFER;
  const errorFor = (field: "password" | "confirmPassword") => (hydrated ? (touched[field] ? liveErrors[field] : undefined) : serverErrors[field]);

  return (
    <div className="space-y-4">
      {message ? <FormAlert type="error" title={message} /> : null}
      <Form method="post" replace className="space-y-4" aria-label="Criar nova senha" noValidate={hydrated}>
        <input type="hidden" name="token" value={token} />
        <div className="space-y-1.5">
          <Label htmlFor="reset-password">Nova senha</Label>
          <PasswordInput
            id="reset-password"
            name="password"
            autoComplete="new-password"
            placeholder="Crie uma senha forte"
            value={form.password}
            onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            required
            aria-invalid={errorFor("password") ? true : undefined}
            aria-describedby="reset-password-rules"
          />
          <PasswordStrength id="reset-password-rules" password={form.password} />
          <FieldError>{errorFor("password")}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="reset-confirm">Confirmar nova senha</Label>
          <PasswordInput
            id="reset-confirm"
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Digite a senha novamente"
            value={form.confirmPassword}
            onChange={(e) => {
              setForm((f) => ({ ...f, confirmPassword: e.target.value }));
              setTouched((t) => ({ ...t, confirmPassword: true }));
            }}
            required
            aria-invalid={errorFor("confirmPassword") ? true : undefined}
            aria-describedby={errorFor("confirmPassword") ? "reset-confirm-error" : undefined}
          />
          <FieldError id="reset-confirm-error">{errorFor("confirmPassword")}</FieldError>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={(hydrated && !parsed.success) || submitting}>
          <KeyRound aria-hidden />
          {submitting ? "Salvando..." : "Salvar nova senha"}
        </Button>
      </Form>
    </div>
  );
}
