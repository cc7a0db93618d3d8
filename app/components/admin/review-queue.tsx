import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useSubmit } from "react-router";
import { Check, ListChecks, MessageSquareText, X } from "~/components/icons";
import { AlertDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { formatNumber } from "~/i18n/format";
import { cn } from "~/lib/common/cn";
import { notify } from "~/lib/render/notify";
import type { ActionResult } from "./action-result";
import { ConfirmAction, ConfirmContent } from "./confirm-action";
import { EmptyState } from "./empty-state";
import { ReviewCard, type ReviewView } from "./review-card";
import { RowActionButton } from "./row-action-button";

export type ReviewTab = "pendentes" | "publicadas";

/** The two lists, as links (?aba=), so each is its own address and works without JavaScript. */
export function ReviewTabs({ tab, counts, flagged }: { tab: ReviewTab; counts: { pending: number; published: number }; flagged: boolean }) {
  const href = (to: ReviewTab) => {
    const params = new URLSearchParams();
    if (to === "publicadas") params.set("aba", "publicadas");
    if (flagged) params.set("sinalizadas", "1");
    return params.size ? `?${params}` : "?";
  };
  const item = (to: ReviewTab, label: string, n: number) => (
    <Link
      to={href(to)}
      aria-current={tab === to ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold sm:flex-none",
        tab === to ? "bg-white text-brand-900 shadow-sm" : "text-muted hover:text-ink",
      )}
    >
      {label}
      <span className={cn("rounded-full px-2 py-0.5 text-xs", tab === to ? "bg-brand-100 text-brand-800" : "bg-cream-200 text-ink")}>
        {formatNumber(n)}
      </span>
    </Link>
  );
  return (
    <nav aria-label="Listas de avaliações" className="mb-4 flex gap-1 rounded-lg bg-cream-100 p-1 sm:inline-flex">
      {item("pendentes", "Pendentes", counts.pending)}
      {item("publicadas", "Publicadas", counts.published)}
    </nav>
  );
}

/** "Só com alegação de saúde": a GET form that keeps the tab; the list follows the box, and its button works without JavaScript. */
export function ReviewFilters({ tab, flagged }: { tab: ReviewTab; flagged: boolean }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      aria-label="Filtrar avaliações"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-cream-200 bg-white p-3"
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      {tab === "publicadas" ? <input type="hidden" name="aba" value="publicadas" /> : null}
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" name="sinalizadas" value="1" defaultChecked={flagged} className="size-5 accent-amber-600" />
        Só com alegação de saúde
      </label>
      <noscript>
        <Button type="submit" variant="secondary" size="sm">
          Filtrar
        </Button>
      </noscript>
    </Form>
  );
}

const BULK_FORM_ID = "avaliacoes-lote";

/**
 * "Aprovar selecionadas": the ticked reviews (checkboxes of this form) are approved after a
 * confirmation that says how many. Without JavaScript the form posts as it is.
 */
function BulkApproveBar({
  ids,
  selected,
  onSelect,
  onDone,
}: {
  ids: string[];
  selected: Set<string>;
  onSelect: (ids: string[]) => void;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const [asking, setAsking] = useState(false);
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onDone();
  }, [fetcher.state, fetcher.data, onDone]);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const n = selected.size;
  return (
    <form
      id={BULK_FORM_ID}
      method="post"
      aria-label="Aprovar várias avaliações"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-cream-200 bg-cream-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!n) {
          notify.error("Selecione ao menos uma avaliação.");
          return;
        }
        setAsking(true);
      }}
    >
      <input type="hidden" name="intent" value="approve-many" />
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" className="size-5 accent-brand-700" checked={all} onChange={() => onSelect(all ? [] : ids)} />
        Selecionar todas desta página
      </label>
      <Button type="submit" disabled={fetcher.state !== "idle"} className="sm:ml-auto">
        <ListChecks aria-hidden /> Aprovar selecionadas{n ? ` (${n})` : ""}
      </Button>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <ConfirmContent
          title={n === 1 ? "Aprovar 1 avaliação?" : `Aprovar ${n} avaliações?`}
          description={
            n === 1
              ? "Ela aparece na página do produto e o autor recebe um e-mail avisando."
              : "Elas aparecem na página de cada produto e cada autor recebe um e-mail avisando."
          }
          cancelLabel="Voltar"
          confirmLabel={`Aprovar ${n === 1 ? "avaliação" : "avaliações"}`}
          tone="default"
          onConfirm={() => {
            const data = new FormData();
            data.set("intent", "approve-many");
            for (const id of selected) data.append("ids", id);
            void fetcher.submit(data, { method: "post" });
          }}
        />
      </AlertDialog>
    </form>
  );
}

/** The moderation queue: approve one, several at once (confirmed) or reject (confirmed). */
export function ReviewQueue({ reviews, flagged }: { reviews: ReviewView[]; flagged: boolean }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const ids = reviews.map((r) => r.id);
  // A review that left the list (approved, rejected) leaves the selection.
  const key = ids.join(",");
  useEffect(() => {
    const shown = new Set(key.split(","));
    setSelected((current) => new Set([...current].filter((id) => shown.has(id))));
  }, [key]);
  if (!reviews.length) {
    return flagged ? (
      <EmptyState icon={MessageSquareText} title="Nenhuma avaliação pendente com alegação de saúde">
        Desmarque o filtro para ver as demais avaliações pendentes.
      </EmptyState>
    ) : (
      <EmptyState icon={MessageSquareText} title="Nenhuma avaliação aguardando moderação">
        Tudo em dia! Novas avaliações dos clientes aparecem aqui antes de serem publicadas.
      </EmptyState>
    );
  }
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <BulkApproveBar ids={ids} selected={selected} onSelect={(list) => setSelected(new Set(list))} onDone={() => setSelected(new Set())} />
      <ul className="flex flex-col gap-3" aria-label="Avaliações pendentes">
        {reviews.map((r) => (
          <ReviewCard
            key={r.id}
            review={r}
            testId="pending-review"
            select={
              <input
                type="checkbox"
                name="ids"
                value={r.id}
                form={BULK_FORM_ID}
                checked={selected.has(r.id)}
                onChange={() => toggle(r.id)}
                className="size-5 shrink-0 accent-brand-700"
                aria-label={`Selecionar a avaliação de ${r.authorName?.trim() || "cliente"} sobre ${r.productName}`}
              />
            }
            actions={
              <>
                <RowActionButton fields={{ intent: "approve", id: r.id }} icon={Check}>
                  Aprovar
                </RowActionButton>
                <ConfirmAction
                  title="Rejeitar esta avaliação?"
                  description="A avaliação será removida e não aparecerá no site. O cliente poderá escrever outra."
                  confirmLabel="Rejeitar"
                  fields={{ intent: "reject", id: r.id }}
                  trigger={
                    <Button variant="outline" className="border-red-700 text-red-700 hover:bg-red-50">
                      <X aria-hidden /> Rejeitar
                    </Button>
                  }
                />
              </>
            }
          />
        ))}
      </ul>
    </>
  );
}
