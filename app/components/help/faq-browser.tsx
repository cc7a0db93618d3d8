import { useMemo, useState } from "react";
import { Form, Link } from "react-router";
import { ChevronDown, CreditCard, Leaf, Search, SearchX, Truck, UserRound, X } from "~/components/icons";
import {
  ACCORDION_CHEVRON_CLASS, ACCORDION_CONTENT_CLASS, ACCORDION_CONTENT_STYLE, ACCORDION_ITEM_CLASS, ACCORDION_TRIGGER_CLASS,
} from "~/components/ui/accordion-style";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Input } from "~/components/ui/input";
import { countItems, filterFaq, highlightParts, searchTokens, type FaqGroup, type FaqGroupId, type FaqItem } from "~/i18n/faq";
import type { FaqAccordion as RadixFaq } from "./faq-accordion";

const loadAccordion = () => import("./faq-accordion").then((m) => m.FaqAccordion);

const GROUP_ICONS: Record<FaqGroupId, typeof Truck> = {
  "pedidos-entrega": Truck,
  pagamentos: CreditCard,
  "produtos-qualidade": Leaf,
  "conta-perfil": UserRound,
};

export function Highlighted({ text, tokens }: { text: string; tokens: string[] }) {
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

export function Answer({ item, tokens }: { item: FaqItem; tokens: string[] }) {
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

/** Without JavaScript the accordion cannot open: a closed question shows its answer inside <noscript>. */
export function NoScriptAnswer({ item, tokens, open }: { item: FaqItem; tokens: string[]; open: boolean }) {
  if (open) return null;
  return (
    <noscript>
      <div className="pb-4">
        <Answer item={item} tokens={tokens} />
      </div>
    </noscript>
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

  // The Radix accordion (~9 KB gzip with its dependencies) loads when someone reaches for a question:
  // hovering the list starts the download, focusing or clicking a question swaps it in.
  const [radix, setRadix] = useState<{ FaqAccordion: typeof RadixFaq; focus: string | null } | null>(null);
  const swapIn = () =>
    void loadAccordion().then((FaqAccordion) => {
      // The question that had the focus hands it to its twin in the Radix accordion.
      const focus = document.activeElement?.closest<HTMLElement>('[data-slot="accordion-item"]')?.id ?? null;
      setRadix((current) => current ?? { FaqAccordion, focus });
    });
  const toggle = (id: string) => setOpen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

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
          {radix ? (
            <radix.FaqAccordion groups={visible} tokens={tokens} open={open} onOpenChange={setOpen} focus={radix.focus} />
          ) : (
            <FirstFaq groups={visible} tokens={tokens} open={open} onToggle={toggle} onReach={swapIn} />
          )}
        </>
      )}
    </div>
  );
}

/** A theme of the FAQ: its heading and its questions. */
export function FaqSection({ group, children }: { group: FaqGroup; children: React.ReactNode }) {
  const Icon = GROUP_ICONS[group.id];
  return (
    <section id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${group.id}-title`} className="flex items-center gap-3 text-xl font-semibold text-brand-900">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
        {group.title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * The FAQ before the Radix accordion has loaded, as Radix renders it (same elements, attributes
 * and classes: components/first-markup.test.ts compares them), so the swap changes nothing on
 * screen. A click opens or closes its answer at once.
 */
export function FirstFaq({
  groups,
  tokens,
  open,
  onToggle,
  onReach,
}: {
  groups: FaqGroup[];
  tokens: string[];
  open: string[];
  onToggle: (id: string) => void;
  onReach: () => void;
}) {
  return (
    <div className="mt-3 space-y-6" data-orientation="vertical" onPointerEnter={() => void loadAccordion()} onTouchStart={() => void loadAccordion()}>
      {groups.map((group) => (
        <FaqSection key={group.id} group={group}>
          {group.items.map((item) => {
            const isOpen = open.includes(item.id);
            const state = isOpen ? "open" : "closed";
            return (
              <div key={item.id} data-state={state} data-orientation="vertical" data-slot="accordion-item" className={`${ACCORDION_ITEM_CLASS} scroll-mt-24`} id={item.id}>
                <h3 data-orientation="vertical" data-state={state} className="flex">
                  <button
                    type="button"
                    aria-controls={isOpen ? `${item.id}-resposta` : undefined}
                    aria-expanded={isOpen}
                    data-state={state}
                    data-orientation="vertical"
                    id={`${item.id}-pergunta`}
                    data-slot="accordion-trigger"
                    className={ACCORDION_TRIGGER_CLASS}
                    data-radix-collection-item=""
                    onFocus={onReach}
                    onClick={() => {
                      onToggle(item.id);
                      onReach();
                    }}
                  >
                    <span>
                      <Highlighted text={item.question} tokens={tokens} />
                    </span>
                    <ChevronDown className={ACCORDION_CHEVRON_CLASS} aria-hidden />
                  </button>
                </h3>
                <div
                  data-state={state}
                  id={`${item.id}-resposta`}
                  hidden={!isOpen}
                  role="region"
                  aria-labelledby={`${item.id}-pergunta`}
                  data-orientation="vertical"
                  data-slot="accordion-content"
                  className={ACCORDION_CONTENT_CLASS}
                  style={ACCORDION_CONTENT_STYLE}
                >
                  {isOpen ? (
                    <div className="pb-4">
                      <Answer item={item} tokens={tokens} />
                    </div>
                  ) : null}
                </div>
                <NoScriptAnswer item={item} tokens={tokens} open={isOpen} />
              </div>
            );
          })}
        </FaqSection>
      ))}
    </div>
  );
}
