import { data } from "react-router";
import type { Route } from "./+types/home";
import { listLatestPosts, sharedBlogData, type PostSummary } from "~/models/blog.server";
import { env } from "~/lib/server/env.server";
import { BRAND } from "~/lib/common/brand";
import { pageMeta } from "~/lib/render/meta";
import { BlogTeasers } from "~/components/home/blog-teasers";
import { EbookCta } from "~/components/home/ebook-cta";
import { FeaturedProducts } from "~/components/home/featured-products";
import { listFeaturedProducts } from "~/models/catalog.server";
import { countStore, listTestimonials, meaningfulFigures } from "~/models/store-figures.server";
import { formatNumber, formatRating } from "~/i18n/format";
import { StoreFigures } from "~/components/home/store-figures";
import { Testimonials } from "~/components/home/testimonials";
import { publicPageHeaders } from "~/lib/server/http-cache.server";
import { getUser } from "~/services/session.server";
import { sharedData, Tags } from "~/lib/server/cache.server";
import { island } from "~/lib/render/island";

// The fixed sections: the browser keeps the server's HTML instead of downloading their code (lib/island.tsx).
const sections = () => import("~/components/home/fixed-sections");
const Hero = island("home:hero", () => sections().then((m) => m.Hero));
const MissionValues = island("home:mission-values", () => sections().then((m) => m.MissionValues));
const ProductLines = island("home:product-lines", () => sections().then((m) => m.ProductLines));
const ScienceSection = island("home:science", () => sections().then((m) => m.ScienceSection));

const BLOG_TEASERS = 3;
const FEATURED_PRODUCTS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const [posts, featured, figures, testimonials] = await Promise.all([
    sharedBlogData("home:posts", () => listLatestPosts(BLOG_TEASERS)).catch((error): PostSummary[] => {
      console.error("[home] falha ao carregar os posts:", error);
      return [];
    }),
    sharedData("home:featured", [Tags.catalog], () => listFeaturedProducts(FEATURED_PRODUCTS)),
    // Every figure the home page claims is counted (models/store-figures.server.ts), fresh after the writes that change it.
    sharedData("home:figures", [Tags.catalog, Tags.customers], async () =>
      meaningfulFigures(await countStore(), { number: formatNumber, rating: formatRating }),
    ),
    sharedData("home:testimonials", [Tags.catalog, Tags.customers], () => listTestimonials()),
  ]);
  return data(
    { posts, featured, figures, testimonials, canonical: `${env().baseUrl}/`, feedUrl: `${env().baseUrl}/blog/rss.xml` },
    { headers: publicPageHeaders(Boolean(getUser(context))) },
  );
}

/** On a client-side navigation, the fixed sections' code comes with the data (no gap while it loads). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), Hero.preload()]);
  return data;
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: `${BRAND.name} – Suplementos naturais e amostras grátis`,
    description: "Suplementos naturais e nootrópicos com base científica. Peça sua amostra grátis e pague apenas o frete.",
    canonical: loaderData?.canonical,
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `Blog ${BRAND.name}`,
    href: loaderData?.feedUrl ?? "/blog/rss.xml",
  },
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: BRAND.name,
      legalName: BRAND.legalName,
      url: loaderData?.canonical,
      email: BRAND.email,
      telephone: BRAND.phone,
      sameAs: Object.values(BRAND.social),
    },
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <StoreFigures figures={loaderData.figures} />
      <MissionValues />
      <ProductLines />

      <FeaturedProducts products={loaderData.featured} />

      <Testimonials items={loaderData.testimonials} />
      {loaderData.posts.length ? <BlogTeasers posts={loaderData.posts} /> : null}
      <ScienceSection />
      <EbookCta />
    </>
  );
}
