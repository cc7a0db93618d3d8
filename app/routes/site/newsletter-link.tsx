/**
 * The newsletter e-mails' links: /newsletter/confirmar (double opt-in) and /newsletter/cancelar
 * (unsubscribe, no account needed). A GET only shows the button, so a link scanner that opens the
 * address changes nothing; the POST does it. A mail client's RFC 8058 one-click POST
 * (List-Unsubscribe=One-Click) reaches the same action.
 */
import { formText } from "~/lib/common/form-text";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-link";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { NEWSLETTER_TEXTS } from "~/i18n/newsletter";
import { pageMeta } from "~/lib/render/meta";
import { confirmSubscription, unsubscribe } from "~/models/newsletter.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

type Kind = "confirmar" | "cancelar";

function kindOf(value: string | undefined): Kind {
  if (value === "confirmar" || value === "cancelar") return value;
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: params.acao === "cancelar" ? "Cancelar inscrição na newsletter" : "Confirmar inscrição na newsletter",
    description: "Newsletter da Raiz Vital.",
    noindex: true,
  });

export function loader({ params, request }: Route.LoaderArgs) {
  const kind = kindOf(params.acao);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ kind, token, done: null as null | { ok: boolean; message: string } }, { headers: PRIVATE });
}

export async function action({ params, request }: Route.ActionArgs) {
  const kind = kindOf(params.acao);
  const url = new URL(request.url);
  const form = await request.formData().catch(() => new FormData());
  const token = formText(form, "token") || (url.searchParams.get("token") ?? "");
  if (kind === "confirmar") {
    const ok = await confirmSubscription(token);
    return data(
      { kind, token, done: { ok, message: ok ? NEWSLETTER_TEXTS.confirmed : NEWSLETTER_TEXTS.confirmInvalid } },
      { status: ok ? 200 : 404, headers: PRIVATE },
    );
  }
  const ok = await unsubscribe(token);
  // Unsubscribing twice is not an error for the person (RFC 8058 asks for a success answer either way).
  return data(
    { kind, token, done: { ok: true, message: ok ? NEWSLETTER_TEXTS.unsubscribed : NEWSLETTER_TEXTS.unsubscribeInvalid } },
    { headers: PRIVATE },
  );
}

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, token } = loaderData;
  const done = actionData?.done ?? null;
  const busy = useNavigation().state === "submitting";
  const confirming = kind === "confirmar";
  return (
    <div className="bg-cream-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-lg">
        <CardHeader>
          <CardTitle className="text-xl">{confirming ? "Confirmar inscrição na newsletter" : "Cancelar inscrição na newsletter"}</CardTitle>
          {done ? null : (
            <CardDescription>
              {confirming
                ? "Toque no botão para confirmar que você quer receber a newsletter da Raiz Vital por e-mail. Você pode cancelar a qualquer momento."
                : "Toque no botão para parar de receber a newsletter. Não é preciso entrar na sua conta."}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="space-y-4">
          {done ? (
            <p role="status" className={done.ok ? "font-medium text-brand-800" : "font-medium text-red-700"}>
              {done.message}
            </p>
          ) : (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" className="w-full sm:w-auto" variant={confirming ? "default" : "outline"} disabled={busy}>
                {confirming ? "Confirmar inscrição" : "Cancelar inscrição"}
              </Button>
            </Form>
          )}
          <Link to="/" className={buttonVariants({ variant: "link", className: "px-0" })}>
            Voltar para a página inicial
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
