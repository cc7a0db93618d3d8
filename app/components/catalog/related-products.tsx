import { Link } from "react-router";
import { SharedHtml } from "~/lib/render/shared-html";
import { CategoryBadge } from "./category-badge";
import { FavoriteButton } from "./favorite-button";
import type { ProductCardProduct } from "./product-card";
import { ProductImage } from "./product-image";
import { RatingSummary } from "./star-rating";

/**
 * "Produtos relacionados" under a product: small cards (image, line, name, rating, the
 * heart) that lead to the other product's page, two to a row on a phone.
 */
export function RelatedProducts({ products }: { products: (ProductCardProduct & { id: string })[] }) {
  if (!products.length) return null;
  return (
    <section aria-labelledby="produtos-relacionados" className="mt-14">
      <h2 id="produtos-relacionados" className="text-2xl font-semibold text-brand-900">
        Produtos relacionados
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {products.map((product) => (
          // The same for every visitor: rendered once per product on the server (lib/shared-html.tsx).
          <SharedHtml as="li" key={product.id} id="product-related" data={product}>
            <RelatedCard product={product} />
          </SharedHtml>
        ))}
      </ul>
    </section>
  );
}

function RelatedCard({ product }: { product: ProductCardProduct }) {
  // Not product-card's productHref: importing it would bring the whole card's code to the product page.
  const href = `/produto/${product.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm">
      <div className="relative bg-cream-100">
        <Link to={href} tabIndex={-1} aria-hidden prefetch="intent">
          <ProductImage src={product.imageUrl} size={400} alt="" loading="lazy" sizes="(min-width: 1024px) 270px, 50vw" />
        </Link>
        <FavoriteButton slug={product.slug} name={product.name} className="absolute top-1.5 right-1.5" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        {product.category ? <CategoryBadge slug={product.category.slug} name={product.category.name} className="self-start" /> : null}
        <h3 className="font-display text-base leading-snug font-semibold text-brand-900">
          <Link to={href} prefetch="intent" className="inline-flex min-h-11 items-center hover:underline">
            {product.name}
          </Link>
        </h3>
        <RatingSummary average={product.rating.average} count={product.rating.count} className="mt-auto text-xs" />
      </div>
    </article>
  );
}
