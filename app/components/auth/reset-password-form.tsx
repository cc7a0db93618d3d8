import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form } from "react-router";
import { KeyRound } from "~/components/icons";
import { SubmitButton } from "~/components/ui/form-parts";
import { useConformForm, type FormAnswer } from "~/components/ui/use-conform-form";
import { FormAlert } from "./form-alert";
import { NewPasswordFields } from "./password-field";

/** The form's schema (with zod), loaded when the form is shown. */
const loadResetSchema = () => import("~/validation/auth").then((m) => m.resetPasswordSchema);

export interface ResetPasswordFormProps {
  token: string;
  /** The action's answer to a refused submission (its errors; the passwords are never sent back). */
  answer?: FormAnswer;
  message?: string;
  submitting: boolean;
}

/** The new password, with the same rules and live strength as the sign-up. */
export function ResetPasswordForm({ token, answer, message, submitting }: ResetPasswordFormProps) {
  const { form, fields, onFocus, onInput, preload, valid } = useConformForm(loadResetSchema, answer, { id: "reset" });
  useEffect(preload, []); // eslint-disable-line react-hooks/exhaustive-deps -- once: the form is the page

  return (
    <div className="space-y-4">
      {message ? <FormAlert type="error" title={message} /> : null}
      <Form
        method="post"
        replace
        {...getFormProps(form)}
        onFocus={onFocus}

        onInput={onInput}
        className="space-y-4"
        aria-label="Criar nova senha"
      >
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          form={form}
          password={fields.password}
          confirm={fields.confirmPassword}
          label="Nova senha"
          confirmLabel="Confirmar nova senha"
          placeholders
        />
        <SubmitButton
          icon={KeyRound}
          pending={submitting}
          pendingLabel="Salvando..."
          size="lg"
          className="w-full"
          disabled={valid === false || submitting}
        >
          Salvar nova senha
        </SubmitButton>
      </Form>
    </div>
  );
}
