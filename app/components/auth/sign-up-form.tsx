import { useEffect } from "react";
import { Link } from "react-router";
import { MailCheck, UserPlus } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { CountedTextField, EmailField } from "~/components/ui/field";
import { FULL_NAME_MAX } from "~/validation/limits";
import { SubmitButton } from "~/components/ui/form-parts";
import { useConformForm } from "~/components/ui/use-conform-form";
import { LEGAL } from "~/i18n/legal";
import { FILL_ALL_FIELDS } from "~/validation/password-rules";
import { AuthForm, type AuthFormState } from "./auth-form";
import { FormAlert } from "./form-alert";
import { NewPasswordFields } from "./password-field";
import { ResendConfirmation } from "./resend-confirmation";
import { authHref } from "./auth-href";

/** The form's schema (with zod), loaded when the form is shown. */
const loadSignUpSchema = () => import("~/validation/auth").then((m) => m.signUpSchema);

export interface SignUpFormProps extends AuthFormState {
  redirectTo: string;
}

/** Sign-up checked as the person types; the submit button is enabled only when every rule is met. */
export function SignUpForm({ redirectTo, answer, message, submitting }: SignUpFormProps) {
  const { form, fields, onFocus, onInput, preload, valid } = useConformForm(loadSignUpSchema, answer, { id: "signup" });
  useEffect(preload, []); // eslint-disable-line react-hooks/exhaustive-deps -- once: the form is the page

  return (
    <div className="space-y-4">
      {message ? <FormAlert type="error" title={message} /> : null}
      <AuthForm form={form} label="Cadastrar" intent="sign-up" redirectTo={redirectTo} onFocus={onFocus} onInput={onInput}>
        <CountedTextField
          meta={fields.fullName}
          label="Nome completo"
          aria-required
          autoComplete="name"
          placeholder="Seu nome completo"
          maxLength={FULL_NAME_MAX}
        />
        <EmailField meta={fields.email} aria-required placeholder="seu@email.com" />
        <NewPasswordFields form={form} fields={fields} label="Senha" confirmLabel="Confirmar senha" placeholders />
        <p className="text-sm text-muted" data-testid="signup-terms">
          Ao criar a conta, você aceita os{" "}
          <a
            href={LEGAL.termos.href}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Termos de Uso
          </a>{" "}
          e a{" "}
          <a
            href={LEGAL.privacidade.href}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Política de Privacidade
          </a>
          .<span className="sr-only"> Os links abrem em nova aba.</span>
        </p>
        <SubmitButton
          icon={UserPlus}
          pending={submitting}
          pendingLabel="Cadastrando..."
          className="w-full"
          size="lg"
          disabled={valid === false}
          disabledReason={valid === false ? FILL_ALL_FIELDS : undefined}
        >
          Cadastrar
        </SubmitButton>
      </AuthForm>
      <p className="text-center text-sm text-muted">
        Já tem conta?{" "}
        <Link to={authHref({}, redirectTo)} className="font-semibold text-brand-700 hover:underline">
          Entrar
        </Link>
      </p>
    </div>
  );
}

/** After signing up: where the confirmation went, and a way to ask for it again. */
export function CheckYourEmail({
  email,
  resending,
  resendMessage,
  redirectTo,
}: {
  email: string;
  resending: boolean;
  resendMessage?: string;
  redirectTo: string;
}) {
  return (
    <div className="space-y-4 text-center" data-testid="check-email">
      <MailCheck className="mx-auto size-12 text-brand-600" aria-hidden />
      <h2 className="text-xl font-semibold text-brand-900">Verifique seu e-mail</h2>
      <p className="text-sm text-ink">
        Enviamos um link de confirmação para <strong className="break-all">{email}</strong>. Abra a mensagem e toque em “Confirmar e-mail”
        para ativar sua conta. O link vale por 24 horas.
      </p>
      <div className="flex justify-center">
        <ResendConfirmation from="sign-up" email={email} pending={resending} sent={resendMessage} redirectTo={redirectTo} />
      </div>
      <Link to={authHref({}, redirectTo)} className={buttonVariants({ variant: "link" })}>
        Ir para o login
      </Link>
    </div>
  );
}
