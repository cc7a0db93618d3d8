import { Link } from "react-router";
import type * as React from "react";
import { AlertTriangle, Star } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/i18n/format";
import { MSG } from "~/i18n/admin";
import { BRAND } from "~/lib/common/brand";
import { cn } from "~/lib/common/cn";
import type { AdminReview } from "~/models/admin/reviews.server";

export type ReviewView = AdminReview;

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} de 5 estrelas`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={cn("size-4", i < rating ? "fill-amber-400 text-amber-500" : "text-cream-200")} aria-hidden />
      ))}
    </span>
  );
}

/** The flag of a therapeutic claim, with the words that raised it. */
function HealthClaimNote({ words }: { words: string[] }) {
  return (
    <div className="mb-3 flex items-start gap-2 rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900" data-testid="health-claim">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p>
          <strong>Alegação de saúde:</strong> o texto menciona cura, tratamento ou diagnóstico. Suplementos não podem fazer alegações
          terapêuticas; revise antes de aprovar.
        </p>
        {words.length ? (
          <p className="mt-1.5 flex flex-wrap items-center gap-1.5" data-testid="health-claim-words">
            <span>Palavras que acionaram o alerta:</span>
            {words.map((word) => (
              <mark key={word} className="rounded bg-amber-200 px-1.5 py-0.5 font-semibold text-amber-950">
                {word}
              </mark>
            ))}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** One review as the moderator reads it: the flag, product, stars, text, author (linked to the customer's page), the store's reply, and `actions`. */
export function ReviewCard({
  review: r,
  testId,
  select,
  actions,
}: {
  review: ReviewView;
  testId: string;
  select?: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <li
      data-testid={testId}
      className={cn("rounded-xl border bg-white p-4 sm:p-5", r.healthClaim ? "border-amber-400 ring-1 ring-amber-300" : "border-cream-200")}
    >
      {r.healthClaim ? <HealthClaimNote words={r.healthClaimWords} /> : null}
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
          {select}
          <span className="min-w-0">
            Produto:{" "}
            {r.productSlug ? (
              <Link to={`/produto/${r.productSlug}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {r.productName}
              </Link>
            ) : (
              <span className="font-semibold">{r.productName}</span>
            )}
          </span>
        </p>
        <span className="flex items-center gap-2">
          {r.receivedSample ? (
            <Badge variant="default" data-testid="received-sample">
              Recebeu amostra
            </Badge>
          ) : null}
          <Stars rating={r.rating} />
        </span>
      </div>
      {r.title ? <h2 className="mt-2 font-sans text-base font-semibold tracking-normal break-words text-ink">{r.title}</h2> : null}
      <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{r.content}</p>
      <p className="mt-3 text-xs break-words text-muted">
        Por{" "}
        <Link to={`/admin-panel/usuarios/${r.userId}`} className="font-semibold text-ink underline-offset-2 hover:underline">
          {r.authorName?.trim() || MSG.missingName}
        </Link>
        {r.authorEmail ? <> ({r.authorEmail})</> : null} · {formatDateTime(r.createdAt)}
      </p>
      {r.reply ? (
        <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-cream-50 p-3" data-testid="review-reply">
          <p className="text-xs font-semibold text-brand-900">
            Resposta da {BRAND.name}
            {r.repliedAt ? <span className="font-normal text-muted"> · {formatDateTime(r.repliedAt)}</span> : null}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{r.reply}</p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}
