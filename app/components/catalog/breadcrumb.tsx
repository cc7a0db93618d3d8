import { Link } from "react-router";
import { ChevronRight } from "~/components/icons";

/** Início / … / current page. The last item is the page itself (not a link). */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Trilha de navegação" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {items.map((item, index) => (
          <li key={item.label} className="flex min-w-0 items-center gap-1">
            {index > 0 ? <ChevronRight className="size-4 shrink-0" aria-hidden /> : null}
            {item.to ? (
              <Link to={item.to} className="inline-flex min-h-11 min-w-11 items-center hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
