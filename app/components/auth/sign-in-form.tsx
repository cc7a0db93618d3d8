import { Link } from "react-router";
import { LogIn } from "~/components/icons";
import { EmailField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/form-parts";
import { useConformForm } from "~/components/ui/use-conform-form";
import { AUTH_TEXTS } from "~/i18n/auth";
import { AuthForm, type AuthFormState } from "./auth-form";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";
import { ResendConfirmation } from "./resend-confirmation";
import { authHref } from "./auth-href";

/** The form's schema (with zod), loaded when the form is first used. */
const loadSignInSchema = () => import("~/validation/auth").then((m) => m.signInSchema);

export interface SignInFormProps extends AuthFormState {
  redirectTo: string;
  /** The e-mail to fill in when there is no answer of this form (after asking for the confirmation again). */
  defaultEmail?: string;
  /** Set when the password was right but the e-mail is not confirmed yet. */
  unverifiedEmail?: string;
  resendMessage?: string;
  resending: boolean;
}

export function SignInForm({
  redirectTo,
  answer,
  defaultEmail,
  message,
  unverifiedEmail,
  resendMessage,
  submitting,
  resending,
}: SignInFormProps) {
  const { form, fields, onFocus } = useConformForm(loadSignInSchema, answer, {
    id: "signin",
    defaultValue: { email: defaultEmail },
  });
  return (
    <div className="space-y-4">
      {unverifiedEmail ? (
        <FormAlert type="info" title={AUTH_TEXTS.emailNotVerified}>
          <p>{AUTH_TEXTS.emailNotVerifiedHelp}</p>
          <ResendConfirmation from="sign-in" email={unverifiedEmail} pending={resending} sent={resendMessage} redirectTo={redirectTo} />
        </FormAlert>
      ) : message ? (
        <FormAlert type="error" title={message} />
      ) : null}
      <AuthForm form={form} label="Entrar" intent="sign-in" onFocus={onFocus}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField meta={fields.email} aria-required placeholder="seu@email.com" />
        <PasswordField
          meta={fields.password}
          label="Senha"
          aria-required
          autoComplete="current-password"
          placeholder="Sua senha"
          aside={
            <Link
              to={authHref({ view: "recuperar" }, redirectTo)}
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
            >
              Esqueceu sua senha?
            </Link>
          }
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input type="checkbox" name="rememberMe" className="size-5 rounded accent-brand-700" />
          <span>
            Lembrar-me <span className="text-muted">(manter conectado por 30 dias)</span>
          </span>
        </label>
        <SubmitButton icon={LogIn} pending={submitting} pendingLabel="Entrando..." className="w-full" size="lg">
          Entrar
        </SubmitButton>
      </AuthForm>
      <p className="text-center text-sm text-muted">
        Ainda não tem conta?{" "}
        <Link to={authHref({ tab: "cadastrar" }, redirectTo)} className="font-semibold text-brand-700 hover:underline">
          Cadastre-se grátis
        </Link>
      </p>
    </div>
  );
}
