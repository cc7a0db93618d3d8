import { data, Link } from "react-router";
import { UserRound } from "~/components/icons";
import type { Route } from "./+types/privacy";
import { PolicyLayout } from "~/components/help/policy-layout";
import { PrivacyToc } from "~/components/privacy/privacy-toc";
import { RetentionSection, RightsSection } from "~/components/privacy/privacy-rights";
import { retentionSettings } from "~/models/retention.server";
import type { DataRemovalActionData } from "~/components/privacy/data-removal-form";
import { Card, CardContent } from "~/components/ui/card";
import { PRIVACY_MESSAGES } from "~/i18n/help";
import { POLICY } from "~/i18n/policies";
import { BRAND } from "~/lib/common/brand";
import { deferred } from "~/lib/render/deferred";
import { pageMeta } from "~/lib/render/meta";
import { publicPageHeaders } from "~/lib/server/http-cache.server";
import { island } from "~/lib/render/island";
import { clientIp, rateLimitWait, tooManyAnswer } from "~/lib/server/rate-limit.server";
import { getUser } from "~/services/session.server";
import { dataWithToast } from "~/lib/server/toast.server";
import { createDataRemovalRequest, listPrivacyRequests, PRIVACY_REQUEST_LIMIT } from "~/models/privacy.server";
import { useRootData } from "~/lib/render/root-data";
import { dataRemovalSchema } from "~/validation/privacy";
import { parseSubmission } from "~/validation/submission";

// Only signed-in visitors see their requests: that card's code loads when it is shown (lib/deferred.tsx).
// The request form, conform with it, comes while the page hydrates (the page's bundle budget).
const DataRemovalForm = deferred(() => import("~/components/privacy/data-removal-form").then((m) => m.DataRemovalForm));
const PrivacyRequestsCard = deferred(() => import("~/components/privacy/privacy-requests-card").then((m) => m.PrivacyRequestsCard));

// The fixed parts (the policy and terms are most of the page): the browser keeps the server's HTML
// instead of downloading their code (lib/island.tsx). The table of contents is rendered as usual: its
// foldable box is a <details>, which an island may not hold.
const fixed = () => import("~/components/privacy/privacy-fixed");
const PrivacyHero = island("privacy:hero", () => fixed().then((m) => m.PrivacyHero));
const PrivacyPolicy = island("privacy:policy", () => fixed().then((m) => m.PrivacyPolicy));
const PrivacyContact = island("privacy:contact", () => fixed().then((m) => m.PrivacyContact));
const PrivacyNote = island("privacy:note", () => fixed().then((m) => m.PrivacyNote));
const PrivacyTerms = island("privacy:terms", () => fixed().then((m) => m.PrivacyTerms));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacidade e Termos de Uso (LGPD)",
    description: `Como a ${BRAND.name} trata seus dados pessoais, seus direitos pela LGPD, os termos de uso do site e o formulário de remoção de dados.`,
    canonical: `${matches[0]?.loaderData?.baseUrl ?? ""}/lgpd`,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  const [requests, retention] = await Promise.all([user ? listPrivacyRequests(user.id) : null, retentionSettings()]);
  return data({ requests, retention }, { headers: publicPageHeaders(Boolean(user)) });
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

/** On a client-side navigation, the fixed parts' code comes with the data (no gap while it loads). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), PrivacyHero.preload()]);
  return data;
}

/**
 * The data-removal request: validates, rate limits per IP and e-mail, stores it with a protocol and
 * e-mails the typed address a confirmation link (a signed-in user's own address: the receipt).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = getUser(context);
  const form = await request.formData();
  const intent = "data-removal" as const;

  const submission = parseSubmission(form, dataRemovalSchema);
  if (submission.status !== "success") {
    return data<DataRemovalActionData>({ ok: false, intent, reply: submission.reply() }, { status: 400 });
  }
  const reply = submission.reply();
  const wait = await rateLimitWait(PRIVACY_REQUEST_LIMIT, [clientIp(request), submission.value.email]);
  if (wait !== null) {
    return tooManyAnswer<DataRemovalActionData>(PRIVACY_MESSAGES.errorTitle, wait, (formError) => ({
      ok: false,
      intent,
      reply,
      formError,
    }));
  }
  try {
    const created = await createDataRemovalRequest({ ...submission.value, userId: user?.id ?? null });
    return dataWithToast<DataRemovalActionData>(
      {
        ok: true,
        intent,
        protocol: created.protocol,
        email: created.email,
        createdAt: created.createdAt.toISOString(),
        confirmed: created.confirmed,
      },
      {
        type: "success",
        title: PRIVACY_MESSAGES.successTitle,
        description: created.confirmed ? PRIVACY_MESSAGES.successDescription : PRIVACY_MESSAGES.confirmDescription,
      },
    );
  } catch (error) {
    console.error("[privacidade] solicitação não registrada:", error);
    const formError = { title: PRIVACY_MESSAGES.errorTitle, description: PRIVACY_MESSAGES.errorDescription };
    return dataWithToast<DataRemovalActionData>({ ok: false, intent, reply, formError }, { type: "error", ...formError }, { status: 503 });
  }
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const user = useRootData()?.user ?? null;
  return (
    <>
      <PrivacyHero />

      <PolicyLayout nav={<PrivacyToc />}>
        <div className="space-y-10">
          <PrivacyPolicy />
          <RetentionSection periods={loaderData.retention} />
          <RightsSection />
          <PrivacyTerms />

          <section id="remocao-de-dados" aria-labelledby="remocao-titulo" className="scroll-mt-24">
            <h2 id="remocao-titulo" className="text-3xl font-bold text-brand-900">
              Solicitar remoção de dados
            </h2>
            <p className="mt-2 text-muted">
              Peça a exclusão dos seus dados pessoais. Sua solicitação recebe um número de protocolo e, depois que você a confirmar pelo
              link que enviamos ao seu e-mail, é processada em até {POLICY.privacyRequestDays} dias.
            </p>
            <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_300px]">
              <Card className="self-start">
                <CardContent className="p-5 sm:p-6">
                  <DataRemovalForm defaultFullName={user?.fullName} defaultEmail={user?.email} />
                </CardContent>
              </Card>
              <div className="grid content-start gap-4">
                <PrivacyContact />
                {loaderData.requests ? (
                  <PrivacyRequestsCard requests={loaderData.requests} />
                ) : (
                  <div className="flex gap-3 rounded-2xl bg-cream-100 p-4 text-sm">
                    <UserRound className="size-5 shrink-0 text-brand-600" aria-hidden />
                    <p>
                      Tem conta?{" "}
                      <Link to="/auth?redirectTo=%2Flgpd%23remocao-de-dados" className="font-semibold text-brand-700 hover:underline">
                        Entre
                      </Link>{" "}
                      antes de enviar para acompanhar o pedido em Minha Conta.
                    </p>
                  </div>
                )}
              </div>
            </div>
            <PrivacyNote />
          </section>
        </div>
      </PolicyLayout>
    </>
  );
}
