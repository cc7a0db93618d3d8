import { useState } from "react";
import { Form, Link } from "react-router";
import { MailCheck, UserPlus } from "~/components/icons";
import { Button, buttonVariants } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { LEGAL } from "~/i18n/legal";
import { fieldErrors } from "~/validation/common";
import { FILL_ALL_FIELDS, PASSWORDS_DIFFER, signUpSchema } from "~/validation/auth";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { ResendConfirmation } from "./resend-confirmation";
import { authHref } from "./auth-href";
import { useHydrated } from "./use-hydrated";

type Field = "fullName" | "email" | "password" | "confirmPassword";

export interface SignUpFormProps {
  redirectTo: string;
  /** What the server kept of a refused submission (never the passwords). */
  values?: { fullName?: string; email?: string };
  errors?: Record<string, string>;
  message?: string;
  submitting: boolean;
}

/** Sign-up with live validation; the submit button is enabled only when every rule is met. */
export function SignUpForm({ redirectTo, values, errors: serverErrors = {}, message, submitting }: SignUpFormProps) {
  const hydrated = useHydrated();
  const [form, setForm] = useState({ fullName: values?.fullName ?? "", email: values?.email ?? "", password: "", confirmPassword: "" });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const parsed = signUpSchema.safeParse(form);
  const liveErrors = parsed.success ? {} : fieldErrors(parsed.error);
  // The mismatch shows as soon as something is typed in the confirmation.
  if (form.confirmPassword && form.password !== form.confirmPassword) liveErrors.confirmPassword = PASSWORDS_DIFFER;
  const errorFor = (field: Field) => (hydrated ? (touched[field] ? liveErrors[field] : undefined) : serverErrors[field]);
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: event.target.value }));
  const touch = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));
  const invalid = hydrated && !parsed.success;

  return (
    <div className="space-y-4">
      {message ? <FormAlert type="error" title={message} /> : null}
      <Form method="post" replace className="space-y-4" aria-label="Cadastrar" noValidate={hydrated}>
        <input type="hidden" name="intent" value="sign-up" />
        <div className="space-y-1.5">
          <Label htmlFor="signup-name">Nome completo</Label>
          <Input
            id="signup-name"
            name="fullName"
            autoComplete="name"
            placeholder="Seu nome completo"
            value={form.fullName}
            onChange={set("fullName")}
            onBlur={touch("fullName")}
            required
            maxLength={120}
            aria-invalid={errorFor("fullName") ? true : undefined}
            aria-describedby={errorFor("fullName") ? "signup-name-error" : undefined}
          />
          <FieldError id="signup-name-error">{errorFor("fullName")}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="signup-email">E-mail</Label>
          <Input
            id="signup-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="seu@email.com"
            value={form.email}
            onChange={set("email")}
            onBlur={touch("email")}
            required
            aria-invalid={errorFor("email") ? true : undefined}
            aria-describedby={errorFor("email") ? "signup-email-error" : undefined}
          />
          <FieldError id="signup-email-error">{errorFor("email")}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="signup-password">Senha</Label>
          <PasswordInput
            id="signup-password"
            name="password"
            autoComplete="new-password"
            placeholder="Crie uma senha forte"
            value={form.password}
            onChange={set("password")}
            onBlur={touch("password")}
            required
            aria-invalid={errorFor("password") ? true : undefined}
            aria-describedby="signup-password-rules"
          />
          <PasswordStrength id="signup-password-rules" password={form.password} />
          <FieldError id="signup-password-error">{errorFor("password")}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="signup-confirm">Confirmar senha</Label>
          <PasswordInput
            id="signup-confirm"
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Digite a senha novamente"
            value={form.confirmPassword}
            onChange={(e) => {
              set("confirmPassword")(e);
              touch("confirmPassword")();
            }}
            required
            aria-invalid={errorFor("confirmPassword") ? true : undefined}
            aria-describedby={errorFor("confirmPassword") ? "signup-confirm-error" : undefined}
          />
          <FieldError id="signup-confirm-error">{errorFor("confirmPassword")}</FieldError>
        </div>
        <p className="text-sm text-muted" data-testid="signup-terms">
          Ao criar a conta, você aceita os{" "}
          <a href={LEGAL.termos.href} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Termos de Uso
          </a>{" "}
          e a{" "}
          <a href={LEGAL.privacidade.href} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Política de Privacidade
          </a>
          .<span className="sr-only"> Os links abrem em nova aba.</span>
        </p>
        <Button type="submit" className="w-full" size="lg" disabled={invalid || submitting}>
          <UserPlus aria-hidden />
          {submitting ? "Cadastrando..." : "Cadastrar"}
        </Button>
        {invalid && Object.keys(touched).length > 0 ? (
          <p className="text-center text-xs text-muted" aria-live="polite">
            {FILL_ALL_FIELDS}
          </p>
        ) : null}
      </Form>
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
export function CheckYourEmail({ email, resending, resendMessage, redirectTo }: { email: string; resending: boolean; resendMessage?: string; redirectTo: string }) {
  return (
    <div className="space-y-4 text-center" data-testid="check-email">
      <MailCheck className="mx-auto size-12 text-brand-600" aria-hidden />
      <h2 className="text-xl font-semibold text-brand-900">Verifique seu e-mail</h2>
      <p className="text-sm text-ink">
        Enviamos um link de confirmação para <strong className="break-all">{email}</strong>. Abra a mensagem e toque em
        “Confirmar e-mail” para ativar sua conta. O link vale por 24 horas.
      </p>
      <div className="flex justify-center">
        <ResendConfirmation from="sign-up" email={email} pending={resending} sent={resendMessage} />
      </div>
      <Link to={authHref({}, redirectTo)} className={buttonVariants({ variant: "link" })}>Ir para o login</Link>
    </div>
  );
}
