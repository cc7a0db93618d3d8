import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { CircleCheck } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { island } from "~/lib/render/island";

interface Answer {
  ok: boolean;
  message: string;
  description?: string;
  error?: string;
}

// The cover and the pitch are fixed: the browser keeps the server's HTML instead of downloading their code (lib/island.tsx).
const sections = () => import("./fixed-sections");
const EbookCover = island("home:ebook-cover", () => sections().then((m) => m.EbookCover));
const EbookIntro = island("home:ebook-intro", () => sections().then((m) => m.EbookIntro));

/** The eBook call to action: an e-mail in, the guide's link sent to it (routes/site/newsletter.ts, source=ebook). */
export function EbookCta() {
  const fetcher = useFetcher<Answer>();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = answer && !answer.ok ? (answer.error ?? answer.message) : undefined;
  const done = answer?.ok;
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) statusRef.current?.focus();
  }, [done]);

  return (
    <section aria-labelledby="ebook" className="mx-auto max-w-6xl px-4 py-14">
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-leaf-100 p-6 md:grid-cols-[auto_1fr] md:p-10">
        <EbookCover />
        <div>
          <EbookIntro />

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
