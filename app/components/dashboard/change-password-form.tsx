import { FILL_ALL_FIELDS } from "~/validation/password-rules";
import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import { KeyRound } from "~/components/icons";
import { NewPasswordFields, PasswordField } from "~/components/auth/password-field";
import { FormActions, SubmitButton } from "~/components/ui/form-parts";
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
  const saving = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" {...getFormProps(form)} onFocus={onFocus} onInput={onInput} className="space-y-4">
      <input type="hidden" name="intent" value="change-password" />
      <PasswordField meta={fields.currentPassword} label="Senha atual" aria-required autoComplete="current-password" />
      <NewPasswordFields form={form} fields={fields} label="Nova senha" confirmLabel="Confirmar nova senha" />
      <p className="text-xs text-muted">Ao trocar a senha, as outras sessões da sua conta são encerradas.</p>
      <FormActions onCancel={onCancel} className="pt-2">
        <SubmitButton
          icon={KeyRound}
          pending={saving}
          pendingLabel="Salvando..."
          disabled={valid === false}
          disabledReason={valid === false ? FILL_ALL_FIELDS : undefined}
        >
          Trocar senha
        </SubmitButton>
      </FormActions>
    </fetcher.Form>
  );
}
