/**
 * /termos/aceitar: a signed-in person whose accepted version of the terms of use or of the privacy
 * policy is older than the one in force lands here (middleware/terms.ts), sees what changed, and
 * "Aceitar e continuar" records the new versions and goes back where they were going.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/terms-accept";
import { LogOut, ScrollText, ShieldCheck } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { formatLongDate } from "~/i18n/format";
import { LEGAL_DOCUMENTS } from "~/db/schema/enums";
import { changesSince, CURRENT_VERSIONS, LEGAL, TERMS_ACCEPT_PATH, TERMS_TEXTS, versionDate } from "~/i18n/legal";
import { pageMeta } from "~/lib/render/meta";
import { requireUser } from "~/services/session.server";
import { safeRedirect } from "~/lib/server/safe-redirect.server";
import { redirectWithToast } from "~/lib/server/toast.server";
import { termsAcceptUrl } from "~/middleware/terms";
import { acceptedVersions, acceptPendingTerms, pendingDocuments } from "~/models/terms.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Termos atualizados",
    description: "Veja o que mudou nos Termos de Uso e na Política de Privacidade da Raiz Vital.",
    noindex: true,
  });

/** Where to go once accepted: a same-site page, never this one again. */
function goingTo(value: FormDataEntryValue | string | null): string {
  const to = safeRedirect(value, "/");
  return to.startsWith(TERMS_ACCEPT_PATH) ? "/" : to;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const redirectTo = goingTo(new URL(request.url).searchParams.get("redirectTo"));
  const accepted = await acceptedVersions(user.id);
  const pending = pendingDocuments(accepted);
  // Nothing to accept (already done, or in another tab): straight on.
  if (!pending.length) throw redirect(redirectTo);
  return data(
    {
      redirectTo,
      firstTime: !Object.keys(accepted).length,
      documents: pending.map((document) => ({
        document,
        title: LEGAL[document].title,
        href: LEGAL[document].href,
        readLink: LEGAL[document].readLink,
        named: LEGAL[document].named,
        version: CURRENT_VERSIONS[document],
        accepted: accepted[document] ?? null,
        changes: changesSince(document, accepted[document]).flatMap((v) => v.changes),
      })),
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const redirectTo = goingTo(form.get("redirectTo"));
  const shown: Partial<Record<(typeof LEGAL_DOCUMENTS)[number], string>> = {};
  for (const document of LEGAL_DOCUMENTS) {
    const value = form.get(document);
    if (typeof value === "string") shown[document] = value;
  }
  const result = await acceptPendingTerms(user.id, shown);
  if (!result.ok) return redirectWithToast(termsAcceptUrl(redirectTo), { type: "error", title: TERMS_TEXTS.changedMeanwhile });
  if (!result.accepted.length) return redirect(redirectTo);
  return redirectWithToast(redirectTo, { type: "success", title: TERMS_TEXTS.accepted });
}

export default function TermsAcceptPage({ loaderData }: Route.ComponentProps) {
  const { documents, redirectTo, firstTime } = loaderData;
  const busy = useNavigation().state === "submitting";
  const both = documents.length > 1;
  return (
    <div className="bg-cream-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-2xl space-y-6">
        <header className="space-y-2">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <ShieldCheck className="size-4" aria-hidden /> Termos e privacidade
          </p>
          <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">
            {firstTime
              ? "Antes de continuar, leia nossos termos"
              : both
                ? "Atualizamos nossos termos"
                : `Atualizamos ${documents[0].named}`}
          </h1>
          <p className="text-ink">
            {firstTime
              ? "Para usar sua conta, confirme que você aceita as versões em vigor. Veja abaixo os pontos principais."
              : `Para continuar usando sua conta, veja o que mudou e confirme que você aceita ${both ? "as novas versões" : "a nova versão"}.`}
          </p>
        </header>

        {documents.map((doc) => (
          <Card key={doc.document} data-testid="terms-document">
            <CardHeader>
              <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
                <ScrollText className="size-5 shrink-0 text-brand-600" aria-hidden />
                {doc.title}
              </h2>
              <CardDescription>
                Versão de {formatLongDate(versionDate(doc.version))}
                {doc.accepted ? ` · você aceitou a versão de ${formatLongDate(versionDate(doc.accepted))}` : null}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              <p className="font-semibold text-brand-900">{firstTime ? "Pontos principais desta versão" : "O que mudou"}</p>
              <ul className="list-disc space-y-1.5 pl-5 text-ink">
                {doc.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
              <a
                href={doc.href}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
              >
                {doc.readLink}
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </CardContent>
          </Card>
        ))}

        <Form method="post" className="space-y-3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {documents.map((doc) => (
            <input key={doc.document} type="hidden" name={doc.document} value={doc.version} />
          ))}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
            {TERMS_TEXTS.acceptButton}
          </Button>
        </Form>

        <div className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-sm text-muted ring-1 ring-cream-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            Não concorda? Você pode sair da conta,{" "}
            <a href="/dashboard/meus-dados" download className="font-semibold text-brand-700 hover:underline">
              baixar seus dados
            </a>{" "}
            ou pedir a{" "}
            <Link to="/lgpd#remocao-de-dados" className="font-semibold text-brand-700 hover:underline">
              remoção dos seus dados
            </Link>
            .
          </p>
          <Form method="post" action="/sair">
            <Button type="submit" variant="outline" className="w-full sm:w-auto">
              <LogOut aria-hidden /> Sair da conta
            </Button>
          </Form>
        </div>
      </div>
    </div>
  );
}
