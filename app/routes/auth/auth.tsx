import { useEffect, useState } from "react";
import { data, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/auth";
import { AuthShell } from "~/components/auth/auth-shell";
import { FormAlert } from "~/components/auth/form-alert";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";
import { SignInForm } from "~/components/auth/sign-in-form";
import { CheckYourEmail, SignUpForm } from "~/components/auth/sign-up-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { AUTH_TEXTS } from "~/i18n/auth";
import { auth, AUTH_PATHS, callbackWithReturn } from "~/services/auth.server";
import { SESSION_ENDED_PARAM } from "~/services/session.server";
import { hasAnyDraft } from "~/lib/render/form-drafts";
import { callAuth, cookieHeaders, retryAfterHeaders } from "~/services/auth-call.server";
import { pageMeta } from "~/lib/render/meta";
import { TOO_MANY } from "~/lib/server/rate-limit.server";
import { safeRedirect } from "~/lib/server/safe-redirect.server";
import { dataWithToast, redirectWithToast } from "~/lib/server/toast.server";
import { forgotPasswordSchema, resendSchema, signInSchema, signUpSchema } from "~/validation/auth";
import { FILL_ALL_FIELDS } from "~/validation/password-rules";
import { parseSubmission } from "~/validation/submission";
import { firstName } from "~/lib/common/person-name";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Entrar ou cadastrar",
    description: "Entre na sua conta Raiz Vital ou cadastre-se para pedir amostras grátis, juntar pontos e trocar por prêmios.",
    noindex: true,
  });

type Tab = "entrar" | "cadastrar";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab: Tab = url.searchParams.get("tab") === "cadastrar" ? "cadastrar" : "entrar";
  const view = url.searchParams.get("view") === "recuperar" ? "recuperar" : "login";
  let notice: { type: "success" | "error" | "info"; text: string } | null = null;
  if (url.searchParams.get(SESSION_ENDED_PARAM) === "expirada") notice = { type: "info", text: AUTH_TEXTS.sessionEnded };
  // Back from the confirmation link without a session: it was used before, or it is no good.
  if (url.searchParams.has("confirmado")) {
    notice = url.searchParams.get("error")
      ? { type: "error", text: AUTH_TEXTS.confirmLinkInvalid }
      : { type: "success", text: AUTH_TEXTS.emailConfirmedSignIn };
  }
  return { tab, view, notice, redirectTo: afterSignIn(url.searchParams.get("redirectTo")) };
}

/** Where to go after signing in: a same-site page, never back to /auth. */
function afterSignIn(value: FormDataEntryValue | string | null): string {
  const to = safeRedirect(value, "/");
  return to.startsWith("/auth") ? "/" : to;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

// Answers that carry a toast keep status 200: after a 4xx the router does not reload the root data
// that delivers the toast (and the cookie would pop up on a later page). A rate limit answers 429 with
// Retry-After and no toast: the form shows the message itself.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  switch (text(form, "intent")) {
    case "sign-in":
      return signIn(request, form);
    case "sign-up":
      return signUp(request, form);
    case "forgot":
      return forgotPassword(request, form);
    case "resend":
      return resend(request, form);
    default:
      return data({ intent: "unknown" as const, ok: false as const, message: AUTH_TEXTS.unexpected }, { status: 400 });
  }
}

/** A password typed is never sent back to the page. */
const HIDE_PASSWORDS = { hideFields: ["password", "confirmPassword"] };

async function signIn(request: Request, form: FormData) {
  const intent = "sign-in" as const;
  const submission = parseSubmission(form, signInSchema);
  if (submission.status !== "success")
    return data({ intent, ok: false as const, reply: submission.reply(HIDE_PASSWORDS) }, { status: 400 });
  const reply = submission.reply(HIDE_PASSWORDS);
  const result = await callAuth(() => auth().api.signInEmail({ body: submission.value, headers: request.headers, returnHeaders: true }));
  if (result.ok) {
    const first = firstName(result.data.user.name);
    return redirectWithToast(
      afterSignIn(form.get("redirectTo")),
      { type: "success", title: first ? `Olá, ${first}! Que bom ter você aqui.` : "Que bom ter você aqui!" },
      { headers: cookieHeaders(result.headers) },
    );
  }
  if (result.status === 429) {
    return data({ intent, ok: false as const, reply, message: TOO_MANY }, { status: 429, headers: retryAfterHeaders(result) });
  }
  if (result.code === "EMAIL_NOT_VERIFIED") {
    return data({ intent, ok: false as const, reply, unverifiedEmail: submission.value.email }, { status: 403 });
  }
  return dataWithToast({ intent, ok: false as const, reply, message: result.message }, { type: "error", title: result.message });
}

