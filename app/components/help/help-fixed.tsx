import { Link } from "react-router";
import { ChevronRight, LayoutDashboard, RefreshCcw, ShieldCheck } from "~/components/icons";
import { CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { POLICY, SUPPORT_PROMISE } from "~/i18n/policies";
import { PageHero } from "./page-hero";

/** The fixed parts of the help centre and the contact page. */
export { ContactDetails, SupportCards } from "./contact-cards";

export function HelpHero() {
  return (
    <PageHero
      eyebrow="Central de Ajuda"
      title="Como podemos ajudar?"
      description={`Busque nas perguntas frequentes ou fale com a nossa equipe: respondemos ${SUPPORT_PROMISE}.`}
    />
  );
}

export function ContactHero() {
  return (
    <PageHero
      eyebrow="Fale Conosco"
      title="Estamos aqui para ajudar"
      description={`Dúvidas sobre amostras, entregas, pontos ou sobre um produto? Escreva para a gente: respondemos ${SUPPORT_PROMISE}.`}
    />
  );
}

/** The heading of the help centre's contact form. */
export function ContactFormIntro() {
  return (
    <CardHeader>
      <CardTitle className="text-xl">Fale com a gente</CardTitle>
      <CardDescription>
        Não achou o que procurava? Envie sua mensagem e responderemos em até {POLICY.supportReplyHours} horas.
      </CardDescription>
    </CardHeader>
  );
}

const USEFUL_LINKS = [
  { to: "/politica-troca", label: "Política de Troca e Devolução", text: "Prazos, reembolso e frete", icon: RefreshCcw },
  { to: "/lgpd", label: "Privacidade (LGPD)", text: "Seus dados e seus direitos", icon: ShieldCheck },
  { to: "/dashboard", label: "Minha Conta", text: "Amostras, pontos e perfil", icon: LayoutDashboard },
];

/** The help centre's links to the policies and the customer area. */
export function HelpLinks() {
  return (
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
  );
}
