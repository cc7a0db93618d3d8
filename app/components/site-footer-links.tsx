import { Link } from "react-router";
import { Clock, Mail, MessageCircle, Phone } from "~/components/icons";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";
import { BRAND } from "~/lib/common/brand";
import { phoneHref, whatsappHref } from "~/lib/common/contact-links";
import { PRODUCT_CATEGORIES } from "~/lib/common/categories";
import { Logo } from "./logo";
import { SharedHtml } from "~/lib/render/shared-html";

/** The footer's fixed parts, the same for every visitor and page: rendered once on the server (lib/shared-html.tsx). */

const SUPPORT = [
  { to: "/ajuda", label: "Central de Ajuda" },
  { to: "/politica-troca", label: "Política de Troca" },
  { to: "/lgpd", label: "Privacidade (LGPD)" },
  { to: "/contato", label: "Fale Conosco" },
  { to: "/dashboard", label: "Minha Conta" },
];
const COMPANY = [
  { to: "/sobre", label: "Sobre Nós" },
  { to: "/blog", label: "Blog" },
  { to: "/pontos", label: "Programa de Pontos" },
  { to: "/lgpd#termos", label: "Termos de Uso" },
];

const SOCIAL = [
  { href: BRAND.social.instagram, label: "Instagram", icon: InstagramIcon },
  { href: BRAND.social.facebook, label: "Facebook", icon: FacebookIcon },
  { href: BRAND.social.youtube, label: "YouTube", icon: YoutubeIcon },
];

export function FooterLinks() {
  return (
    <SharedHtml as="div" id="site-footer:links" className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
      <div className="lg:col-span-1">
        <Logo inverted />
        <p className="mt-3 text-sm text-brand-100">{BRAND.tagline}. Peça sua amostra grátis e pague apenas o frete.</p>
        <div className="mt-4 flex gap-1">
          {SOCIAL.map(({ href, label, icon: Icon }) => (
            <a
              key={label}
              href={href}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-800"
              aria-label={label}
              rel="noopener"
            >
              <Icon className="size-5" aria-hidden />
            </a>
          ))}
        </div>
      </div>
      <FooterList title="Produtos" links={PRODUCT_CATEGORIES.map((c) => ({ to: `/produtos/${c.slug}`, label: c.name }))} />
      <FooterList title="Suporte" links={SUPPORT} />
      <FooterList title="Empresa" links={COMPANY} />
      <div>
        <h2 className="mb-3 font-sans text-sm font-bold tracking-wide text-white uppercase">Contato</h2>
        <ul className="space-y-2 text-sm text-brand-100">
          <li className="flex items-center gap-2">
            <Mail className="size-4 shrink-0" aria-hidden />
            <a href={`mailto:${BRAND.email}`} className="inline-flex min-h-11 items-center break-all hover:text-white">
              {BRAND.email}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0" aria-hidden />
            <a href={phoneHref(BRAND.phone)} className="inline-flex min-h-11 items-center hover:text-white">
              {BRAND.phone}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <MessageCircle className="size-4 shrink-0" aria-hidden />
            <a href={whatsappHref()} className="inline-flex min-h-11 items-center hover:text-white" rel="noopener" target="_blank">
              WhatsApp {BRAND.whatsapp}
            </a>
          </li>
          <li className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{BRAND.supportHours}</span>
          </li>
        </ul>
      </div>
    </SharedHtml>
  );
}

export function FooterLegal() {
  const year = new Date().getFullYear();
  return (
    <SharedHtml as="div" id={`site-footer:legal:${year}`} className="border-t border-brand-800">
      <div className="mx-auto max-w-6xl px-4 py-6 text-xs leading-relaxed text-brand-200">
        <p>
          © {year} {BRAND.legalName} · CNPJ {BRAND.cnpj} · {BRAND.address}
        </p>
        <p className="mt-1">
          Atendimento: {BRAND.email} · {BRAND.phone} · {BRAND.supportHours}. Suplementos alimentares não são medicamentos e não substituem
          uma alimentação equilibrada nem a orientação de um profissional de saúde.
        </p>
      </div>
    </SharedHtml>
  );
}

function FooterList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 font-sans text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-11 min-w-11 items-center text-brand-100 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
