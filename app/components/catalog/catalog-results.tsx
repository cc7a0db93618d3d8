import { Link, useNavigation } from "react-router";
import { ChevronUp, Loader2, PackageSearch, RotateCcw } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { ProductCard, type ProductCardProduct } from "./product-card";
import type { SampleViewer } from "./sample-links";
import { useOpenSamples } from "~/lib/render/root-data";
import { SharedHtml } from "~/lib/render/shared-html";

export const CATALOG_LOADING_TEXT = "Carregando produtos...";
export const CATALOG_EMPTY_TEXT = "Nenhum produto encontrado com os filtros aplicados.";

/** True while the router is loading another catalogue URL (filters, category, more products). */
export function useCatalogLoading() {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname.startsWith("/produtos");
}

/**
 * The product grid with its states: loading, empty (with 'Limpar filtros'), and the links to
 * load more products or go back to earlier ones (plain links: they work without JavaScript).
 */
export function CatalogResults({
  products,
  viewer,
  hasFilters,
  previousHref,
  moreHref,
  truncated = false,
  categories = [],
}: {
  products: (ProductCardProduct & { id: string })[];
  viewer: SampleViewer | null;
  hasFilters: boolean;
  previousHref: string | null;
  moreHref: string | null;
  /** More products match than the catalogue lists: ask to narrow the search. */
  truncated?: boolean;
  /** Suggested when nothing matches: a need is often a whole product line. */
  categories?: { slug: string; name: string }[];
}) {
  const loading = useCatalogLoading();
  const openSamples = useOpenSamples();
  return (
    <section aria-labelledby="resultados-titulo" className="mt-6">
      <h2 id="resultados-titulo" className="sr-only">
        Resultados
      </h2>
      <p
        role="status"
        aria-live="polite"
        className={cn("flex min-h-6 items-center gap-2 text-sm font-medium text-brand-800", !loading && "sr-only")}
      >
        {loading ? (
          <>
            <Loader2 className="size-4 animate-spin" aria-hidden /> {CATALOG_LOADING_TEXT}
          </>
        ) : products.length ? (
          `${products.length} ${products.length === 1 ? "produto exibido" : "produtos exibidos"}`
        ) : (
          ""
        )}
      </p>
      {products.length === 0 ? (
        <div className={cn("mt-2 flex flex-col items-center rounded-2xl bg-cream-50 px-6 py-14 text-center", loading && "opacity-60")}>
          <PackageSearch className="size-10 text-brand-600" aria-hidden />
          <p className="mt-3 text-lg font-semibold text-ink">{hasFilters ? CATALOG_EMPTY_TEXT : "Nenhum produto disponível no momento."}</p>
          {hasFilters ? (
            <Link to="/produtos" preventScrollReset className={cn(buttonVariants({ variant: "outline", className: "mt-5" }))}>
              <RotateCcw aria-hidden /> Limpar filtros
            </Link>
          ) : null}
          {hasFilters && categories.length ? (
            <nav aria-labelledby="sugestoes-titulo" className="mt-8 w-full max-w-xl">
              <h3 id="sugestoes-titulo" className="text-base font-semibold text-ink">
                Veja nossas linhas de produtos
              </h3>
              <ul className="mt-3 flex flex-wrap justify-center gap-2">
                {categories.map((c) => (
                  <li key={c.slug}>
                    <Link to={`/produtos/${c.slug}`} className={buttonVariants({ variant: "secondary" })}>
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : (
        <>
          {previousHref ? (
            <div className="mb-4 flex justify-center">
              <Link to={previousHref} className={buttonVariants({ variant: "ghost" })}>
                <ChevronUp aria-hidden /> Ver produtos anteriores
              </Link>
            </div>
          ) : null}
          <ul
            aria-busy={loading || undefined}
            className={cn("mt-2 grid gap-5 sm:grid-cols-2 lg:grid-cols-3", loading && "opacity-60 transition-opacity")}
          >
            {products.map((product, index) => (
              // A card's HTML is its product's alone (the viewer matters only once the sample button is
              // clicked): rendered once per product on the server (lib/shared-html.tsx), except the
              // first two, whose images React announces in the <head> as it renders them, and a card
              // that shows the customer's open request of it.
              <SharedHtml as="li" key={product.id} id="product-card:h2" data={product} reuse={index >= 2 && !openSamples[product.slug]}>
                <ProductCard product={product} viewer={viewer} openRequestStatus={openSamples[product.slug]} priority={index < 2} />
              </SharedHtml>
            ))}
          </ul>
          {moreHref ? (
            <div className="mt-8 flex justify-center">
              <Link
                to={moreHref}
                replace
                preventScrollReset
                className={cn(buttonVariants({ variant: "outline", size: "lg", className: "min-w-56" }))}
              >
                {loading ? <Loader2 className="animate-spin" aria-hidden /> : null}
                Carregar mais produtos
              </Link>
            </div>
          ) : null}
          {truncated ? (
            <p className="mt-8 text-center text-sm text-muted">
              Há mais produtos com estes filtros. Use a busca ou escolha uma categoria para encontrá-los.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
