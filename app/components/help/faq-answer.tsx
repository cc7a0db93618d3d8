import { Link } from "react-router";
import { SearchX } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { FAQ_ANSWERS } from "~/i18n/faq-answers";
import { FAQ_STORE_MARKER, type FaqAnswers } from "~/i18n/faq";
import { highlightParts } from "~/i18n/faq-search";
import { cn } from "~/lib/common/cn";

/**
 * The FAQ's answers, its search and their drawing: a chunk FaqBrowser loads when it needs them — a
 * search, an open question, a hand reaching for the list — and the server holds from the start.
 */
export { FAQ_ANSWERS, faqPageJsonLd } from "~/i18n/faq-answers";
export { filterFaq } from "~/i18n/faq-search";

const ANSWERS: FaqAnswers = FAQ_ANSWERS;

/** `text` with the runs that match the search words marked. */
export function Marked({ text, tokens }: { text: string; tokens: string[] }) {
  return (
    <>
      {highlightParts(text, tokens).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-leaf-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

export function Answer({ id, tokens }: { id: string; tokens: string[] }) {
  const item = ANSWERS[id];
  return (
    <div className="space-y-2 text-[0.95rem] leading-relaxed text-ink/90">
      {item.answer.map((paragraph, i) => (
        <p key={i}>
          <Marked text={paragraph} tokens={tokens} />
        </p>
      ))}
      {item.store?.length ? (
        <div
          role="group"
          aria-labelledby={`${id}-loja`}
          data-testid="faq-store"
          className="space-y-2 rounded-xl border border-cream-200 bg-cream-50 p-3"
        >
          <p id={`${id}-loja`}>
            <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              {FAQ_STORE_MARKER}
            </span>
          </p>
          {item.store.map((paragraph, i) => (
            <p key={i}>
              <Marked text={paragraph} tokens={tokens} />
            </p>
          ))}
        </div>
      ) : null}
      {item.links?.length ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 pt-1">
          {item.links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {link.label} →
            </Link>
          ))}
        </p>
      ) : null}
    </div>
  );
}

/** A search that found nothing: says so, with the term, and offers to clear it. */
export function NoAnswer({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="mt-2 rounded-2xl border border-dashed border-cream-200 bg-cream-50 p-8 text-center">
      <SearchX className="mx-auto size-8 text-muted" aria-hidden />
      <p className="mt-3 font-semibold text-ink">Nenhuma resposta encontrada para "{query.trim()}"</p>
      <p className="mt-1 text-sm text-muted">Tente outras palavras ou mande sua pergunta pelo formulário de contato.</p>
      <Link
        to="/ajuda"
        preventScrollReset
        replace
        onClick={onClear}
        className={cn(buttonVariants({ variant: "outline", className: "mt-4" }))}
      >
        Limpar busca
      </Link>
    </div>
  );
}
