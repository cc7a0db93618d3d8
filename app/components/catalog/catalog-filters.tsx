import { formText } from "~/lib/common/form-text";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Search } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/input";
import { cn } from "~/lib/common/cn";

export interface CatalogFilterState {
  q: string;
  /** Category slug, or null for all. */
  category: string | null;
}

/**
 * The catalogue's URLs. On /produtos the category is a query parameter (?categoria=); on a
 * category page it is the path (/produtos/<slug>). Page 1 is never written.
 */
export function catalogHref(
  { q, category, page }: { q?: string | null; category?: string | null; page?: number },
  mode: "query" | "path" = "query",
): string {
  const params = new URLSearchParams();
  const term = q?.trim();
  if (term) params.set("q", term);
  let path = "/produtos";
  if (category) {
    if (mode === "path") path = `/produtos/${category}`;
    else params.set("categoria", category);
  }
  if (page && page > 1) params.set("pagina", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const TYPING_DELAY_MS = 300;

/**
 * Search box, category dropdown and category badges. A plain GET form without JavaScript; with it,
 * the list follows the typing (debounced, replacing the history entry) and every category change.
 */
export function CatalogFilters({
  filters,
  categories,
  mode,
}: {
  filters: CatalogFilterState;
  categories: { slug: string; name: string }[];
  mode: "query" | "path";
}) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState(filters.q);

  // Follow the URL (back button, 'Limpar filtros') unless the person is typing.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setText(filters.q);
  }, [filters.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: Partial<CatalogFilterState>, replace: boolean) => {
    clearTimeout(timer.current);
    void navigate(catalogHref({ q: next.q ?? text, category: next.category === undefined ? filters.category : next.category }, mode), {
      replace,
      preventScrollReset: true,
    });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <Form
        method="get"
        action="/produtos"
        role="search"
        aria-label="Filtrar produtos"
        className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 sm:grid-cols-[minmax(0,1fr)_16rem_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          go({ q: formText(form, "q"), category: formText(form, "categoria") || null }, false);
        }}
      >
        <div className="relative col-span-2 sm:col-span-1">
          <label htmlFor="busca-produtos" className="sr-only">
            Buscar produtos
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden />
          <Input
            ref={inputRef}
            id="busca-produtos"
            type="search"
            name="q"
            placeholder="Buscar produtos..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            value={text}
            className="pl-10"
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText(value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => go({ q: value }, true), TYPING_DELAY_MS);
            }}
          />
        </div>
        <div>
          <label htmlFor="categoria-produtos" className="sr-only">
            Categoria
          </label>
          <NativeSelect
            id="categoria-produtos"
            name="categoria"
            value={filters.category ?? ""}
            onChange={(event) => go({ category: event.currentTarget.value || null }, false)}
          >
            <option value="">Todas as categorias</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
      </Form>
      <nav aria-label="Categorias" className="min-w-0">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          <li className="shrink-0">
            <CategoryChip to={catalogHref({ q: filters.q }, mode)} active={!filters.category}>
              Todas
            </CategoryChip>
          </li>
          {categories.map((c) => (
            <li key={c.slug} className="shrink-0">
              <CategoryChip to={catalogHref({ q: filters.q, category: c.slug }, mode)} active={filters.category === c.slug}>
                {c.name}
              </CategoryChip>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function CategoryChip({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
        active ? "border-brand-700 bg-brand-700 text-white" : "border-cream-200 bg-white text-ink hover:border-brand-300 hover:bg-brand-50",
      )}
    >
      {children}
    </Link>
  );
}
