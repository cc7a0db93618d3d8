import { startTransition, use, useDeferredValue, useMemo, useState } from "react";
import { Form, type MetaDescriptor } from "react-router";
import { ChevronDown, CreditCard, Leaf, Search, Truck, UserRound, X } from "~/components/icons";
import {
  ACCORDION_CHEVRON_CLASS,
  ACCORDION_CONTENT_CLASS,
  ACCORDION_CONTENT_STYLE,
  ACCORDION_ITEM_CLASS,
  ACCORDION_TRIGGER_CLASS,
} from "~/components/ui/accordion-style";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { countItems, searchTokens, type FaqGroup, type FaqGroupId } from "~/i18n/faq";
import { keptStructuredData } from "~/lib/render/kept-structured-data";
import { ON_SERVER } from "~/lib/render/deferred";
import type { FaqAccordion as RadixFaq } from "./faq-accordion";

const loadAccordion = () => import("./faq-accordion").then((m) => m.FaqAccordion);

// The answers, most of the FAQ's text, are a chunk of their own: the page needs only the
// questions until someone searches or opens one. Hovering or touching the list, or focusing the search
// box (on the way to the questions, for a keyboard), fetches them with the Radix accordion; a search
// typed or a question opened before they are here waits for them.
type AnswersModule = typeof import("./faq-answer");
let answers: AnswersModule | null = null;
let answersLoading: Promise<AnswersModule> | null = null;

function loadAnswers(): Promise<AnswersModule> {
  answersLoading ??= import("./faq-answer").then(
    (m) => (answers = m),
    (error: unknown) => {
      answersLoading = null; // fetched again next time
      throw error;
    },
  );
  return answersLoading;
}
/** Fetches the answers' chunk (a route's clientLoader, say); never fails: a render that needs it fetches it again. */
export const preloadFaqAnswers = () =>
  loadAnswers().then(
    () => undefined,
    () => undefined,
  );
const prefetchAnswers = () => void preloadFaqAnswers();
// The server draws every answer (the open ones, and the others in <noscript>): it holds them from the start.
if (ON_SERVER) prefetchAnswers();

/** The answers' module, once it is here: suspends until then (`use` may be called conditionally). */
function readAnswers(): AnswersModule {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- `use` may run outside a component's top level; only components call this.
  return answers ?? use(loadAnswers());
}

/**
 * The FAQPage structured data of the page's <head>: made from the answers where they are at hand (on
 * the server, always); in the browser before then, the server's copy is kept as it is.
 */
export function faqStructuredData(): MetaDescriptor[] {
  const data = answers?.faqPageJsonLd() ?? keptStructuredData("FAQPage");
  return data ? [{ "script:ld+json": data }] : [];
}

const GROUP_ICONS: Record<FaqGroupId, typeof Truck> = {
  "pedidos-entrega": Truck,
  pagamentos: CreditCard,
  "produtos-qualidade": Leaf,
  "conta-perfil": UserRound,
};

/** A question or answer, with what the search found marked (the marking comes with the answers' chunk). */
export function Highlighted({ text, tokens }: { text: string; tokens: string[] }) {
  if (tokens.length === 0) return text;
  const { Marked } = readAnswers();
  return <Marked text={text} tokens={tokens} />;
}

/** A question's answer (its code and text come with the answers' chunk). */
function LazyAnswer({ id, tokens }: { id: string; tokens: string[] }) {
  const { Answer } = readAnswers();
  return <Answer id={id} tokens={tokens} />;
}

/** Without JavaScript the accordion cannot open: a closed question shows its answer inside <noscript>. */
export function NoScriptAnswer({ id, tokens, open }: { id: string; tokens: string[]; open: boolean }) {
  if (open) return null;
  // React draws the children of <noscript> on the server only: the browser never asks for this answer.
  return (
    <noscript>
      <div className="pb-4">
        <LazyAnswer id={id} tokens={tokens} />
      </div>
    </noscript>
  );
}

