import { data } from "react-router";
import type { Route } from "./+types/catalog";
import { Breadcrumb } from "~/components/catalog/breadcrumb";
import { CatalogFilters, catalogHref } from "~/components/catalog/catalog-filters";
import { CatalogResults } from "~/components/catalog/catalog-results";
import { env } from "~/lib/server/env.server";
import { publicPageHeaders } from "~/lib/server/http-cache.server";
import { pageMeta } from "~/lib/render/meta";
import { getUser } from "~/services/session.server";
import { sharedData, Tags } from "~/lib/server/cache.server";
import { loadCatalog, readCatalogParams } from "~/models/catalog.server";
import { useRootData } from "~/lib/render/root-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = readCatalogParams(url.searchParams);
  const catalog = await sharedData(`catalog:${JSON.stringify(params)}`, [Tags.catalog], () => loadCatalog(params));
  const base = env().baseUrl;
  // A filter by category alone is the category page; searches are not indexed.
  const canonical = catalog.category && !catalog.q ? `${base}/produtos/${catalog.category}` : `${base}/produtos`;
  return data(
    { ...catalog, canonical, noindex: Boolean(catalog.q) || catalog.firstPage > 1 },
    { headers: publicPageHeaders(Boolean(getUser(context))) },
  );
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Produtos",
    description:
      "Suplementos naturais e nootrópicos da Raiz Vital para foco, energia, sono, imunidade, detox e emagrecimento. Peça sua amostra grátis e pague apenas o frete.",
    canonical: loaderData?.canonical,
    noindex: loaderData?.noindex,
  });

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { products, categories, q, category, firstPage, page, hasMore, truncated } = loaderData;
  const root = useRootData();
  const viewer = root?.user ? { fullName: root.user.fullName, email: root.user.email } : null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumb items={[{ label: "Início", to: "/" }, { label: "Produtos" }]} />
      <header className="mt-2 mb-6 max-w-2xl">
        <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">Nossos Produtos</h1>
        <p className="mt-2 text-muted">
          Suplementos naturais com base científica. Experimente antes: a amostra é grátis e você paga apenas o frete.
        </p>
      </header>
      <CatalogFilters filters={{ q, category }} categories={categories} mode="query" />
      <CatalogResults
        products={products}
        viewer={viewer}
        hasFilters={Boolean(q || category)}
        previousHref={firstPage > 1 ? catalogHref({ q, category, page: firstPage - 1 }) : null}
        moreHref={hasMore ? catalogHref({ q, category, page: page + 1 }) : null}
        truncated={truncated}
        categories={categories}
      />
    </div>
  );
}
