import { useFetcher } from "react-router";
import { Button } from "./ui/button";
import { Input } from "./ui/input";
import { FooterLegal, FooterLinks } from "./site-footer-links";
import { NEWSLETTER_CONSENT } from "~/i18n/newsletter";

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
      <p
        id="newsletter-status"
        role="status"
        className={failed ? "basis-full text-sm font-medium text-amber-200" : "basis-full text-sm text-leaf-100 sm:sr-only"}
      >
        {fetcher.data?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}

export function SiteFooter() {
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
            <p className="mt-2 text-xs text-brand-100">
              {NEWSLETTER_CONSENT}{" "}
              <a href="/lgpd" className="underline underline-offset-2">
                Política de Privacidade
              </a>
            </p>
          </div>
        </div>
      </div>
      <FooterLinks />
      <FooterLegal />
    </footer>
  );
}
