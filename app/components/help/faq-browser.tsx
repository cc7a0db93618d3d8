import { useMemo, useState } from "react";
import { Form, Link } from "react-router";
import { CreditCard, Leaf, Search, SearchX, Truck, UserRound, X } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Input } from "~/components/ui/input";
import { countItems, filterFaq, highlightParts, searchTokens, type FaqGroup, type FaqGroupId, type FaqItem } from "~/i18n/faq";

const GROUP_ICONS: Record<FaqGroupId, typeof Truck> = {
  "pedidos-entrega": Truck,
  pagamentos: CreditCard,
  "produtos-qualidade": Leaf,
  "conta-perfil": UserRound,
};

function Highlighted({ text, tokens }: { text: string; tokens: string[] }) {
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

function Answer({ item, tokens }: { item: FaqItem; tokens: string[] }) {
  return (
    <div className="space-y-2 text-[0.95rem] leading-relaxed text-ink/90">
      {item.answer.map((paragraph, i) => (
        <p key={i}>
          <Highlighted text={paragraph} tokens={tokens} />
        </p>
      ))}
      {item.links?.length ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 pt-1">
          {item.links.map((link) => (
            <Link key={link.to} to={link.to} className="inline-flex min-h-9 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
              {link.label} →
            </Link>
          ))}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The FAQ with its search: filtered live as the visitor types, and on the server from ?q= when
 * JavaScript is off (the same filter). Matching answers open by themselves.
 */
export function FaqBrowser({ groups, initialQuery }: { groups: FaqGroup[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const visible = useMemo(() => filterFaq(groups, query), [groups, query]);
  const tokens = useMemo(() => searchTokens(query), [query]);
  const searching = tokens.length > 0;
  const matchedIds = (list: FaqGroup[]) => list.flatMap((g) => g.items.map((i) => i.id));
  const [open, setOpen] = useState<string[]>(() => (searching ? matchedIds(visible) : []));

  function search(value: string) {
    setQuery(value);
    setOpen(searchTokens(value).length ? matchedIds(filterFaq(groups, value)) : []);
  }

  // A new ?q= (search submitted, back button) replaces what was typed.
  const [seenQuery, setSeenQuery] = useState(initialQuery);
  if (seenQuery !== initialQuery) {
    setSeenQuery(initialQuery);
    search(initialQuery);
  }

  const total = countItems(visible);

  return (
    <div>
      <Form method="get" role="search" preventScrollReset replace className="flex gap-2" onSubmit={(e) => e.currentTarget.querySelector("input")?.blur()}>
        <label htmlFor="faq-search" className="sr-only">
          Buscar nas perguntas frequentes
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden />
          <Input
            id="faq-search"
            name="q"
            type="search"
            value={query}
            onChange={(e) => search(e.target.value)}
            placeholder="Qual é a sua dúvida?"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className="min-h-12 pr-11 pl-10 text-base [&::-webkit-search-cancel-button]:hidden"
            aria-describedby="faq-search-status"
          />
          {query ? (
            <button
              type="button"
              onClick={() => search("")}
              className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-cream-100"
            >
              <X className="size-5" aria-hidden />
              <span className="sr-only">Limpar busca</span>
            </button>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="min-h-12 px-5">
          Buscar
        </Button>
      </Form>

      <p id="faq-search-status" role="status" className="mt-3 min-h-5 text-sm text-muted">
        {searching && total > 0 ? `${total} ${total === 1 ? "resposta encontrada" : "respostas encontradas"} para "${query.trim()}"` : ""}
      </p>

      {searching && total === 0 ? (
        <div className="mt-2 rounded-2xl border border-dashed border-cream-200 bg-cream-50 p-8 text-center">
          <SearchX className="mx-auto size-8 text-muted" aria-hidden />
          <p className="mt-3 font-semibold text-ink">Nenhuma resposta encontrada para "{query.trim()}"</p>
          <p className="mt-1 text-sm text-muted">Tente outras palavras ou mande sua pergunta pelo formulário de contato.</p>
          <Link
            to="/ajuda"
            preventScrollReset
            replace
            onClick={() => search("")}
            className={cn(buttonVariants({ variant: "outline", className: "mt-4" }))}
          >
            Limpar busca
          </Link>
        </div>
      ) : (
        <>
          {!searching ? (
            <nav aria-label="Temas da ajuda" className="mt-1 mb-3 flex flex-wrap gap-2">
              {visible.map((group) => {
                const Icon = GROUP_ICONS[group.id];
                return (
                  <a
                    key={group.id}
                    href={`#${group.id}`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-cream-200 bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-50"
                  >
                    <Icon className="size-4 text-brand-600" aria-hidden />
                    {group.title}
                  </a>
                );
              })}
            </nav>
          ) : null}
          <Accordion type="multiple" value={open} onValueChange={setOpen} className="mt-3 space-y-6">
            {visible.map((group) => {
              const Icon = GROUP_ICONS[group.id];
              return (
                <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-6">
                  <h2 id={`${group.id}-title`} className="flex items-center gap-3 text-xl font-semibold text-brand-900">
                    <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    {group.title}
                  </h2>
                  <div className="mt-2">
                    {group.items.map((item) => (
                      <AccordionItem key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
                        <AccordionTrigger>
                          <span>
                            <Highlighted text={item.question} tokens={tokens} />
                          </span>
                        </AccordionTrigger>
                        <AccordionContent>
                          <Answer item={item} tokens={tokens} />
                        </AccordionContent>
                        {/* Without JavaScript the accordion cannot open: show the closed answers. */}
                        {open.includes(item.id) ? null : (
                          <noscript>
                            <div className="pb-4">
                              <Answer item={item} tokens={tokens} />
                            </div>
                          </noscript>
                        )}
                      </AccordionItem>
                    ))}
                  </div>
                </section>
              );
            })}
          </Accordion>
        </>
      )}
    </div>
  );
}
