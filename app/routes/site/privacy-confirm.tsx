/**
 * /lgpd/confirmar: the link of a data-removal request's e-mail. Following it proves the request comes
 * from the address's owner. A GET only shows the button, so a mail scanner that opens the link confirms
 * nothing; the POST confirms (once, before the link expires).
 */
import { formText } from "~/lib/common/form-text";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/privacy-confirm";
import { ShieldCheck } from "~/components/icons";
import { Button, buttonVariants } from "~/components/ui/button";
import { OutcomeNote } from "~/components/ui/form-parts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { PRIVACY_MESSAGES } from "~/i18n/help";
import { REMOVAL_CONFIRMATION_TEXTS as T } from "~/i18n/privacy";
import { pageMeta } from "~/lib/render/meta";
import { confirmDataRemovalRequest, pendingConfirmation } from "~/models/privacy.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

type Outcome = { ok: true; protocol: string } | { ok: false };

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: T.title, description: "Confirmação de uma solicitação de remoção de dados pessoais (LGPD).", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await pendingConfirmation(token);
  return data({ token: found ? token : "", protocol: found?.protocol ?? null }, { headers: PRIVATE });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const confirmed = await confirmDataRemovalRequest(formText(form, "token"));
  const outcome: Outcome = confirmed ? { ok: true, protocol: confirmed.protocol } : { ok: false };
  return data(outcome, { status: confirmed ? 200 : 404, headers: PRIVATE });
}

function Invalid() {
  return (
    <OutcomeNote tone="error" role="status" title={T.invalid} className="p-4 text-sm">
      {T.invalidHint}
    </OutcomeNote>
  );
}

export default function PrivacyConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const outcome = actionData;
  const protocol = outcome?.ok ? outcome.protocol : loaderData.protocol;
  return (
    <div className="bg-cream-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-lg">
        <CardHeader>
          <ShieldCheck className="size-8 text-brand-600" aria-hidden />
          <CardTitle className="text-xl">{T.title}</CardTitle>
          {protocol && !outcome ? <CardDescription>{T.explain}</CardDescription> : null}
        </CardHeader>
        <CardContent className="space-y-4">
          {protocol ? (
            <p className="text-sm">
              Protocolo: <span className="font-mono font-semibold">{protocol}</span>
            </p>
          ) : null}
          {outcome?.ok ? (
            <OutcomeNote tone="success" title={T.done} className="p-4">
              {T.doneHint}
            </OutcomeNote>
          ) : outcome || !protocol ? (
            <Invalid />
          ) : (
            <Form method="post">
              <input type="hidden" name="token" value={loaderData.token} />
              <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
                <ShieldCheck aria-hidden />
                {PRIVACY_MESSAGES.confirmButton}
              </Button>
            </Form>
          )}
          <div className="flex flex-wrap gap-x-6">
            {outcome?.ok ? null : (
              <Link to="/lgpd#remocao-de-dados" className={buttonVariants({ variant: "link", className: "px-0" })}>
                {protocol && !outcome ? "Ler a Política de Privacidade" : T.newRequest}
              </Link>
            )}
            <Link to="/" className={buttonVariants({ variant: "link", className: "px-0" })}>
              Voltar para a página inicial
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
