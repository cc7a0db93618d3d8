import { formText } from "~/lib/common/form-text";
import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/help";
import type { ContactActionData } from "~/components/help/contact-form";
import { ContactForm } from "~/components/help/contact-form-deferred";
import { FaqBrowser, faqStructuredData, preloadFaqAnswers } from "~/components/help/faq-browser";
import { ContactFormIntro, HelpHero, HelpLinks, SupportCards } from "~/components/help/help-fixed";
import { Card, CardContent } from "~/components/ui/card";
import { FAQ_GROUPS } from "~/i18n/faq";
import { CONTACT_MESSAGES } from "~/i18n/help";
import { pageMeta } from "~/lib/render/meta";
import { useRootData } from "~/lib/render/root-data";
import { clientIp, rateLimitWait, tooManyAnswer } from "~/lib/server/rate-limit.server";
import { dataWithToast } from "~/lib/server/toast.server";
import { CONTACT_LIMIT, submitContactMessage } from "~/models/help.server";
import { contactSchema } from "~/validation/contact";
import { parseSubmission } from "~/validation/submission";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Central de Ajuda",
    description:
      "Prazos de entrega, formas de pagamento, amostras grátis, trocas, pontos e conta: respostas rápidas e atendimento em até 24 horas.",
    canonical: `${matches[0]?.loaderData?.baseUrl ?? ""}/ajuda`,
  }),
  // Kept as the server wrote it until the answers' chunk is here (components/help/faq-browser.tsx).
  ...faqStructuredData(),
];

/**
 * No data of its own: the loader says the answer is public for visitors (kept by the page cache and a
 * CDN) and private for a signed-in user, and lets `clientLoader` fetch, on a client-side navigation, the
 * code the page would otherwise wait for after the data.
 */
export { contentPageLoader as loader } from "~/services/content-page.server";
export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

/**
 * On a client-side navigation, the FAQ's answers come with the data (no gap while they load, and the
 * <head> gets the FAQPage data as from the server).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadFaqAnswers()]);
  return data;
}

/**
 * The contact form's action, shared with /contato: validates, rate limits per IP and per e-mail,
 * stores the message and e-mails support.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = "contact" as const;
  const failure = { title: CONTACT_MESSAGES.errorTitle, description: CONTACT_MESSAGES.errorDescription };

  // The honeypot: people never see it, so anything typed there is a bot. It is answered like a success.
  if (formText(form, "website") !== "") return data<ContactActionData>({ ok: true, intent });

  const submission = parseSubmission(form, contactSchema);
  if (submission.status !== "success") {
    return data<ContactActionData>({ ok: false, intent, reply: submission.reply() }, { status: 400 });
  }
  const reply = submission.reply();
  const wait = await rateLimitWait(CONTACT_LIMIT, [clientIp(request), submission.value.email]);
  if (wait !== null) {
    return tooManyAnswer<ContactActionData>(CONTACT_MESSAGES.errorTitle, wait, (formError) => ({ ok: false, intent, reply, formError }));
  }
  try {
    await submitContactMessage(submission.value);
    return dataWithToast<ContactActionData>(
      { ok: true, intent },
      { type: "success", title: CONTACT_MESSAGES.successTitle, description: CONTACT_MESSAGES.successDescription },
    );
  } catch (error) {
    console.error("[contato] mensagem não registrada:", error);
  }
  return dataWithToast<ContactActionData>({ ok: false, intent, reply, formError: failure }, { type: "error", ...failure }, { status: 503 });
}

export default function HelpPage() {
  const user = useRootData()?.user;
  const viewer = user ? { fullName: user.fullName, email: user.email } : null;
  const [searchParams] = useSearchParams();
  const query = (searchParams.get("q") ?? "").slice(0, 100);

  return (
    <>
      <HelpHero />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 md:py-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section aria-labelledby="faq-title" className="min-w-0">
          <h2 id="faq-title" className="sr-only">
            Perguntas frequentes
          </h2>
          <FaqBrowser groups={FAQ_GROUPS} initialQuery={query} />
        </section>

        <aside className="grid content-start gap-6" aria-label="Atendimento">
          <Card id="fale-conosco" className="scroll-mt-24">
            <ContactFormIntro />
            <CardContent>
              <ContactForm idPrefix="ajuda" viewer={viewer} />
            </CardContent>
          </Card>
          <SupportCards />
          <HelpLinks />
        </aside>
      </div>
    </>
  );
}
