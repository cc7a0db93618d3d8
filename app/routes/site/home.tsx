import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/lib/brand";
import { PRODUCT_CATEGORIES } from "~/lib/categories";
import { pageMeta } from "~/lib/meta";
import { ProductCard } from "~/components/catalog/product-card";
import { listFeaturedProducts } from "~/models/catalog.server";
import { useRootData } from "~/root";

export async function loader() {
  return { featured: await listFeaturedProducts(3) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${BRAND.name} – Suplementos naturais e amostras grátis`,
    description: "Suplementos naturais e nootrópicos com base científica. Peça sua amostra grátis e pague apenas o frete.",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-cream-100">
        <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
          <h1 className="max-w-2xl text-4xl leading-tight font-bold text-brand-900 md:text-5xl">
            Vitalidade natural, com ciência e cuidado
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            Suplementos naturais e nootrópicos selecionados. Experimente antes: peça sua amostra grátis e pague apenas o frete.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/produtos">Ver produtos</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/blog">Ler o blog</Link>
            </Button>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4">
            <div>
              <dt className="text-sm text-muted">clientes</dt>
              <dd className="order-first font-display text-3xl font-bold text-brand-700">10k+</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">avaliação</dt>
              <dd className="order-first font-display text-3xl font-bold text-brand-700">4.9</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">produtos</dt>
              <dd className="order-first font-display text-3xl font-bold text-brand-700">50+</dd>
            </div>
          </dl>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="text-2xl font-semibold text-brand-900">Nossas linhas</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PRODUCT_CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link to={`/produtos/${c.slug}`} className="block rounded-2xl p-5 hover:shadow-md" style={{ background: c.tint }}>
                <span className="font-semibold" style={{ color: c.color }}>
                  {c.name}
                </span>
                <p className="mt-1 text-sm text-ink">{c.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <FeaturedProducts products={loaderData.featured} />
    </>
  );
}

/** Up to 3 featured active products, with the catalogue's card (issue 4). */
function FeaturedProducts({ products }: { products: Route.ComponentProps["loaderData"]["featured"] }) {
  const root = useRootData();
  if (!products.length) return null;
  const viewer = root?.user ? { fullName: root.user.fullName, email: root.user.email } : null;
  return (
    <section aria-labelledby="destaques-titulo" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="destaques-titulo" className="text-2xl font-semibold text-brand-900">
          Produtos em destaque
        </h2>
        <Link to="/produtos" className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
          Ver todos os produtos
        </Link>
      </div>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} viewer={viewer} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
