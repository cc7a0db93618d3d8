import { Link, useLocation } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { formatNumber } from "~/i18n/format";

function pageHref(search: string, page: number, param: string) {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** Where a paged list stands, as its loader answers it. */
export interface PageView {
  page: number;
  pageCount: number;
  total: number;
  /** `total` is a lower bound (the list stopped counting): "mais de …", and the next page exists. */
  more?: boolean;
}

/** A page of a list with its rows. */
export type PagedRows<T> = PageView & { rows: T[] };

/** Previous / next links that keep the current filters in the address. */
export function Pagination({
  page,
  pageCount,
  total,
  more = false,
  param = "pagina",
  label = "Paginação",
}: PageView & {
  param?: string;
  label?: string;
}) {
  const { search } = useLocation();
  if (pageCount <= 1 && !more)
    return <p className="mt-3 text-sm text-muted">{`${formatNumber(total)} ${total === 1 ? "registro" : "registros"}`}</p>;
  const link = (target: number, disabled: boolean, children: React.ReactNode, rel: string) =>
    disabled ? (
      <span className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "pointer-events-none opacity-50")} aria-disabled="true">
        {children}
      </span>
    ) : (
      <Link
        to={pageHref(search, target, param)}
        rel={rel}
        preventScrollReset
        className={buttonVariants({ variant: "secondary", size: "sm" })}
      >
        {children}
      </Link>
    );
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
      <span>
        {more
          ? `Página ${formatNumber(page)} · mais de ${formatNumber(total)} registros`
          : `Página ${formatNumber(page)} de ${formatNumber(pageCount)} · ${formatNumber(total)} registros`}
      </span>
      <span className="flex gap-2">
        {link(
          page - 1,
          page <= 1,
          <>
            <ChevronLeft aria-hidden /> Anterior
          </>,
          "prev",
        )}
        {link(
          page + 1,
          page >= pageCount && !more,
          <>
            Próxima <ChevronRight aria-hidden />
          </>,
          "next",
        )}
      </span>
    </nav>
  );
}
