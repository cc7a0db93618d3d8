import { Link } from "react-router";
import { BadgeCheck, ChevronLeft, ChevronRight } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { formatLongDate } from "~/i18n/format";
import { RECEIVED_SAMPLE_BADGE } from "~/i18n/labels";
import { BRAND } from "~/lib/common/brand";
import { cn } from "~/lib/common/cn";
import { SharedHtml } from "~/lib/render/shared-html";
import { Stars } from "./star-rating";

export interface ReviewItem {
  id: string;
  rating: number;
  title: string | null;
  content: string;
  createdAt: Date | string;
  author: { name: string; initials: string; avatarUrl: string | null };
  receivedSample: boolean;
  reply?: { text: string; date: Date | string } | null;
}

function Avatar({ name, initials, url }: { name: string; initials: string; url: string | null }) {
  if (url) {
    return (
      <img src={url} alt="" width={44} height={44} loading="lazy" className="size-11 shrink-0 rounded-full object-cover" title={name} />
    );
  }
  return (
    <span
      aria-hidden
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
    >
      {initials}
    </span>
  );
}

/** Approved reviews, newest first, with the page links (they keep the reviews tab open). */
export function ReviewList({
  reviews,
  page,
  pageCount,
  pageHref,
}: {
  reviews: ReviewItem[];
  page: number;
  pageCount: number;
  pageHref: (page: number) => string;
}) {
  if (!reviews.length) {
    return (
      <p className="rounded-xl bg-cream-50 p-5 text-sm text-muted">
        Este produto ainda não tem avaliações publicadas. Seja o primeiro a avaliar!
      </p>
    );
  }
  // The same for everyone: kept with the page of reviews it is made from (lib/shared-html.tsx; the
  // product page's list comes from the shared cache, lib/cache.server.ts).
  return (
    <SharedHtml as="div" id="review-list" data={reviews}>
      <ul className="divide-y divide-cream-200" aria-label="Avaliações de clientes">
        {reviews.map((review) => (
          <li key={review.id} className="py-5 first:pt-0">
            <article className="flex gap-3">
              <Avatar name={review.author.name} initials={review.author.initials} url={review.author.avatarUrl} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <p className="font-semibold text-ink">{review.author.name}</p>
                  {review.receivedSample ? (
                    <Badge variant="default">
                      <BadgeCheck className="size-3.5" aria-hidden /> {RECEIVED_SAMPLE_BADGE}
                    </Badge>
                  ) : null}
                </div>
                <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted">
                  <span className="sr-only">Nota {review.rating} de 5</span>
                  <Stars value={review.rating} className="text-base" />
                  <time dateTime={new Date(review.createdAt).toISOString()}>{formatLongDate(review.createdAt)}</time>
                </div>
                {review.title ? <h3 className="mt-2 font-sans text-base font-semibold text-ink">{review.title}</h3> : null}
                <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-ink">{review.content}</p>
                {review.reply ? (
                  <aside className="mt-3 rounded-lg border-l-4 border-brand-600 bg-cream-50 p-3" aria-label={`Resposta da ${BRAND.name}`}>
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-brand-900">
                      Resposta da {BRAND.name}
                      <time className="text-xs font-normal text-muted" dateTime={new Date(review.reply.date).toISOString()}>
                        {formatLongDate(review.reply.date)}
                      </time>
                    </p>
                    <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-ink">{review.reply.text}</p>
                  </aside>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav aria-label="Páginas de avaliações" className="mt-4 flex items-center justify-between gap-2 border-t border-cream-200 pt-4">
          <PageLink to={page > 1 ? pageHref(page - 1) : null}>
            <ChevronLeft aria-hidden /> Mais recentes
          </PageLink>
          <span className="text-sm text-muted">
            Página {page} de {pageCount}
          </span>
          <PageLink to={page < pageCount ? pageHref(page + 1) : null}>
            Anteriores <ChevronRight aria-hidden />
          </PageLink>
        </nav>
      ) : null}
    </SharedHtml>
  );
}

function PageLink({ to, children }: { to: string | null; children: React.ReactNode }) {
  const className = "inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold [&_svg]:size-4";
  if (!to)
    return (
      <span className={cn(className, "invisible")} aria-hidden>
        {children}
      </span>
    );
  return (
    <Link to={to} preventScrollReset replace className={cn(className, "text-brand-700 hover:bg-cream-100")}>
      {children}
    </Link>
  );
}
