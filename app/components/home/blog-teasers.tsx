import { Link } from "react-router";
import { ArrowRight } from "~/components/icons";
import { PostCard, type PostCardData } from "~/components/blog/post-card";
import { SharedHtml } from "~/lib/render/shared-html";

/** The newest published posts, as teasers leading to the blog. */
export function BlogTeasers({ posts }: { posts: PostCardData[] }) {
  if (!posts.length) return null;
  return (
    // The same for every visitor while the posts are: rendered once on the server (lib/shared-html.tsx).
    <SharedHtml as="section" id="home:blog-teasers" data={posts} aria-labelledby="do-blog" className="mx-auto max-w-6xl px-4 py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Blog</p>
          <h2 id="do-blog" className="mt-1 text-3xl font-semibold text-brand-900">
            Conteúdo para viver melhor
          </h2>
        </div>
        <Link to="/blog" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline">
          Ver todos os posts <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
    </SharedHtml>
  );
}
