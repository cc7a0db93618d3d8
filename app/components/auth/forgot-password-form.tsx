import { Form, Link } from "react-router";
import { ArrowLeft, Send } from "~/components/icons";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { FieldError, Input, Label } from "~/components/ui/input";
import { AUTH_TEXTS } from "~/i18n/auth";
import { FormAlert } from "./form-alert";
import { authHref } from "./auth-href";

export interface ForgotPasswordFormProps {
  redirectTo: string;
  email?: string;
  errors?: Record<string, string>;
  message?: string;
  /** The address the link was sent to (same answer whether or not it has an account). */
  sentTo?: string;
  submitting: boolean;
}

export function ForgotPasswordForm({ redirectTo, email, errors = {}, message, sentTo, submitting }: ForgotPasswordFormProps) {
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
      <Form method="post" replace className="space-y-4" aria-label="Recuperar senha">
        <input type="hidden" name="intent" value="forgot" />
        <div className="space-y-1.5">
          <Label htmlFor="forgot-email">E-mail</Label>
          <Input
            id="forgot-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="seu@email.com"
            defaultValue={email}
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "forgot-email-error" : undefined}
          />
          <FieldError id="forgot-email-error">{errors.email}</FieldError>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          <Send aria-hidden />
          {submitting ? "Enviando..." : "Enviar link de recuperação"}
        </Button>
      </Form>
      <Link to={authHref({}, redirectTo)} className={cn(buttonVariants({ variant: "ghost", className: "w-full" }))}>
        <ArrowLeft aria-hidden /> Voltar para o login
      </Link>
    </div>
  );
}