/**
 * The FAQ with its search: filtered live as the visitor types, and on the server from ?q= when
 * JavaScript is off (the same filter). Matching answers open by themselves.
 */
export function FaqBrowser({ groups, initialQuery }: { groups: readonly FaqGroup[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  // The list follows the box a render behind, so the box never waits for the answers' chunk.
  const shown = useDeferredValue(query);
  const tokens = useMemo(() => searchTokens(shown), [shown]);
  const searching = tokens.length > 0;
  const found = searching ? readAnswers() : null;
  const visible = useMemo(() => (found ? found.filterFaq(groups, shown, found.FAQ_ANSWERS) : groups), [groups, shown, found]);
  const matchedIds = (list: readonly FaqGroup[]) => list.flatMap((g) => g.items.map((i) => i.id));
  // The open questions; null: those the search found (none without a search).
  const [opened, setOpened] = useState<string[] | null>(null);
  const open = opened ?? (searching ? matchedIds(visible) : []);

  function search(value: string) {
    prefetchAnswers();
    setQuery(value);
    setOpened(null);
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
    void Promise.all([loadAccordion(), loadAnswers()]).then(([FaqAccordion]) => {
      // The question that had the focus hands it to its twin in the Radix accordion.
      const focus = document.activeElement?.closest<HTMLElement>('[data-slot="accordion-item"]')?.id ?? null;
      setRadix((current) => current ?? { FaqAccordion, focus });
    });
  const reach = () => {
    void loadAccordion();
    prefetchAnswers();
  };
  const toggle = (id: string) => {
    const change = () => setOpened((ids) => ((ids ?? open).includes(id) ? (ids ?? open).filter((x) => x !== id) : [...(ids ?? open), id]));
    // Opened before the answers' chunk is here, the answer waits for it (a transition keeps the page as it is meanwhile).
    if (answers) change();
    else startTransition(change);
  };

  const total = countItems(visible);

  return (
    <div>
      <Form
        method="get"
        role="search"
        preventScrollReset
        replace
        className="flex gap-2"
        onSubmit={(e) => e.currentTarget.querySelector("input")?.blur()}
      >
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
            onFocus={reach}
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
              className="absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-cream-100"
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
        {searching && total > 0 ? `${total} ${total === 1 ? "resposta encontrada" : "respostas encontradas"} para "${shown.trim()}"` : ""}
      </p>

      {found && total === 0 ? (
        <found.NoAnswer query={shown} onClear={() => search("")} />
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
            <radix.FaqAccordion groups={visible} tokens={tokens} open={open} onOpenChange={setOpened} focus={radix.focus} />
          ) : (
            <FirstFaq groups={visible} tokens={tokens} open={open} onToggle={toggle} onReach={swapIn} onApproach={reach} />
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
    <section
      id={group.id}
      aria-labelledby={`${group.id}-title`}
      className="scroll-mt-24 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-6"
    >
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
  onApproach,
}: {
  groups: readonly FaqGroup[];
  tokens: string[];
  open: string[];
  onToggle: (id: string) => void;
  /** A question focused or clicked: Radix takes over. */
  onReach: () => void;
  /** A hand over the list: the code of what comes next starts loading. */
  onApproach?: () => void;
}) {
  return (
    <div className="mt-3 space-y-6" data-orientation="vertical" onPointerEnter={onApproach} onTouchStart={onApproach}>
      {groups.map((group) => (
        <FaqSection key={group.id} group={group}>
          {group.items.map((item) => {
            const isOpen = open.includes(item.id);
            const state = isOpen ? "open" : "closed";
            return (
              <div
                key={item.id}
                data-state={state}
                data-orientation="vertical"
                data-slot="accordion-item"
                className={`${ACCORDION_ITEM_CLASS} scroll-mt-24`}
                id={item.id}
              >
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
                      <LazyAnswer id={item.id} tokens={tokens} />
                    </div>
                  ) : null}
                </div>
                <NoScriptAnswer id={item.id} tokens={tokens} open={isOpen} />
              </div>
            );
          })}
        </FaqSection>
      ))}
    </div>
  );
}
