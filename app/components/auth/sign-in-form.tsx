import { Form, Link } from "react-router";
import { LogIn } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { AUTH_TEXTS } from "~/i18n/auth";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { ResendConfirmation } from "./resend-confirmation";
import { authHref } from "./auth-href";

export interface SignInFormProps {
  redirectTo: string;
  /** The e-mail typed last time (after a refused attempt). */
  email?: string;
  errors?: Record<string, string>;
  /** A refusal for the whole form (wrong credentials, limit reached…). */
  message?: string;
  /** Set when the password was right but the e-mail is not confirmed yet. */
  unverifiedEmail?: string;
  resendMessage?: string;
  submitting: boolean;
  resending: boolean;
}

export function SignInForm({ redirectTo, email, errors = {}, message, unverifiedEmail, resendMessage, submitting, resending }: SignInFormProps) {
  return (
    <div className="space-y-4">
      {unverifiedEmail ? (
        <FormAlert type="info" title={AUTH_TEXTS.emailNotVerified}>
          <p>{AUTH_TEXTS.emailNotVerifiedHelp}</p>
          <ResendConfirmation from="sign-in" email={unverifiedEmail} pending={resending} sent={resendMessage} />
        </FormAlert>
      ) : message ? (
        <FormAlert type="error" title={message} />
      ) : null}
      <Form method="post" replace className="space-y-4" aria-label="Entrar">
        <input type="hidden" name="intent" value="sign-in" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="space-y-1.5">
          <Label htmlFor="signin-email">E-mail</Label>
          <Input
            id="signin-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="seu@email.com"
            defaultValue={email}
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "signin-email-error" : undefined}
          />
          <FieldError id="signin-email-error">{errors.email}</FieldError>
        </div>
        <div className="space-y-1.5">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="signin-password">Senha</Label>
            <Link to={authHref({ view: "recuperar" }, redirectTo)} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
              Esqueceu sua senha?
            </Link>
          </div>
          <PasswordInput
            id="signin-password"
            name="password"
            autoComplete="current-password"
            placeholder="Sua senha"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "signin-password-error" : undefined}
          />
          <FieldError id="signin-password-error">{errors.password}</FieldError>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input type="checkbox" name="rememberMe" className="size-5 rounded accent-brand-700" />
          <span>
            Lembrar-me <span className="text-muted">(manter conectado por 30 dias)</span>
          </span>
        </label>
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          <LogIn aria-hidden />
          {submitting ? "Entrando..." : "Entrar"}
        </Button>
      </Form>
      <p className="text-center text-sm text-muted">
        Ainda não tem conta?{" "}
        <Link to={authHref({ tab: "cadastrar" }, redirectTo)} className="font-semibold text-brand-700 hover:underline">
          Cadastre-se grátis
        </Link>
      </p>
    </div>
  );
}
