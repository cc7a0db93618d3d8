import { Link, useFetcher } from "react-router";
import { AlertTriangle, Check, MessageSquareText, Star, X } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/i18n/format";
import { MSG } from "~/i18n/admin";
import { cn } from "~/lib/cn";
import { ConfirmAction } from "./confirm-action";
import { EmptyState } from "./empty-state";
import { useFailureToast } from "./use-failure-toast";

export interface ReviewView {
  id: string;
  rating: number;
  title: string | null;
  content: string;
  healthClaim: boolean;
  createdAt: string | Date;
  authorName: string | null;
  authorEmail: string | null;
  productName: string;
  productSlug: string | null;
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} de 5 estrelas`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={cn("size-4", i < rating ? "fill-amber-400 text-amber-500" : "text-cream-200")} aria-hidden />
      ))}
    </span>
  );
}

function ApproveButton({ id }: { id: string }) {
  const fetcher = useFetcher();
  useFailureToast(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        <Check aria-hidden /> Aprovar
      </Button>
    </fetcher.Form>
  );
}

export function ReviewQueue({ reviews }: { reviews: ReviewView[] }) {
  if (!reviews.length) {
    return (
      <EmptyState icon={MessageSquareText} title="Nenhuma avaliação aguardando moderação">
        Tudo em dia! Novas avaliações dos clientes aparecem aqui antes de serem publicadas.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Avaliações pendentes">
      {reviews.map((r) => (
        <li
          key={r.id}
          data-testid="pending-review"
          className={cn("rounded-xl border bg-white p-4 sm:p-5", r.healthClaim ? "border-amber-400 ring-1 ring-amber-300" : "border-cream-200")}
        >
          {r.healthClaim ? (
            <p className="mb-3 flex items-start gap-2 rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900" data-testid="health-claim">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <strong>Alegação de saúde:</strong> o texto menciona cura, tratamento ou diagnóstico. Suplementos não podem fazer alegações terapêuticas; revise antes de aprovar.
              </span>
            </p>
          ) : null}
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">
              Produto:{" "}
              {r.productSlug ? (
                <Link to={`/produto/${r.productSlug}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {r.productName}
                </Link>
              ) : (
                <span className="font-semibold">{r.productName}</span>
              )}
            </p>
            <Stars rating={r.rating} />
          </div>
          {r.title ? <h2 className="mt-2 font-sans text-base font-semibold tracking-normal text-ink">{r.title}</h2> : null}
          <p className="mt-1 text-sm whitespace-pre-line text-ink">{r.content}</p>
          <p className="mt-3 text-xs text-muted">
            Por <strong className="text-ink">{r.authorName?.trim() || MSG.missingName}</strong>
            {r.authorEmail ? <> ({r.authorEmail})</> : null} · {formatDateTime(r.createdAt)}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <ApproveButton id={r.id} />
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
          </div>
        </li>
      ))}
    </ul>
  );
}
