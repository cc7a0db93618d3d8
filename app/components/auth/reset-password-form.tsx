import { FILL_ALL_FIELDS } from "~/validation/password-rules";
import { useEffect } from "react";
import { KeyRound } from "~/components/icons";
import { SubmitButton } from "~/components/ui/form-parts";
import { useConformForm } from "~/components/ui/use-conform-form";
import { AuthForm, type AuthFormState } from "./auth-form";
import { FormAlert } from "./form-alert";
import { NewPasswordFields } from "./password-field";

/** The form's schema (with zod), loaded when the form is shown. */
const loadResetSchema = () => import("~/validation/auth").then((m) => m.resetPasswordSchema);

export interface ResetPasswordFormProps extends AuthFormState {
  token: string;
}

/** The new password, with the same rules and live strength as the sign-up. */
export function ResetPasswordForm({ token, answer, message, submitting }: ResetPasswordFormProps) {
  const { form, fields, onFocus, onInput, preload, valid } = useConformForm(loadResetSchema, answer, { id: "reset" });
  useEffect(preload, []); // eslint-disable-line react-hooks/exhaustive-deps -- once: the form is the page

  return (
    <div className="space-y-4">
      {message ? <FormAlert type="error" title={message} /> : null}
      <AuthForm form={form} label="Criar nova senha" onFocus={onFocus} onInput={onInput}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields form={form} fields={fields} label="Nova senha" confirmLabel="Confirmar nova senha" placeholders />
        <SubmitButton
          icon={KeyRound}
          pending={submitting}
          pendingLabel="Salvando..."
          size="lg"
          className="w-full"
          disabled={valid === false}
          disabledReason={valid === false ? FILL_ALL_FIELDS : undefined}
        >
          Salvar nova senha
        </SubmitButton>
      </AuthForm>
    </div>
  );
}