async function signUp(request: Request, form: FormData) {
  const intent = "sign-up" as const;
  const submission = parseSubmission(form, signUpSchema);
  if (submission.status !== "success") {
    return dataWithToast(
      { intent, ok: false as const, reply: submission.reply(HIDE_PASSWORDS), message: FILL_ALL_FIELDS },
      { type: "error", title: FILL_ALL_FIELDS },
    );
  }
  const reply = submission.reply(HIDE_PASSWORDS);
  const { fullName, email, password } = submission.value;
  const result = await callAuth(() =>
    auth().api.signUpEmail({
      body: { name: fullName, email, password, callbackURL: callbackWithReturn(AUTH_PATHS.emailConfirmed, text(form, "redirectTo")) },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!result.ok && result.status === 429) {
    return data({ intent, ok: false as const, reply, message: TOO_MANY }, { status: 429, headers: retryAfterHeaders(result) });
  }
  if (!result.ok) {
    return dataWithToast({ intent, ok: false as const, reply, message: result.message }, { type: "error", title: result.message });
  }
  // An address that already has an account gets the same answer (and an e-mail telling its owner).
  return dataWithToast({ intent, ok: true as const, email }, { type: "success", title: AUTH_TEXTS.signUpSuccess });
}

async function forgotPassword(request: Request, form: FormData) {
  const intent = "forgot" as const;
  const submission = parseSubmission(form, forgotPasswordSchema);
  if (submission.status !== "success") return data({ intent, ok: false as const, reply: submission.reply() }, { status: 400 });
  const reply = submission.reply();
  const result = await callAuth(() =>
    auth().api.requestPasswordReset({
      body: { email: submission.value.email, redirectTo: callbackWithReturn(AUTH_PATHS.resetPassword, text(form, "redirectTo")) },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!result.ok && result.status === 429) {
    return data({ intent, ok: false as const, reply, message: TOO_MANY }, { status: 429, headers: retryAfterHeaders(result) });
  }
  if (!result.ok) {
    const message = AUTH_TEXTS.forgotFailure;
    return dataWithToast({ intent, ok: false as const, reply, message }, { type: "error", title: message });
  }
  // The same answer whether or not the address has an account.
  return dataWithToast({ intent, ok: true as const, sentTo: submission.value.email }, { type: "success", title: AUTH_TEXTS.forgotSuccess });
}

async function resend(request: Request, form: FormData) {
  const intent = "resend" as const;
  const from = text(form, "from") === "sign-up" ? ("sign-up" as const) : ("sign-in" as const);
  const submission = parseSubmission(form, resendSchema);
  if (submission.status !== "success")
    return data({ intent, from, ok: false as const, email: "", message: AUTH_TEXTS.unexpected }, { status: 400 });
  const { email } = submission.value;
  const result = await callAuth(() =>
    auth().api.sendVerificationEmail({
      body: { email, callbackURL: callbackWithReturn(AUTH_PATHS.emailConfirmed, text(form, "redirectTo")) },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!result.ok && result.status === 429) {
    return data({ intent, from, ok: false as const, email, message: TOO_MANY }, { status: 429, headers: retryAfterHeaders(result) });
  }
  if (!result.ok) {
    return dataWithToast({ intent, from, ok: false as const, email, message: result.message }, { type: "error", title: result.message });
  }
  return dataWithToast(
    { intent, from, ok: true as const, email, message: AUTH_TEXTS.resendSent },
    { type: "success", title: AUTH_TEXTS.resendSent },
  );
}

/** A text an answer carries under `key`, if any (the answers of one intent differ in shape). */
function said(result: object | undefined, key: "message" | "unverifiedEmail"): string | undefined {
  const value = (result as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" ? value : undefined;
}

type ActionData = Route.ComponentProps["actionData"];

/** The tab an action answer belongs to. */
function tabOf(result: ActionData): Tab | undefined {
  if (!result) return undefined;
  if (result.intent === "sign-up" || (result.intent === "resend" && result.from === "sign-up")) return "cadastrar";
  if (result.intent === "sign-in" || result.intent === "resend") return "entrar";
  return undefined;
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, notice, redirectTo } = loaderData;
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const location = useLocation();
  // A tab picked by hand holds until the next navigation; then an answer shows in its own tab,
  // and a link to ?tab=… opens that tab.
  const [picked, setPicked] = useState<{ key: string; tab: Tab } | null>(null);
  const tab = picked?.key === location.key ? picked.tab : (tabOf(actionData) ?? loaderData.tab);

  const signInResult = actionData?.intent === "sign-in" ? actionData : undefined;
  const signUpResult = actionData?.intent === "sign-up" ? actionData : undefined;
  const forgotResult = actionData?.intent === "forgot" ? actionData : undefined;
  const resendResult = actionData?.intent === "resend" ? actionData : undefined;
  const signedUpEmail = signUpResult?.ok ? signUpResult.email : resendResult?.from === "sign-up" ? resendResult.email : undefined;
  const unverifiedEmail = said(signInResult, "unverifiedEmail") ?? (resendResult?.from === "sign-in" ? resendResult.email : undefined);

  if (view === "recuperar") {
    return (
      <AuthShell title="Esqueceu sua senha?" subtitle="Sem problema: em poucos passos você cria uma nova.">
        <ForgotPasswordForm
          redirectTo={redirectTo}
          answer={forgotResult}
          message={said(forgotResult, "message")}
          sentTo={forgotResult?.ok ? forgotResult.sentTo : undefined}
          submitting={pendingIntent === "forgot"}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Bem-vindo à Raiz Vital" subtitle="Entre ou crie sua conta para pedir amostras grátis e ganhar pontos.">
      {notice ? (
        <FormAlert type={notice.type} title={notice.text} className="mb-4">
          {notice.text === AUTH_TEXTS.sessionEnded ? <KeptDraftNote /> : null}
        </FormAlert>
      ) : null}
      <Tabs value={tab} onValueChange={(value) => setPicked({ key: location.key, tab: value as Tab })}>
        <TabsList aria-label="Entrar ou cadastrar">
          <TabsTrigger value="entrar">Entrar</TabsTrigger>
          <TabsTrigger value="cadastrar">Cadastrar</TabsTrigger>
        </TabsList>
        <TabsContent value="entrar" className="mt-5">
          <SignInForm
            redirectTo={redirectTo}
            answer={signInResult}
            defaultEmail={unverifiedEmail}
            message={
              said(signInResult, "message") ?? (resendResult?.from === "sign-in" && !resendResult.ok ? resendResult.message : undefined)
            }
            unverifiedEmail={unverifiedEmail}
            resendMessage={resendResult?.from === "sign-in" && resendResult.ok ? resendResult.message : undefined}
            submitting={pendingIntent === "sign-in"}
            resending={pendingIntent === "resend"}
          />
        </TabsContent>
        <TabsContent value="cadastrar" className="mt-5">
          {signedUpEmail ? (
            <CheckYourEmail
              email={signedUpEmail}
              redirectTo={redirectTo}
              resending={pendingIntent === "resend"}
              resendMessage={resendResult?.from === "sign-up" ? resendResult.message : undefined}
            />
          ) : (
            <SignUpForm
              redirectTo={redirectTo}
              answer={signUpResult}
              message={signUpResult && !signUpResult.ok ? signUpResult.message : undefined}
              submitting={pendingIntent === "sign-up"}
            />
          )}
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}

/** Under "Sua sessão expirou": the form sent meanwhile waits in this tab (known only in the browser). */
function KeptDraftNote() {
  const [kept, setKept] = useState(false);
  useEffect(() => setKept(hasAnyDraft()), []);
  return kept ? <p>{AUTH_TEXTS.sessionEndedDraft}</p> : null;
}
