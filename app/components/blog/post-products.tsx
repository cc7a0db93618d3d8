import { ProductCard } from "~/components/catalog/product-card";
import type { ProductCardData } from "~/models/catalog.server";
import { useOpenSamples, useRootData } from "~/lib/render/root-data";
import { SharedHtml } from "~/lib/render/shared-html";

export const POST_PRODUCTS_HEADING = "Produtos citados neste artigo";

/**
 * The products a post names, under the article, with the catalogue's card and its sample button. The
 * customer's open request of a product comes from the list (useOpenSamples), never from the card: a
 * card without one is HTML shared by every visitor (lib/shared-html.tsx).
 */
export function PostProducts({ products }: { products: ProductCardData[] }) {
  const root = useRootData();
  const openSamples = useOpenSamples();
  if (!products.length) return null;
  const viewer = root?.user ? { fullName: root.user.fullName, email: root.user.email } : null;
  return (
    <section aria-labelledby="produtos-citados" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="produtos-citados" className="text-2xl font-semibold text-brand-900">
        {POST_PRODUCTS_HEADING}
      </h2>
      <p className="mt-1 text-muted">Experimente antes de comprar: peça uma amostra grátis e pague apenas o frete.</p>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <SharedHtml as="li" key={product.id} id="post-products:card" data={product} reuse={!openSamples[product.slug]}>
            <ProductCard product={product} viewer={viewer} openRequestStatus={openSamples[product.slug]} headingLevel="h3" />
          </SharedHtml>
        ))}
      </ul>
    </section>
  );
}
