import { useEffect, type ReactNode } from "react";
import { data, Link, useNavigation } from "react-router";
import { ChevronLeft, ChevronRight, SearchX } from "~/components/icons";
import { notify } from "~/lib/render/notify";
import type { Route } from "./+types/blog";
import { listBlog, listBlogCategories, MAX_SEARCH_LENGTH, sharedBlogData, withUserLikes } from "~/models/blog.server";
import { getUser } from "~/services/session.server";
import { sharedData, Tags } from "~/lib/server/cache.server";
import { env } from "~/lib/server/env.server";
import { pageMeta } from "~/lib/render/meta";
import { BRAND } from "~/lib/common/brand";
import { LIKE_MESSAGES } from "~/i18n/site";
import { BlogFilters, blogUrl } from "~/components/blog/blog-filters";
import { PostLikeButton } from "~/components/blog/like-button";
import { PostCard, PostCardSkeleton } from "~/components/blog/post-card";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { useRootData } from "~/lib/render/root-data";

const SKELETON_CARDS = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = getUser(context);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const categories = await sharedData("blog:categories", [Tags.blog], () => listBlogCategories());
  const requested = url.searchParams.get("categoria");
  // An unknown category in the address reads as Todos.
  const category = categories.find((c) => c.slug === requested)?.slug ?? null;
  const page = Number.parseInt(url.searchParams.get("pagina") ?? "1", 10) || 1;

  const listing = await sharedBlogData(`blog:${JSON.stringify({ q, category, page })}`, () => listBlog({ q, category, page }));
  const { posts, failed } = await withUserLikes([...listing.featured, ...listing.latest], user?.id);
  const featured = posts.slice(0, listing.featured.length);
  const latest = posts.slice(listing.featured.length);

  return data(
    {
      q,
      category,
      categories: categories.map(({ name, slug }) => ({ name, slug })),
      featured,
      latest,
      total: listing.total,
      page: listing.page,
      pageCount: listing.pageCount,
      likesUnavailable: failed,
      canonical: `${env().baseUrl}${blogUrl({ q: "", category }, listing.page)}`,
      feedUrl: `${env().baseUrl}/blog/rss.xml`,
    },
    {
      headers: {
        "Cache-Control":
          user || request.headers.get("cookie") ? "private, no-cache" : "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
        Vary: "Cookie",
      },
    },
  );
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  const category = d?.categories.find((c) => c.slug === d.category);
  const title = category ? `Blog: ${category.name}` : "Blog";
  return [
    ...pageMeta({
      title,
      description: `Artigos do ${BRAND.name} sobre suplementos naturais, nutrição, sono e bem-estar, com base científica e sem promessas milagrosas.`,
      canonical: d?.canonical,
      noindex: Boolean(d?.q),
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `Blog ${BRAND.name}`, href: d?.feedUrl ?? "/blog/rss.xml" },
  ];
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { q, category, categories, featured, latest, total, page, pageCount, likesUnavailable } = loaderData;
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";

  useEffect(() => {
    if (likesUnavailable) notify.error(LIKE_MESSAGES.checkFailed);
  }, [likesUnavailable]);

  const empty = featured.length === 0 && latest.length === 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Blog</p>
        <h1 className="mt-1 text-3xl font-bold text-brand-900 md:text-4xl">Ciência e bem-estar no dia a dia</h1>
        <p className="mt-3 text-muted">
          Artigos sobre suplementação consciente, nutrição, sono e hábitos saudáveis, escritos por especialistas e baseados em evidências.
        </p>
      </header>

      <div className="mt-8">
        <BlogFilters values={{ q, category }} categories={categories} searching={loading} />
      </div>

      <p className="sr-only" role="status" aria-live="polite">
        {loading
          ? "Carregando posts..."
          : empty
            ? "Nenhum post encontrado."
            : `${total} ${total === 1 ? "post encontrado" : "posts encontrados"}`}
      </p>

      {loading ? (
        <section aria-label="Carregando posts" aria-busy="true" className="mt-10">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <PostCardSkeleton key={i} />
            ))}
          </div>
        </section>
      ) : empty ? (
        <section className="mt-12 flex flex-col items-center rounded-2xl bg-cream-50 px-6 py-14 text-center">
          <SearchX className="size-10 text-brand-600" aria-hidden />
          <h2 className="mt-3 text-xl font-semibold text-brand-900">Nenhum post encontrado.</h2>
          {q ? (
            <p className="mt-2 max-w-md text-muted">
              Sua busca por <strong className="text-ink">“{q}”</strong> não encontrou resultados
              {category ? " nesta categoria" : ""}. Tente outras palavras.
            </p>
          ) : (
            <p className="mt-2 max-w-md text-muted">
              {category ? "Ainda não há posts publicados nesta categoria." : "Ainda não há posts publicados."}
            </p>
          )}
          <Link to="/blog" className={cn(buttonVariants({ variant: "outline", className: "mt-6" }))}>
            Ver todos os posts
          </Link>
        </section>
      ) : (
        <>
          {featured.length ? (
            <PostGroup id="destaques" title="Posts em Destaque" className="mt-10" gridClassName="md:grid-cols-2">
              {featured.map((post, i) => (
                <PostCard key={post.id} post={post} like={<PostLikeButton post={post} signedIn={signedIn} />} featured priority={i === 0} />
              ))}
            </PostGroup>
          ) : null}

          {latest.length ? (
            <PostGroup
              id="ultimos"
              title="Últimos Posts"
              className="mt-12"
              gridClassName="sm:grid-cols-2 lg:grid-cols-3"
              after={pageCount > 1 ? <Pagination page={page} pageCount={pageCount} q={q} category={category} /> : null}
            >
              {latest.map((post, i) => (
                <PostCard
                  key={post.id}
                  post={post}
                  like={<PostLikeButton post={post} signedIn={signedIn} />}
                  priority={!featured.length && i === 0}
                />
              ))}
            </PostGroup>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A titled grid of post cards on the blog's page (the featured posts, the latest ones); `after` goes below the grid. */
function PostGroup({
  id,
  title,
  className,
  gridClassName,
  after,
  children,
}: {
  id: string;
  title: string;
  className: string;
  gridClassName: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      <div className={`mt-5 grid gap-6 ${gridClassName}`}>{children}</div>
      {after}
    </section>
  );
}

function Pagination({ page, pageCount, q, category }: { page: number; pageCount: number; q: string; category: string | null }) {
  return (
    <nav aria-label="Páginas do blog" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={blogUrl({ q, category }, page - 1)} rel="prev" className={buttonVariants({ variant: "outline" })}>
          <ChevronLeft aria-hidden /> Anterior
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Página {page} de {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={blogUrl({ q, category }, page + 1)} rel="next" className={buttonVariants({ variant: "outline" })}>
          Próxima <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
