import { Link } from "react-router";
import { ProductCard } from "~/components/catalog/product-card";
import type { ProductCardData } from "~/models/catalog.server";
import { useOpenSamples, useRootData } from "~/lib/render/root-data";
import { SharedHtml } from "~/lib/render/shared-html";

/** Up to three featured products on the home page, with the catalogue's own card. */
export function FeaturedProducts({ products }: { products: ProductCardData[] }) {
  const root = useRootData();
  const openSamples = useOpenSamples();
  if (!products.length) return null;
  const viewer = root?.user ? { fullName: root.user.fullName, email: root.user.email } : null;
  return (
    <section aria-labelledby="produtos-destaque" className="mx-auto max-w-6xl px-4 py-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="produtos-destaque" className="text-3xl font-semibold text-brand-900">
          Produtos em Destaque
        </h2>
        <Link to="/produtos" className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
          Ver todos os produtos
        </Link>
      </div>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          // The card's HTML is the product's alone (the viewer matters only once the sample button is
          // clicked): rendered once per product on the server (lib/shared-html.tsx), except a card that
          // shows the customer's open request of it.
          <SharedHtml as="li" key={product.id} id="product-card:h3" data={product} reuse={!openSamples[product.slug]}>
            <ProductCard product={product} viewer={viewer} openRequestStatus={openSamples[product.slug]} headingLevel="h3" />
          </SharedHtml>
        ))}
      </ul>
    </section>
  );
}
