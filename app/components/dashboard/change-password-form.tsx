import { getFormProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { KeyRound } from "~/components/icons";
import { PasswordField } from "~/components/auth/password-field";
import { Button } from "~/components/ui/button";
import { useConformForm, type FormAnswer } from "~/components/ui/use-conform-form";

/** The form's schema (with zod), loaded when the dialog opens. */
const loadChangePasswordSchema = () => import("~/validation/auth").then((m) => m.changePasswordSchema);

/** What the action answers; a refusal carries conform's reply (the wrong current password beside its field). */
export type ChangePasswordActionData = { intent: "change-password" } & FormAnswer;

/** 'Trocar senha': the current password, then the new one (same rules as the sign-up) twice. */
export function ChangePasswordForm({
  fetcher,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ChangePasswordActionData>;
  onCancel?: () => void;
}) {
  const { form, fields, onFocus, onInput, preload, valid } = useConformForm(loadChangePasswordSchema, fetcher.data, {
    id: "change-password",
  });
  useEffect(preload, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the dialog opens
  const [password, setPassword] = useState("");
  const saving = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" {...getFormProps(form)} onFocus={onFocus} onInput={onInput} className="space-y-4">
      <input type="hidden" name="intent" value="change-password" />
      <PasswordField meta={fields.currentPassword} label="Senha atual" aria-required autoComplete="current-password" />
      <PasswordField
        meta={fields.password}
        label="Nova senha"
        aria-required
        autoComplete="new-password"
        strength={password}
        onInput={(event) => setPassword(event.currentTarget.value)}
      />
      <PasswordField
        meta={fields.confirmPassword}
        label="Confirmar nova senha"
        aria-required
        autoComplete="new-password"
        // The mismatch shows as soon as something is typed in the confirmation.
        onInput={() => form.validate({ name: fields.confirmPassword.name })}
      />
      <p className="text-xs text-muted">Ao trocar a senha, as outras sessões da sua conta são encerradas.</p>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" disabled={valid === false || saving}>
          <KeyRound aria-hidden />
          {saving ? "Salvando..." : "Trocar senha"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
