import { useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { Heart } from "~/components/icons";
import { notify } from "~/lib/render/notify";
import { cn } from "~/lib/common/cn";
import { formatNumber } from "~/i18n/format";
import { LIKE_MESSAGES } from "~/i18n/site";

interface LikeState {
  liked: boolean;
  count: number;
}

/**
 * What the browser knows about a post's like after a press, shared by every button of that post on
 * the page. `basis` is the loader's state it started from: once the page brings newer data, it wins.
 */
interface Entry extends LikeState {
  basis: LikeState;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const latestPress = new Map<string, number>();

function setEntry(slug: string, entry: Entry) {
  entries.set(slug, entry);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function likesLabel(count: number) {
  return `${formatNumber(count)} ${count === 1 ? "curtida" : "curtidas"}`;
}

/** The like action's JSON answer (routes/site/like.ts). */
type Answer = { ok: boolean; message?: string; liked?: boolean; count?: number };

/**
 * The heart with the like count. A press changes the count at once (optimistic) and sends the wanted
 * state; the server's answer (the real state) replaces it, also when the server refuses, with the
 * specification's message. Without JavaScript it is a plain form that posts and comes back to the page.
 *
 * It uses fetch rather than a fetcher: a failed fetcher (say, the phone lost its connection) would
 * replace the whole page with the route's error boundary.
 */
export function LikeButton({
  slug,
  title,
  liked,
  count,
  signedIn,
  className,
}: {
  slug: string;
  title: string;
  liked: boolean;
  count: number;
  signedIn: boolean;
  className?: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;
  const entry = useSyncExternalStore(
    subscribe,
    () => entries.get(slug),
    () => undefined,
  );
  const basis = { liked, count };
  const shown: LikeState = entry && entry.basis.liked === liked && entry.basis.count === count ? entry : basis;

  async function press(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!signedIn) {
      notify.error(LIKE_MESSAGES.signInRequired, {
        action: { label: "Entrar", onClick: () => void navigate(`/auth?redirectTo=${encodeURIComponent(here)}`) },
      });
      return;
    }
    const before = shown;
    const want = !before.liked;
    const press = (latestPress.get(slug) ?? 0) + 1;
    latestPress.set(slug, press);
    setEntry(slug, { liked: want, count: Math.max(0, before.count + (want ? 1 : -1)), basis });

    let answer: Answer | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(`/blog/${encodeURIComponent(slug)}/curtir`, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams({ intent: want ? "like" : "unlike" }),
      });
      answer = (await response.json().catch(() => null)) as Answer | null;
      if (!response.ok || !answer?.ok) error = answer?.message ?? (want ? LIKE_MESSAGES.likeFailed : LIKE_MESSAGES.unlikeFailed);
    } catch {
      error = LIKE_MESSAGES.failed; // no answer at all (offline, connection dropped)
    }
    if (latestPress.get(slug) !== press) return; // a later press owns the button now
    if (typeof answer?.liked === "boolean" && typeof answer.count === "number") {
      setEntry(slug, { liked: answer.liked, count: answer.count, basis });
    } else if (error) {
      setEntry(slug, { ...before, basis });
    }
    if (error) notify.error(error);
  }

  return (
    <form method="post" action={`/blog/${slug}/curtir`} onSubmit={press} className={cn("relative z-10", className)}>
      <input type="hidden" name="intent" value={shown.liked ? "unlike" : "like"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        aria-pressed={shown.liked}
        aria-label={`Curtir “${title}” (${likesLabel(shown.count)})`}
        title={shown.liked ? "Remover curtida" : "Curtir"}
        className={cn(
          "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors",
          shown.liked ? "bg-red-50 text-red-700 hover:bg-red-100" : "text-muted hover:bg-cream-100 hover:text-ink",
        )}
      >
        <Heart className={cn("size-5 transition-transform", shown.liked && "scale-110 fill-red-600 text-red-600")} aria-hidden />
        <span data-testid="like-count">{formatNumber(shown.count)}</span>
      </button>
    </form>
  );
}

/** The like button of a post, from the post's row: on its card (post-card.tsx `like`) by default, or beside its title. */
export function PostLikeButton({
  post,
  signedIn,
  className = "-mr-2 shrink-0",
}: {
  post: { slug: string; title: string; likedByMe: boolean; likeCount: number };
  signedIn: boolean;
  className?: string;
}) {
  return (
    <LikeButton
      slug={post.slug}
      title={post.title}
      liked={post.likedByMe}
      count={post.likeCount}
      signedIn={signedIn}
      className={className}
    />
  );
}
