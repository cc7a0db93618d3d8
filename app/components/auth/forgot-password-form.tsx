import { Link } from "react-router";
import { ArrowLeft, Send } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { EmailField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/form-parts";
import { useConformForm } from "~/components/ui/use-conform-form";
import { AUTH_TEXTS } from "~/i18n/auth";
import { AuthForm, type AuthFormState } from "./auth-form";
import { FormAlert } from "./form-alert";
import { authHref } from "./auth-href";

/** The form's schema (with zod), loaded when the form is first used. */
const loadForgotSchema = () => import("~/validation/auth").then((m) => m.forgotPasswordSchema);

export interface ForgotPasswordFormProps extends AuthFormState {
  redirectTo: string;
  /** The address the link was sent to (same answer whether or not it has an account). */
  sentTo?: string;
}

export function ForgotPasswordForm({ redirectTo, answer, message, sentTo, submitting }: ForgotPasswordFormProps) {
  // Only a refusal is passed on: after a success the address stays in the field.
  const { form, fields, onFocus } = useConformForm(loadForgotSchema, answer?.ok ? undefined : answer, {
    id: "forgot",
    defaultValue: { email: sentTo },
  });
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-semibold text-brand-900">Recuperar senha</h2>
        <p className="mt-1 text-sm text-muted">Digite o e-mail da sua conta e enviaremos um link para você criar uma nova senha.</p>
      </div>
      {sentTo ? (
        <FormAlert type="success" title={AUTH_TEXTS.forgotSuccess}>
          <p>
            Se <strong className="break-all">{sentTo}</strong> tiver uma conta, o link chega em alguns minutos e vale por 1 hora.
          </p>
        </FormAlert>
      ) : message ? (
        <FormAlert type="error" title={message} />
      ) : null}
      <AuthForm form={form} label="Recuperar senha" intent="forgot" redirectTo={redirectTo} onFocus={onFocus}>
        <EmailField meta={fields.email} aria-required placeholder="seu@email.com" />
        <SubmitButton icon={Send} pending={submitting} pendingLabel="Enviando..." className="w-full" size="lg">
          Enviar link de recuperação
        </SubmitButton>
      </AuthForm>
      <Link to={authHref({}, redirectTo)} className={cn(buttonVariants({ variant: "ghost", className: "w-full" }))}>
        <ArrowLeft aria-hidden /> Voltar para o login
      </Link>
    </div>
  );
}
