import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { KeyRound } from "~/components/icons";
import { PasswordInput } from "~/components/auth/password-input";
import { PasswordStrength } from "~/components/auth/password-strength";
import { Button } from "~/components/ui/button";
import { FieldError, Label } from "~/components/ui/input";
import { fieldErrors } from "~/validation/common";
import { changePasswordSchema, PASSWORDS_DIFFER } from "~/validation/auth";

export interface ChangePasswordActionData {
  intent: "change-password";
  ok: boolean;
  errors?: Record<string, string>;
}

type Field = "currentPassword" | "password" | "confirmPassword";

/** 'Trocar senha': the current password, then the new one (same rules as the sign-up) twice. */
export function ChangePasswordForm({
  fetcher,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ChangePasswordActionData>;
  onCancel?: () => void;
}) {
  const [form, setForm] = useState({ currentPassword: "", password: "", confirmPassword: "" });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const parsed = changePasswordSchema.safeParse(form);
  const live = parsed.success ? {} : fieldErrors(parsed.error);
  if (form.confirmPassword && form.password !== form.confirmPassword) live.confirmPassword = PASSWORDS_DIFFER;
  const server = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  const errorFor = (field: Field) => server[field] ?? (touched[field] ? live[field] : undefined);
  const saving = fetcher.state !== "idle";
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const blur = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));

  return (
    <fetcher.Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="change-password" />
      <div className="space-y-1.5">
        <Label htmlFor="change-current">Senha atual</Label>
        <PasswordInput
          id="change-current"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={form.currentPassword}
          onChange={set("currentPassword")}
          onBlur={blur("currentPassword")}
          aria-invalid={errorFor("currentPassword") ? true : undefined}
          aria-describedby={errorFor("currentPassword") ? "change-current-error" : undefined}
        />
        <FieldError id="change-current-error">{errorFor("currentPassword")}</FieldError>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="change-password">Nova senha</Label>
        <PasswordInput
          id="change-password"
          name="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={set("password")}
          onBlur={blur("password")}
          aria-invalid={errorFor("password") ? true : undefined}
          aria-describedby="change-password-rules"
        />
        <PasswordStrength id="change-password-rules" password={form.password} />
        <FieldError>{errorFor("password")}</FieldError>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="change-confirm">Confirmar nova senha</Label>
        <PasswordInput
          id="change-confirm"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={(e) => {
            set("confirmPassword")(e);
            blur("confirmPassword")();
          }}
          aria-invalid={errorFor("confirmPassword") ? true : undefined}
          aria-describedby={errorFor("confirmPassword") ? "change-confirm-error" : undefined}
        />
        <FieldError id="change-confirm-error">{errorFor("confirmPassword")}</FieldError>
      </div>
      <p className="text-xs text-muted">Ao trocar a senha, as outras sessões da sua conta são encerradas.</p>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" disabled={!parsed.success || saving}>
          <KeyRound aria-hidden />
          {saving ? "Salvando..." : "Trocar senha"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
