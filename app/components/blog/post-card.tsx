import { Link } from "react-router";
import { CalendarDays, Clock } from "~/components/icons";
import { cn } from "~/lib/common/cn";
import { SharedHtml } from "~/lib/render/shared-html";
import { formatLongDate } from "~/i18n/format";
import { Badge } from "~/components/ui/badge";
import { PostImage } from "./post-image";

/** What a card shows of a post (models/blog.server.ts PostSummary, as the loader sends it). */
export interface PostCardData {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  imageUrl: string | null;
  /** What the image shows, as the post's author described it. */
  imageAlt?: string;
  readTime: number;
  publishedAt: Date | string | null;
  /** `publishedAt` already written by the server (models/blog.server.ts): the browser then formats no date. */
  publishedAtText?: string | null;
  category: { name: string; slug: string } | null;
  authorName: string;
  likeCount: number;
  likedByMe: boolean;
}

export function readTimeLabel(minutes: number) {
  return `${minutes} min de leitura`;
}

/** A post's date; `text`, when the server wrote it, spares the browser Intl (see PostCardData). */
export function PostDate({ value, text, className }: { value: Date | string | null; text?: string | null; className?: string }) {
  if (!value) return null;
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {text ?? formatLongDate(date)}
    </time>
  );
}

/**
 * A post in a list: image, category, title, excerpt, author, date, read time and likes.
 * The whole card opens the post (the title's link covers it); the like button (`like`: a
 * <PostLikeButton> of ./like-button) sits above that link. Without `like` the card has none (home page
 * teasers), nor its code: the button is the page's to import.
 * `post` should be the shared object of the loader's cached data (lib/cache.server.ts sharedData)
 * when it can be: its parts are kept with that object.
 */
export function PostCard({
  post,
  like,
  featured = false,
  priority = false,
  headingLevel = 3,
}: {
  post: PostCardData;
  like?: React.ReactNode;
  featured?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The image, title and byline are the same for everyone: rendered once per post object and reused
  // (lib/shared-html.tsx). The like button is the customer's own and rendered per request. A post the
  // customer likes comes as a new object (models/blog.server.ts withUserLikes), which would not be
  // found again: rendered in place.
  const reuse = !post.likedByMe;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
      data-testid="post-card"
    >
      <PostImage
        src={post.imageUrl}
        alt={post.imageAlt}
        priority={priority}
        shared={{ id: `post-card:image:${featured ? "featured" : "regular"}`, data: post, reuse }}
        sizes={
          featured
            ? "(min-width: 1152px) 544px, (min-width: 768px) 50vw, 100vw"
            : "(min-width: 1152px) 352px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        }
      />
      <div className={cn("flex flex-1 flex-col gap-2 p-5", featured && "md:p-6")}>
        {post.category ? (
          <Badge variant="default" className="self-start">
            {post.category.name}
          </Badge>
        ) : null}
        <SharedHtml
          as={Heading}
          id={`post-card:title:${Heading}`}
          data={post}
          reuse={reuse}
          className={cn("font-semibold text-brand-900", featured ? "text-xl md:text-2xl" : "text-lg leading-snug")}
        >
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-600"
          >
            {post.title}
          </Link>
        </SharedHtml>
        {post.excerpt ? <p className={cn("text-sm text-muted", featured ? "line-clamp-4" : "line-clamp-3")}>{post.excerpt}</p> : null}
        <div className="mt-auto flex items-end justify-between gap-2 pt-3">
          <SharedHtml as="div" id="post-card:byline" data={post} reuse={reuse} className="min-w-0">
            <p className="text-sm font-medium text-ink">{post.authorName}</p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-3.5" aria-hidden />
                <PostDate value={post.publishedAt} text={post.publishedAtText} />
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden />
                {readTimeLabel(post.readTime)}
              </span>
            </div>
          </SharedHtml>
          {like}
        </div>
      </div>
    </article>
  );
}

/** The grey stand-in for a card while a list loads. */
export function PostCardSkeleton() {
  return (
    <div
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white"
      aria-hidden
      data-testid="post-card-skeleton"
    >
      <div className="aspect-video bg-cream-100" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-5 w-24 rounded-full bg-cream-200" />
        <div className="h-5 w-11/12 rounded bg-cream-200" />
        <div className="h-5 w-2/3 rounded bg-cream-200" />
        <div className="h-3 w-full rounded bg-cream-100" />
        <div className="h-3 w-5/6 rounded bg-cream-100" />
        <div className="mt-2 h-3 w-1/2 rounded bg-cream-100" />
      </div>
    </div>
  );
}
