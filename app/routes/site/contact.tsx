import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/help/contact-form-deferred";
import { ContactDetails, ContactHero } from "~/components/help/help-fixed";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { pageMeta } from "~/lib/render/meta";
import { useRootData } from "~/lib/render/root-data";

// The same action as the help centre's form: one place for validation, rate limits, storage and e-mail.
export { action } from "./help";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Fale Conosco",
    description: "Telefone, WhatsApp, e-mail e formulário de contato da Raiz Vital. Respondemos em até 24 horas, de segunda a sexta.",
    canonical: `${matches[0]?.loaderData?.baseUrl ?? ""}/contato`,
  });

export { contentPageLoader as loader } from "~/services/content-page.server";
export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

export default function ContactPage() {
  const user = useRootData()?.user;
  const viewer = user ? { fullName: user.fullName, email: user.email } : null;
  return (
    <>
      <ContactHero />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:py-10 lg:grid-cols-[minmax(0,1fr)_360px]">
        <Card className="self-start">
          <CardHeader>
            {/* An h2: the page's h1 is the hero's (axe's heading-order). */}
            <h2 className="text-xl font-semibold text-brand-900">Envie sua mensagem</h2>
            <CardDescription>
              Antes de escrever, vale dar uma olhada nas{" "}
              <Link to="/ajuda" className="font-medium text-brand-700 underline underline-offset-2">
                perguntas frequentes
              </Link>
              : a resposta pode já estar lá. Para pedidos sobre os seus dados pessoais, use a página de{" "}
              <Link to="/lgpd#remocao-de-dados" className="font-medium text-brand-700 underline underline-offset-2">
                Privacidade
              </Link>
              .
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm idPrefix="contato" viewer={viewer} />
          </CardContent>
        </Card>
        <aside aria-label="Canais de atendimento">
          <h2 className="mb-3 text-xl font-semibold text-brand-900">Outros canais</h2>
          <ContactDetails />
        </aside>
      </div>
    </>
  );
}
