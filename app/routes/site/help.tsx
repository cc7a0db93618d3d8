import { data, Link, useSearchParams } from "react-router";
import { ChevronRight, LayoutDashboard, RefreshCcw, ShieldCheck } from "~/components/icons";
import type { Route } from "./+types/help";
import { ContactForm, type ContactActionData } from "~/components/help/contact-form";
import { SupportCards } from "~/components/help/contact-cards";
import { FaqBrowser } from "~/components/help/faq-browser";
import { PageHero } from "~/components/help/page-hero";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FAQ_GROUPS } from "~/i18n/faq";
import { CONTACT_MESSAGES } from "~/i18n/help";
import { POLICY, SUPPORT_PROMISE } from "~/i18n/policies";
import { pageMeta } from "~/lib/meta";
import { clientIp, rateLimitWait, retryAfter, TOO_MANY } from "~/lib/rate-limit.server";
import { dataWithToast } from "~/lib/toast.server";
import { CONTACT_LIMIT, submitContactMessage } from "~/models/help.server";
import { CONTACT_FIELDS, contactSchema } from "~/validation/contact";
import { fieldErrors } from "~/validation/common";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Central de Ajuda",
    description:
      "Prazos de entrega, formas de pagamento, amostras grátis, trocas, pontos e conta: respostas rápidas e atendimento em até 24 horas.",
    canonical: `${matches[0]?.loaderData?.baseUrl ?? ""}/ajuda`,
  }),
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: FAQ_GROUPS.flatMap((group) =>
        group.items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
        })),
      ),
    },
  },
];

/**
 * The contact form's action, shared with /contato: validates, rate limits per IP and per e-mail,
 * stores the message and e-mails support.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(form.get(f) ?? "")]));
  const intent = "contact" as const;
  const failure = { title: CONTACT_MESSAGES.errorTitle, description: CONTACT_MESSAGES.errorDescription };

  // The honeypot: people never see it, so anything typed there is a bot. It is answered like a success.
  if (String(form.get("website") ?? "") !== "") return data<ContactActionData>({ ok: true, intent });

  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return data<ContactActionData>({ ok: false, intent, errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const wait = await rateLimitWait(CONTACT_LIMIT, [clientIp(request), parsed.data.email]);
  if (wait !== null) {
    return data<ContactActionData>(
      { ok: false, intent, values, formError: { title: CONTACT_MESSAGES.errorTitle, description: TOO_MANY } },
      { status: 429, headers: retryAfter(wait) },
    );
  }
  try {
    const result = await submitContactMessage(parsed.data);
    if (result.delivered) {
      return dataWithToast<ContactActionData>(
        { ok: true, intent },
        { type: "success", title: CONTACT_MESSAGES.successTitle, description: CONTACT_MESSAGES.successDescription },
      );
    }
  } catch (error) {
    console.error("[contato] mensagem não registrada:", error);
  }
  return data<ContactActionData>({ ok: false, intent, values, formError: failure }, { status: 503 });
}

const USEFUL_LINKS = [
  { to: "/politica-troca", label: "Política de Troca e Devolução", text: "Prazos, reembolso e frete", icon: RefreshCcw },
  { to: "/lgpd", label: "Privacidade (LGPD)", text: "Seus dados e seus direitos", icon: ShieldCheck },
  { to: "/dashboard", label: "Minha Conta", text: "Amostras, pontos e perfil", icon: LayoutDashboard },
];

export default function HelpPage() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get("q") ?? "").slice(0, 100);

  return (
    <>
      <PageHero
        eyebrow="Central de Ajuda"
        title="Como podemos ajudar?"
        description={`Busque nas perguntas frequentes ou fale com a nossa equipe: respondemos ${SUPPORT_PROMISE}.`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 md:py-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section aria-labelledby="faq-title" className="min-w-0">
          <h2 id="faq-title" className="sr-only">
            Perguntas frequentes
          </h2>
          <FaqBrowser groups={FAQ_GROUPS} initialQuery={query} />
        </section>

        <aside className="grid content-start gap-6" aria-label="Atendimento">
          <Card id="fale-conosco" className="scroll-mt-24">
            <CardHeader>
              <CardTitle className="text-xl">Fale com a gente</CardTitle>
              <CardDescription>Não achou o que procurava? Envie sua mensagem e responderemos em até {POLICY.supportReplyHours} horas.</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm idPrefix="ajuda" />
            </CardContent>
          </Card>
          <SupportCards />
          <nav aria-label="Links úteis" className="rounded-2xl bg-cream-100 p-2">
            <ul>
              {USEFUL_LINKS.map(({ to, label, text, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} className="flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 hover:bg-white">
                    <Icon className="size-5 shrink-0 text-brand-600" aria-hidden />
                    <span className="flex-1">
                      <span className="block text-sm font-semibold text-brand-900">{label}</span>
                      <span className="block text-xs text-muted">{text}</span>
                    </span>
                    <ChevronRight className="size-4 text-muted" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}
