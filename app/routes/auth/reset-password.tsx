import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthShell } from "~/components/auth/auth-shell";
import { FormAlert } from "~/components/auth/form-alert";
import { ResetPasswordForm } from "~/components/auth/reset-password-form";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { AUTH_TEXTS } from "~/i18n/auth";
import { auth } from "~/services/auth.server";
import { authReturnPath } from "~/lib/server/safe-redirect.server";
import { callAuth } from "~/services/auth-call.server";
import { pageMeta } from "~/lib/render/meta";
import { redirectWithToast } from "~/lib/server/toast.server";
import { resetPasswordSchema } from "~/validation/auth";
import { FILL_ALL_FIELDS } from "~/validation/password-rules";
import { parseSubmission } from "~/validation/submission";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Nova senha", description: "Crie uma nova senha para a sua conta Raiz Vital.", noindex: true });

/** better-auth's reset link lands here with ?token=… (or ?error=INVALID_TOKEN when it is no good). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  return { token: token && !url.searchParams.get("error") ? token : null, purpose: linkPurpose(request) };
}

/**
 * What the link is for (models/credentials.server.ts passwordLink): ?convite=1 an invitation,
 * ?confirmar=1 a confirmation that creates the password; else a reset. The form posts back to the same address.
 */
function linkPurpose(request: Request): "invitation" | "confirmation" | "reset" {
  const params = new URL(request.url).searchParams;
  if (params.get("convite") === "1") return "invitation";
  return params.get("confirmar") === "1" ? "confirmation" : "reset";
}

const DONE = {
  invitation: { type: "success", title: AUTH_TEXTS.inviteDoneTitle, description: AUTH_TEXTS.inviteDoneDescription },
  confirmation: { type: "success", title: AUTH_TEXTS.confirmDoneTitle, description: AUTH_TEXTS.confirmDoneDescription },
  reset: { type: "success", title: AUTH_TEXTS.resetDoneTitle, description: AUTH_TEXTS.resetDoneDescription },
} as const;

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseSubmission(form, resetPasswordSchema);
  // The passwords typed are never sent back to the page.
  const hidden = { hideFields: ["password", "confirmPassword"] };
  if (submission.status !== "success") {
    // A token that cannot be one is a broken link: the page offers a new one.
    const invalidLink = Boolean(submission.error?.token);
    return data({ ok: false as const, invalidLink, reply: submission.reply(hidden), message: FILL_ALL_FIELDS }, { status: 400 });
  }
  const result = await callAuth(() =>
    auth().api.resetPassword({
      body: { newPassword: submission.value.password, token: submission.value.token },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!result.ok) {
    const invalidLink = ["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND"].includes(result.code);
    return data({ ok: false as const, invalidLink, reply: submission.reply(hidden), message: result.message }, { status: result.status });
  }
  // Started from a product's sample form: signing in with the new password goes back to it.
  const back = authReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  return redirectWithToast(back ? `/auth?redirectTo=${encodeURIComponent(back)}` : "/auth", DONE[linkPurpose(request)]);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const token = actionData?.invalidLink ? null : loaderData.token;
  return (
    <AuthShell
      title={loaderData.purpose === "reset" ? "Criar nova senha" : "Crie sua senha"}
      subtitle={`${loaderData.purpose === "confirmation" ? "Ao criar a senha, seu e-mail fica confirmado. " : ""}Escolha uma senha forte, que você não use em outros sites.`}
    >
      {token ? (
        <ResetPasswordForm token={token} answer={actionData} message={actionData?.message} submitting={navigation.state === "submitting"} />
      ) : (
        <div className="space-y-4">
          <FormAlert type="error" title={AUTH_TEXTS.resetLinkInvalid} />
          <Link to="/auth?view=recuperar" className={cn(buttonVariants({ className: "w-full", size: "lg" }))}>
            Pedir um novo link
          </Link>
          <Link to="/auth" className={cn(buttonVariants({ variant: "ghost", className: "w-full" }))}>
            Voltar para o login
          </Link>
        </div>
      )}
    </AuthShell>
  );
}
