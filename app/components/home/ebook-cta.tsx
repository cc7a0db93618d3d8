import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { BookOpen, CircleCheck, Check } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { EBOOK } from "~/i18n/site";

interface Answer {
  ok: boolean;
  message: string;
  description?: string;
  error?: string;
}

const CONTENTS = [
  "Os 5 pilares da vitalidade, explicados sem jargão",
  "Um plano de 7 dias para começar com pequenos hábitos",
  "Como ler o rótulo de um suplemento",
  "Checklist para acompanhar sua rotina",
] as const;

/** The eBook call to action: an e-mail in, the guide's link sent to it (routes/site/newsletter.ts, source=ebook). */
export function EbookCta() {
  const fetcher = useFetcher<Answer>();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = answer && !answer.ok ? answer.error ?? answer.message : undefined;
  const done = answer?.ok;
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) statusRef.current?.focus();
  }, [done]);

  return (
    <section aria-labelledby="ebook" className="mx-auto max-w-6xl px-4 py-14">
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-leaf-100 p-6 md:grid-cols-[auto_1fr] md:p-10">
        <div className="mx-auto flex aspect-[3/4] w-40 -rotate-3 flex-col justify-between rounded-r-2xl rounded-l-md bg-brand-700 p-4 text-white shadow-xl ring-1 ring-brand-800 md:w-52" aria-hidden>
          <BookOpen className="size-7 text-leaf-300" />
          <p className="font-display text-lg leading-tight font-semibold md:text-xl">{EBOOK.title}</p>
          <p className="text-xs text-brand-100">eBook gratuito</p>
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">eBook gratuito</p>
          <h2 id="ebook" className="mt-1 text-3xl font-semibold text-brand-900">
            Baixe o {EBOOK.title}
          </h2>
          <p className="mt-3 text-ink">Receba no seu e-mail o link para o guia completo, com dicas práticas para ter mais energia no dia a dia.</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {CONTENTS.map((item) => (
              <li key={item} className="flex items-start gap-2 text-sm text-ink">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                {item}
              </li>
            ))}
          </ul>

          {done ? (
            <div ref={statusRef} tabIndex={-1} role="status" className="mt-6 flex items-start gap-3 rounded-2xl bg-white p-4 outline-none">
              <CircleCheck className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden />
              <div>
                <p className="font-semibold text-brand-900">{answer.message}</p>
                {answer.description ? <p className="mt-1 text-sm text-muted">{answer.description}</p> : null}
              </div>
            </div>
          ) : (
            <fetcher.Form method="post" action="/newsletter" noValidate className="mt-6">
              <input type="hidden" name="source" value="ebook" />
              <Label htmlFor="ebook-email">Seu e-mail</Label>
              <div className="mt-1 flex flex-col gap-2 sm:flex-row">
                <Input
                  id="ebook-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  placeholder="nome@exemplo.com.br"
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "ebook-email-error" : "ebook-consent"}
                  className="sm:max-w-sm"
                />
                <Button type="submit" disabled={sending}>
                  {sending ? "Enviando..." : "Quero o guia grátis"}
                </Button>
              </div>
              <div className="mt-2">
                <FieldError id="ebook-email-error">{error}</FieldError>
              </div>
              <p id="ebook-consent" className="mt-2 text-xs text-muted">
                Ao enviar, você também passa a receber nossa newsletter e pode cancelar quando quiser. Veja nossa{" "}
                <Link to="/lgpd" className="underline underline-offset-2 hover:text-ink">
                  Política de Privacidade
                </Link>
                .
              </p>
            </fetcher.Form>
          )}
        </div>
      </div>
    </section>
  );
}
