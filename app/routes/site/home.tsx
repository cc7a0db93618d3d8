import { data } from "react-router";
import type { Route } from "./+types/home";
import { listLatestPosts, type PostSummary } from "~/models/blog.server";
import { env } from "~/lib/env.server";
import { BRAND } from "~/lib/brand";
import { pageMeta } from "~/lib/meta";
import { Hero } from "~/components/home/hero";
import { MissionValues } from "~/components/home/mission-values";
import { ProductLines } from "~/components/home/product-lines";
import { Testimonials } from "~/components/home/testimonials";
import { BlogTeasers } from "~/components/home/blog-teasers";
import { ScienceSection } from "~/components/home/science-section";
import { EbookCta } from "~/components/home/ebook-cta";

const BLOG_TEASERS = 3;

export async function loader({ request }: Route.LoaderArgs) {
  const posts: PostSummary[] = await listLatestPosts(BLOG_TEASERS).catch((error) => {
    console.error("[home] falha ao carregar os posts:", error);
    return [];
  });
  return data(
    { posts, canonical: `${env().baseUrl}/`, feedUrl: `${env().baseUrl}/blog/rss.xml` },
    {
      headers: {
        "Cache-Control": request.headers.get("cookie") ? "private, no-cache" : "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
        Vary: "Cookie",
      },
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: `${BRAND.name} – Suplementos naturais e amostras grátis`,
    description: "Suplementos naturais e nootrópicos com base científica. Peça sua amostra grátis e pague apenas o frete.",
    canonical: loaderData?.canonical,
  }),
  { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `Blog ${BRAND.name}`, href: loaderData?.feedUrl ?? "/blog/rss.xml" },
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
      <MissionValues />
      <ProductLines />

      {/* Produtos em destaque (issue 4) */}
      <section aria-labelledby="produtos-destaque" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="produtos-destaque" className="text-3xl font-semibold text-brand-900">
          Produtos em Destaque
        </h2>
      </section>

      <Testimonials />
      <BlogTeasers posts={loaderData.posts} />
      <ScienceSection />
      <EbookCta />
    </>
  );
}
