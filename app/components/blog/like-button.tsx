import { useEffect, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { Heart } from "lucide-react";
import { toast } from "sonner";
import { cn } from "~/lib/cn";
import { formatNumber } from "~/i18n/format";
import { LIKE_MESSAGES } from "~/i18n/site";

/** What the like action answers (routes/site/like.ts). */
type LikeAnswer = { ok: boolean; message?: string; liked?: boolean; count?: number };
interface LikeState {
  liked: boolean;
  count: number;
}

function likesLabel(count: number) {
  return `${formatNumber(count)} ${count === 1 ? "curtida" : "curtidas"}`;
}

/**
 * The heart with the like count. Pressing it changes the count at once (optimistic) and sends the
 * wanted state; the server's answer (the real count) replaces it, also when the server refuses.
 * Without JavaScript it is a plain form that posts and comes back to the page.
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
  // Keyed: every like button of the same post on the page shows the same state.
  const fetcher = useFetcher<LikeAnswer>({ key: `like:${slug}` });
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;

  // The last state known from the server: the loader's, or a later answer of the like action.
  const [server, setServer] = useState<LikeState>({ liked, count });
  const [fromProps, setFromProps] = useState<LikeState>({ liked, count });
  if (fromProps.liked !== liked || fromProps.count !== count) {
    setFromProps({ liked, count });
    setServer({ liked, count });
  }
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (typeof fetcher.data?.liked === "boolean" && typeof fetcher.data.count === "number") {
      setServer({ liked: fetcher.data.liked, count: fetcher.data.count });
    }
  }

  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok && fetcher.data.message) toast.error(fetcher.data.message);
  }, [fetcher.data]);

  let shown = server;
  const pending = fetcher.formData?.get("intent");
  if (pending === "like" || pending === "unlike") {
    const want = pending === "like";
    if (want !== server.liked) shown = { liked: want, count: Math.max(0, server.count + (want ? 1 : -1)) };
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (signedIn) return;
    event.preventDefault();
    toast.error(LIKE_MESSAGES.signInRequired, {
      action: { label: "Entrar", onClick: () => navigate(`/auth?redirectTo=${encodeURIComponent(here)}`) },
    });
  }

  return (
    <fetcher.Form method="post" action={`/blog/${slug}/curtir`} onSubmit={onSubmit} className={cn("relative z-10", className)}>
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
    </fetcher.Form>
  );
}
