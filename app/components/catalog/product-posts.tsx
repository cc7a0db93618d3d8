import { Link } from "react-router";
import { BookOpen } from "~/components/icons";
import type { PostLink } from "~/models/blog.server";

export const PRODUCT_POSTS_HEADING = "Artigos sobre este produto";

/** The published posts that name the product (newest first, up to 3), as links to them. */
export function ProductPosts({ posts }: { posts: PostLink[] }) {
  if (!posts.length) return null;
  return (
    <section aria-labelledby="artigos-do-produto" className="mt-14">
      <h2 id="artigos-do-produto" className="text-2xl font-semibold text-brand-900">
        {PRODUCT_POSTS_HEADING}
      </h2>
      <ul className="mt-5 grid gap-3 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to={`/blog/${post.slug}`}
              prefetch="intent"
              className="flex h-full min-h-11 gap-3 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm hover:border-brand-600"
            >
              <BookOpen className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
              <span className="min-w-0">
                <span className="block font-semibold break-words text-brand-900">{post.title}</span>
                {post.excerpt ? <span className="mt-1 line-clamp-2 block text-sm text-muted">{post.excerpt}</span> : null}
                <span className="mt-2 block text-xs text-muted">
                  {post.publishedAt && post.publishedAtText ? (
                    <time dateTime={new Date(post.publishedAt).toISOString()}>{post.publishedAtText}</time>
                  ) : null}
                  {post.publishedAtText ? " · " : null}
                  {post.readTime} min de leitura
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
