import { Suspense, useEffect, useState } from "react";
import { Await, data, isRouteErrorResponse, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { ArrowLeft, CalendarDays, Clock, Eye, UserRound } from "~/components/icons";
import { notify } from "~/lib/render/notify";
import type { Route } from "./+types/post";
import { getPublishedPost, listRelatedPosts, sharedBlogData, withUserLikes, type PostSummary } from "~/models/blog.server";
import { listPostProducts } from "~/models/catalog.server";
import { currentPostSlug } from "~/models/slug-history.server";
import { renderMarkdown } from "~/lib/server/markdown.server";
import { getUser } from "~/services/session.server";
import { sharedData, Tags } from "~/lib/server/cache.server";
import { env } from "~/lib/server/env.server";
import { publicPageHeaders } from "~/lib/server/http-cache.server";
import { deferred } from "~/lib/render/deferred";
import { htmlOnce, OnceHtml } from "~/lib/render/html-once";
import { pageMeta } from "~/lib/render/meta";
import { BRAND } from "~/lib/common/brand";
import { formatNumber } from "~/i18n/format";
import { LIKE_MESSAGES } from "~/i18n/site";
import { Badge } from "~/components/ui/badge";
import { PostLikeButton, LikeButton } from "~/components/blog/like-button";
import { PostCard, PostCardSkeleton, PostDate, readTimeLabel } from "~/components/blog/post-card";
import { PostImage } from "~/components/blog/post-image";
import { useRootData } from "~/lib/render/root-data";

// Error pages are rare: their code loads when one is shown (lib/deferred.tsx).
const NotFoundContent = deferred(() => import("./not-found").then((m) => m.NotFoundContent));
// Only posts that name products show their cards: the cards' code (and the sample dialog's) loads with them.
const PostProducts = deferred(() => import("~/components/blog/post-products").then((m) => m.PostProducts));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = getUser(context);
  // The post and its HTML (Markdown rendered and sanitised once, not per request).
  const shared = await sharedBlogData(`post:${params.slug}`, async () => {
    const post = await getPublishedPost(params.slug);
    return post ? { post, html: renderMarkdown(post.content) } : null;
  });
  if (!shared) {
    const moved = await sharedData(`post-moved:${params.slug}`, [Tags.blog], () => currentPostSlug(params.slug));
    if (moved) throw redirect(`/blog/${moved}${new URL(request.url).search}`, 301);
    throw data(null, { status: 404 });
  }
  const found = shared.post;

  // Streamed after the post for a visitor. For a customer, whose likes of the post and of the related
  // posts are read in one statement, it comes first (shared data, read once per cache time): the list
  // is already there when the page renders.
  const relatedPosts: Promise<PostSummary[]> = sharedData(`post:${found.id}:related`, [Tags.blog], () => listRelatedPosts(found)).catch(
    (error) => {
      console.error("[blog] falha ao carregar posts relacionados:", error);
      return [];
    },
  );
  // The products it names, as cards (the catalogue's data: kept under its tag as well as the blog's).
  const productsNamed = sharedBlogData(`post:${found.id}:products`, () => listPostProducts(found.id), [Tags.catalog]);
  const [{ posts, failed }, products] = await Promise.all([
    withUserLikes<PostSummary>([found, ...(user ? await relatedPosts : [])], user?.id),
    productsNamed,
  ]);
  const [{ likedByMe }, ...likedRelated] = posts as [PostSummary, ...PostSummary[]];
  const post = { ...found, likedByMe };
  const related: Promise<PostSummary[]> | PostSummary[] = user ? likedRelated : relatedPosts;

  const base = env().baseUrl;
  const { content, ...rest } = post;
  return data(
    {
      post: rest,
      // The article goes in the document once (lib/html-once.tsx); a client-side navigation gets it here.
      html: htmlOnce(request, context, "post-body", shared.html),
      related,
      products,
      likesUnavailable: failed,
      canonical: `${base}/blog/${post.slug}`,
      imageUrl: post.imageUrl ? new URL(post.imageUrl, base).toString() : null,
      logoUrl: `${base}/favicon.svg`,
    },
    // The view is counted by the page once shown (routes/site/post-view.ts), so the page may be shared.
    { headers: publicPageHeaders(Boolean(user)) },
  );
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

/** After a form is sent from this page (the newsletter box), the post is not read again: that would count a view. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  if (!d) return pageMeta({ title: "Post não encontrado", description: "Este post não existe ou foi removido.", noindex: true });
  const { post } = d;
  const title = post.metaTitle || post.title;
  const description = post.metaDescription || post.excerpt || `${post.title} – ${BRAND.name}`;
  const published = post.publishedAt ? new Date(post.publishedAt).toISOString() : undefined;
  const modified = new Date(post.updatedAt).toISOString();
  return [
    ...pageMeta({ title, description, canonical: d.canonical, image: d.imageUrl ?? undefined, type: "article" }),
    ...(d.imageUrl
      ? [
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "675" },
          { property: "og:image:alt", content: post.imageAlt || post.title },
        ]
      : []),
    ...(published ? [{ property: "article:published_time", content: published }] : []),
    { property: "article:modified_time", content: modified },
    ...(post.category ? [{ property: "article:section", content: post.category.name }] : []),
    { property: "article:author", content: post.authorName },
    { name: "twitter:card", content: d.imageUrl ? "summary_large_image" : "summary" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description,
        ...(d.imageUrl ? { image: [d.imageUrl] } : {}),
        ...(published ? { datePublished: published } : {}),
        dateModified: modified,
        author: { "@type": "Person", name: post.authorName, ...(post.authorCredentials ? { jobTitle: post.authorCredentials } : {}) },
        publisher: { "@type": "Organization", name: BRAND.name, logo: { "@type": "ImageObject", url: d.logoUrl } },
        mainEntityOfPage: { "@type": "WebPage", "@id": d.canonical },
        url: d.canonical,
        inLanguage: "pt-BR",
        ...(post.category ? { articleSection: post.category.name } : {}),
        timeRequired: `PT${post.readTime}M`,
        interactionStatistic: [
          { "@type": "InteractionCounter", interactionType: "https://schema.org/ReadAction", userInteractionCount: post.views },
          { "@type": "InteractionCounter", interactionType: "https://schema.org/LikeAction", userInteractionCount: post.likeCount },
        ],
      },
    },
  ];
};

export default function Post({ loaderData }: Route.ComponentProps) {
  const { post, html, related, products, likesUnavailable } = loaderData;
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  const views = useViewCount(post.slug, post.views);

  useEffect(() => {
    if (likesUnavailable) notify.error(LIKE_MESSAGES.checkFailed);
  }, [likesUnavailable]);

  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-6 pb-10 md:pt-10">
        <BackToBlog />
        <header className="mt-6">
          {post.category ? (
            <Link to={`/blog?categoria=${post.category.slug}`} className="inline-flex min-h-11 items-center">
              <Badge>{post.category.name}</Badge>
            </Link>
          ) : null}
          <h1 className="mt-1 text-3xl leading-tight font-bold text-brand-900 md:text-4xl">{post.title}</h1>
          {post.excerpt ? <p className="mt-3 text-lg text-muted">{post.excerpt}</p> : null}
          <div className="mt-5 flex items-center justify-between gap-3 border-y border-cream-200 py-3">
            <ul className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              <li className="inline-flex items-center gap-1.5 font-medium text-ink">
                <UserRound className="size-4" aria-hidden />
                <span>
                  <span className="sr-only">Por </span>
                  {post.authorName}
                  {post.authorCredentials ? (
                    <span className="font-normal whitespace-nowrap text-muted"> · {post.authorCredentials}</span>
                  ) : null}
                </span>
              </li>
              <li className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden />
                <PostDate value={post.publishedAt} text={post.publishedAtText} />
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden />
                {readTimeLabel(post.readTime)}
              </li>
              <li className="inline-flex items-center gap-1.5" data-testid="post-views">
                <Eye className="size-4" aria-hidden />
                {formatNumber(views)} {views === 1 ? "visualização" : "visualizações"}
              </li>
            </ul>
            <PostLikeButton post={post} signedIn={signedIn} className="shrink-0" />
          </div>
        </header>

        <PostImage src={post.imageUrl} alt={post.imageAlt} sizes="(min-width: 800px) 736px, 100vw" priority className="mt-6 rounded-2xl" />

        <OnceHtml id="post-body" html={html} className="prose-rv mt-8" />

        <footer className="mt-10 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-cream-50 p-5">
          <p className="text-sm text-ink">Gostou do conteúdo? Deixe sua curtida.</p>
          <LikeButton slug={post.slug} title={post.title} liked={post.likedByMe} count={post.likeCount} signedIn={signedIn} />
        </footer>
      </article>

      {products.length ? <PostProducts products={products} /> : null}

      <section aria-labelledby="relacionados" className="bg-cream-50 py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="relacionados" className="text-2xl font-semibold text-brand-900">
            Posts relacionados
          </h2>
          <Suspense
            fallback={
              <RelatedGrid>
                {[0, 1, 2].map((i) => (
                  <PostCardSkeleton key={i} />
                ))}
              </RelatedGrid>
            }
          >
            <Await resolve={related}>
              {(posts) =>
                posts.length ? (
                  <RelatedGrid>
                    {posts.map((p) => (
                      <PostCard key={p.id} post={p} like={<PostLikeButton post={p} signedIn={signedIn} />} />
                    ))}
                  </RelatedGrid>
                ) : (
                  <p className="mt-4 text-muted">Nenhum outro post publicado ainda.</p>
                )
              }
            </Await>
          </Suspense>
          <div className="mt-8">
            <BackToBlog />
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * Counts this opening of the post (one POST per post shown in a browser; prefetches and crawlers
 * never run it) and shows the count the server answers. The page's own count may be a few seconds
 * old: anonymous pages are served from a cache.
 */
function useViewCount(slug: string, initial: number) {
  const [views, setViews] = useState(initial);
  useEffect(() => {
    setViews(initial);
    const controller = new AbortController();
    fetch(`/blog/${encodeURIComponent(slug)}/visualizar`, {
      method: "POST",
      headers: { Accept: "application/json" },
      keepalive: true,
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => {
        const count = readViews(body);
        if (count !== null) setViews((shown) => Math.max(shown, count));
      })
      .catch(() => {});
    return () => controller.abort();
    // Once per post opened; a new count from a revalidation does not count again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);
  return views;
}

/** The count in the beacon's JSON answer, or null. */
function readViews(body: unknown): number | null {
  const views = (body as { views?: unknown } | null)?.views;
  return typeof views === "number" ? views : null;
}

function RelatedGrid({ children }: { children: React.ReactNode }) {
  return <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Voltar para o blog
    </Link>
  );
}

/** An unknown or unpublished post: the 404 page, inside the site's frame, leading back to the blog. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const backLink = (
    <Link
      to="/blog"
      className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
    >
      Voltar para o blog
    </Link>
  );
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundContent title="Post não encontrado">{backLink}</NotFoundContent>;
  }
  console.error(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <h1 className="text-2xl font-semibold">Não foi possível abrir este post</h1>
      <p className="mt-2 text-muted">Tivemos um problema ao carregar esta página. Tente novamente em instantes.</p>
      {backLink}
    </section>
  );
}
