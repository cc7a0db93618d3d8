import { Form } from "react-router";
import { Search } from "~/components/icons";
import { cn } from "~/lib/common/cn";
import { buttonVariants } from "./ui/button";

/** The catalogue's search (GET /produtos?q=…): works without JavaScript. */
function SearchForm({ id, className }: { id: string; className?: string }) {
  return (
    <Form method="get" action="/produtos" role="search" aria-label="Buscar produtos" className={cn("flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        Buscar produtos
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Buscar produtos"
        maxLength={100}
        className="h-11 w-full min-w-0 rounded-l-full border border-r-0 border-cream-300 bg-white px-4 text-sm text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <button
        type="submit"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-r-full border border-cream-300 bg-brand-700 text-white hover:bg-brand-800"
        aria-label="Buscar"
      >
        <Search className="size-5" aria-hidden />
      </button>
    </Form>
  );
}

/** Desktop: the field itself in the header. */
export function HeaderSearchField() {
  return <SearchForm id="busca-cabecalho" className="hidden w-56 lg:flex" />;
}

/**
 * Phone and tablet: a button that opens the field under the header. A <details> box, so it opens
 * without JavaScript too.
 */
export function HeaderSearchButton() {
  return (
    <details
      className="group lg:hidden"
      // Opened by the button: the field takes the focus, ready to type.
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector("input")?.focus();
      }}
    >
      <summary
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "list-none [&::-webkit-details-marker]:hidden")}
        aria-label="Buscar produtos"
      >
        <Search className="size-6" aria-hidden />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-cream-200 bg-white px-3 py-2 shadow-sm sm:px-4">
        <SearchForm id="busca-telefone" className="mx-auto max-w-6xl" />
      </div>
    </details>
  );
}
