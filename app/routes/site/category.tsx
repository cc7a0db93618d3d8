import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/category";
import { Breadcrumb } from "~/components/catalog/breadcrumb";
import { CatalogFilters, catalogHref } from "~/components/catalog/catalog-filters";
import { CatalogResults } from "~/components/catalog/catalog-results";
import { categoryBySlug } from "~/lib/common/categories";
import { env } from "~/lib/server/env.server";
import { publicPageHeaders } from "~/lib/server/http-cache.server";
import { deferred } from "~/lib/render/deferred";
import { pageMeta } from "~/lib/render/meta";
import { getUser } from "~/services/session.server";
import { sharedData, Tags } from "~/lib/server/cache.server";
import { findActiveProductId, loadCatalog, readCatalogParams } from "~/models/catalog.server";
import { useRootData } from "~/lib/render/root-data";
import { currentCategorySlug } from "~/models/slug-history.server";

// Error pages are rare: their code loads when one is shown (lib/deferred.tsx).
const NotFoundContent = deferred(() => import("./not-found").then((m) => m.NotFoundContent));
const LoadError = deferred(() => import("~/components/catalog/load-error").then((m) => m.LoadError));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = { ...readCatalogParams(url.searchParams), category: params.slug };
  const catalog = await sharedData(`catalog:${JSON.stringify(query)}`, [Tags.catalog], () => loadCatalog(query));
  const current = catalog.categories.find((c) => c.slug === catalog.category);
  if (!current) {
    // A line renamed in the panel: its earlier address leads to the current one (as a product's, decision 017).
    const moved = await sharedData(`category-moved:${params.slug}`, [Tags.catalog], () => currentCategorySlug(params.slug));
    if (moved) throw redirect(`/produtos/${moved}${url.search}`, 301);
    // The other reading of the specification: /produtos/<product slug> is the product page.
    if (await findActiveProductId(params.slug)) throw redirect(`/produto/${encodeURIComponent(params.slug)}`, 301);
    throw data(null, { status: 404 });
  }
  return data(
    {
      ...catalog,
      current: { ...current, description: current.description || categoryBySlug(current.slug)?.description || "" },
      canonical: `${env().baseUrl}/produtos/${current.slug}`,
      noindex: Boolean(catalog.q) || catalog.firstPage > 1,
    },
    { headers: publicPageHeaders(Boolean(getUser(context))) },
  );
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData)
    return pageMeta({ title: "Página não encontrada", description: "A página que você procurou não existe.", noindex: true });
  const { current } = loaderData;
  return pageMeta({
    title: `${current.name} – Suplementos naturais`,
    description: `${current.description} Conheça a linha ${current.name} da Raiz Vital e peça sua amostra grátis: você paga apenas o frete.`,
    canonical: loaderData.canonical,
    noindex: loaderData.noindex,
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { products, categories, q, category, firstPage, page, hasMore, truncated, current } = loaderData;
  const root = useRootData();
  const viewer = root?.user ? { fullName: root.user.fullName, email: root.user.email } : null;
  const line = categoryBySlug(current.slug);
  return (
    <>
      <div style={{ background: line?.tint }} className="bg-cream-100">
        <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 md:pt-6">
          <Breadcrumb items={[{ label: "Início", to: "/" }, { label: "Produtos", to: "/produtos" }, { label: current.name }]} />
          <header className="mt-2 max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-muted uppercase">Linha de produtos</p>
            <h1 className="mt-2 text-3xl font-bold md:text-4xl" style={{ color: line?.color }}>
              {current.name}
            </h1>
            <p className="mt-2 text-ink">{current.description}</p>
          </header>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-12">
        <CatalogFilters filters={{ q, category }} categories={categories} mode="path" />
        <CatalogResults
          products={products}
          viewer={viewer}
          hasFilters={Boolean(q || category)}
          previousHref={firstPage > 1 ? catalogHref({ q, category, page: firstPage - 1 }, "path") : null}
          moreHref={hasMore ? catalogHref({ q, category, page: page + 1 }, "path") : null}
          truncated={truncated}
          categories={categories}
        />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  console.error(error);
  return <LoadError />;
}
