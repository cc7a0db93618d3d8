import { Link } from "react-router";
import { Check } from "~/components/icons";
import type { SampleStatus } from "~/db/schema/enums";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { CategoryBadge } from "./category-badge";
import { FavoriteButton } from "./favorite-button";
import { ProductImage } from "./product-image";
import { SampleRequestButton } from "./sample-request-button";
import type { SampleViewer } from "./sample-links";
import { RatingSummary } from "./star-rating";

export interface ProductCardProduct {
  name: string;
  slug: string;
  summary: string;
  benefits: string[];
  imageUrl: string | null;
  category: { slug: string; name: string } | null;
  rating: { average: number | null; count: number };
  sampleDescription?: string | null;
  /** No free sample left: the button reads 'Amostras esgotadas'. */
  soldOut?: boolean;
}

export function productHref(slug: string) {
  return `/produto/${slug}`;
}

/**
 * A product in a grid (catalogue, category pages, home): image, line, name, summary, up to three
 * benefits, the real rating, 'Amostra Grátis', and the two ways forward.
 */
export function ProductCard({
  product,
  viewer,
  openRequestStatus = null,
  priority = false,
  headingLevel = "h2",
  className,
}: {
  product: ProductCardProduct;
  viewer: SampleViewer | null;
  /** The customer's open request of this product (useOpenSamples in the list): a card that has one is not kept as shared HTML. */
  openRequestStatus?: SampleStatus | null;
  /** Above the fold: load the image at once. */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const Heading = headingLevel;
  const href = productHref(product.slug);
  return (
    <article className={cn("flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm", className)}>
      <div className="relative bg-cream-100">
        <Link to={href} tabIndex={-1} aria-hidden prefetch="intent">
          <ProductImage
            src={product.imageUrl}
            size={400}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
          />
        </Link>
        {product.category ? (
          <CategoryBadge slug={product.category.slug} name={product.category.name} className="absolute top-3 left-3 shadow-sm" />
        ) : null}
        <FavoriteButton slug={product.slug} name={product.name} className="absolute top-2 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Heading className="font-display text-lg leading-snug font-semibold text-brand-900">
            <Link to={href} prefetch="intent" className="inline-flex min-h-11 items-center hover:underline">
              {product.name}
            </Link>
          </Heading>
          <p className="mt-1 line-clamp-3 text-sm text-muted">{product.summary}</p>
        </div>
        {product.benefits.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Benefícios">
            {product.benefits.slice(0, 3).map((benefit) => (
              <li
                key={benefit}
                className="inline-flex items-center gap-1 rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-medium text-brand-800"
              >
                <Check className="size-3" aria-hidden />
                {benefit}
              </li>
            ))}
          </ul>
        ) : null}
        <RatingSummary average={product.rating.average} count={product.rating.count} />
        <div className="mt-auto flex items-end justify-between gap-2 pt-1">
          <div>
            <p className="font-display text-xl font-bold text-brand-700">Amostra Grátis</p>
            <p className="text-xs text-muted">Pague apenas o frete</p>
            {product.sampleDescription ? <p className="mt-1 text-sm text-ink">Amostra: {product.sampleDescription}</p> : null}
          </div>
        </div>
        <div className="grid gap-2">
          <SampleRequestButton
            product={{ slug: product.slug, name: product.name }}
            viewer={viewer}
            openRequestStatus={openRequestStatus}
            soldOut={product.soldOut}
            className="w-full"
          />
          <Link
            to={href}
            prefetch="intent"
            aria-label={`Ver Detalhes de ${product.name}`}
            className={cn(buttonVariants({ variant: "outline", className: "w-full" }))}
          >
            Ver Detalhes
          </Link>
        </div>
      </div>
    </article>
  );
}
