import { Link, useFetcher } from "react-router";
import { Clock, Mail, MessageCircle, Phone } from "~/components/icons";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";
import { BRAND } from "~/lib/brand";
import { PRODUCT_CATEGORIES } from "~/lib/categories";
import { Logo } from "./logo";
import { Button } from "./ui/button";
import { Input } from "./ui/input";
import { SharedHtml } from "~/lib/shared-html";

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

function NewsletterForm() {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const sending = fetcher.state !== "idle";
  const failed = fetcher.data?.ok === false;
  return (
    <fetcher.Form method="post" action="/newsletter" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap" noValidate>
      <label htmlFor="newsletter-email" className="sr-only">
        Seu e-mail
      </label>
      <Input
        id="newsletter-email"
        name="email"
        type="email"
        required
        placeholder="Seu melhor e-mail"
        autoComplete="email"
        className="border-transparent bg-white/95 sm:flex-1"
        aria-describedby="newsletter-status"
        aria-invalid={failed || undefined}
      />
      <Button type="submit" variant="points" disabled={sending}>
        {sending ? "Enviando..." : "Cadastrar"}
      </Button>
      {/* Errors stay visible; confirmations also come as a toast. */}
      <p id="newsletter-status" role="status" className={failed ? "basis-full text-sm font-medium text-amber-200" : "basis-full text-sm text-leaf-100 sm:sr-only"}>
        {fetcher.data?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="bg-brand-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-xl font-semibold text-white">Receba novidades e conteúdos exclusivos</h2>
            <p className="text-sm text-brand-100">Dicas de bem-estar, lançamentos e amostras grátis. Sem spam.</p>
          </div>
          <div className="w-full md:max-w-md">
            <NewsletterForm />
          </div>
        </div>
      </div>
      {/* The same for every visitor and page: rendered once on the server (lib/shared-html.tsx). */}
      <SharedHtml as="div" id="site-footer:links" className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <Logo inverted />
          <p className="mt-3 text-sm text-brand-100">{BRAND.tagline}. Peça sua amostra grátis e pague apenas o frete.</p>
          <div className="mt-4 flex gap-1">
            <a href={BRAND.social.instagram} className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-800" aria-label="Instagram" rel="noopener">
              <InstagramIcon className="size-5" aria-hidden />
            </a>
            <a href={BRAND.social.facebook} className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-800" aria-label="Facebook" rel="noopener">
              <FacebookIcon className="size-5" aria-hidden />
            </a>
            <a href={BRAND.social.youtube} className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-800" aria-label="YouTube" rel="noopener">
              <YoutubeIcon className="size-5" aria-hidden />
            </a>
          </div>
        </div>
        <FooterList title="Produtos" links={PRODUCT_CATEGORIES.map((c) => ({ to: `/produtos/${c.slug}`, label: c.name }))} />
        <FooterList title="Suporte" links={SUPPORT} />
        <FooterList title="Empresa" links={COMPANY} />
        <div>
          <h2 className="mb-3 font-sans text-sm font-bold tracking-wide text-white uppercase">Contato</h2>
          <ul className="space-y-2 text-sm text-brand-100">
            <li className="flex items-start gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
              <a href={`mailto:${BRAND.email}`} className="hover:text-white">{BRAND.email}</a>
            </li>
            <li className="flex items-start gap-2">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
              <a href={`tel:+55${BRAND.phone.replace(/\D/g, "")}`} className="hover:text-white">{BRAND.phone}</a>
            </li>
            <li className="flex items-start gap-2">
              <MessageCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>WhatsApp {BRAND.whatsapp}</span>
            </li>
            <li className="flex items-start gap-2">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{BRAND.supportHours}</span>
            </li>
          </ul>
        </div>
      </SharedHtml>
      <SharedHtml as="div" id={`site-footer:legal:${year}`} className="border-t border-brand-800">
        <div className="mx-auto max-w-6xl px-4 py-6 text-xs leading-relaxed text-brand-200">
          <p>
            © {year} {BRAND.legalName} · CNPJ {BRAND.cnpj} · {BRAND.address}
          </p>
          <p className="mt-1">
            Atendimento: {BRAND.email} · {BRAND.phone} · {BRAND.supportHours}. Suplementos alimentares não são medicamentos e não
            substituem uma alimentação equilibrada nem a orientação de um profissional de saúde.
          </p>
        </div>
      </SharedHtml>
    </footer>
  );
}

function FooterList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 font-sans text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-9 items-center text-brand-100 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
