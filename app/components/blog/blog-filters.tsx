import { useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Search, X } from "~/components/icons";
import { cn } from "~/lib/common/cn";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

export interface BlogFilterValues {
  q: string;
  /** Selected category slug, or null for Todos. */
  category: string | null;
}

/** The /blog address for a set of filters (empty ones left out). */
export function blogUrl({ q, category }: BlogFilterValues, page = 1): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (category) params.set("categoria", category);
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

const SEARCH_DELAY_MS = 350;

/**
 * Search box, category buttons and the chips of the active filters. A GET form, so it works without
 * JavaScript; with it, the list follows the text as the person types (debounced, replacing the history entry).
 */
export function BlogFilters({
  values,
  categories,
  searching,
}: {
  values: BlogFilterValues;
  categories: { name: string; slug: string }[];
  searching: boolean;
}) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Keep the box in step with the address (a removed chip, the back button), unless the person is typing in it.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = values.q;
  }, [values.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // On a phone the category buttons scroll sideways: bring the selected one into view.
  const categoriesRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = categoriesRef.current;
    const active = nav?.querySelector<HTMLElement>("[aria-current]");
    if (nav && active && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
    }
  }, [values.category]);

  function go(q: string) {
    clearTimeout(timer.current);
    const to = blogUrl({ q, category: values.category });
    if (to !== blogUrl(values)) void navigate(to, { replace: true, preventScrollReset: true });
  }

  const activeCategory = categories.find((c) => c.slug === values.category);
  const hasFilters = Boolean(values.q || activeCategory);

  return (
    <div className="flex flex-col gap-4">
      <Form
        method="get"
        action="/blog"
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          go(inputRef.current?.value ?? "");
        }}
      >
        <label htmlFor="blog-search" className="sr-only">
          Buscar posts
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <Input
            ref={inputRef}
            id="blog-search"
            type="search"
            name="q"
            defaultValue={values.q}
            placeholder="Buscar posts..."
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className="pl-9"
            onChange={(event) => {
              const q = event.currentTarget.value;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => go(q), SEARCH_DELAY_MS);
            }}
          />
        </div>
        {values.category ? <input type="hidden" name="categoria" value={values.category} /> : null}
        <Button type="submit" variant="default" aria-busy={searching}>
          Buscar
        </Button>
      </Form>

      <nav ref={categoriesRef} aria-label="Categorias do blog" className="relative -mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
          <li>
            <CategoryLink to={blogUrl({ q: values.q, category: null })} active={!activeCategory}>
              Todos
            </CategoryLink>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <CategoryLink to={blogUrl({ q: values.q, category: c.slug })} active={activeCategory?.slug === c.slug}>
                {c.name}
              </CategoryLink>
            </li>
          ))}
        </ul>
      </nav>

      {hasFilters ? (
        <div className="flex flex-wrap items-center gap-2" aria-label="Filtros ativos" role="group">
          <span className="text-sm text-muted">Filtros:</span>
          {values.q ? (
            <FilterChip to={blogUrl({ q: "", category: values.category })} label={`Remover filtro de busca “${values.q}”`}>
              Busca: “{values.q}”
            </FilterChip>
          ) : null}
          {activeCategory ? (
            <FilterChip to={blogUrl({ q: values.q, category: null })} label={`Remover filtro de categoria ${activeCategory.name}`}>
              {activeCategory.name}
            </FilterChip>
          ) : null}
          {values.q && activeCategory ? (
            <Link
              to="/blog"
              preventScrollReset
              className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              Limpar filtros
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function CategoryLink({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
        active ? "border-brand-700 bg-brand-700 text-white" : "border-cream-200 bg-white text-ink hover:border-brand-300 hover:bg-brand-50",
      )}
    >
      {children}
    </Link>
  );
}

function FilterChip({ to, label, children }: { to: string; label: string; children: React.ReactNode }) {
  return (
    <span className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-50 pl-4 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
      {children}
      <Link
        to={to}
        preventScrollReset
        aria-label={label}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-100"
      >
        <X className="size-4" aria-hidden />
      </Link>
    </span>
  );
}
