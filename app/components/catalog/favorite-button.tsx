import { useEffect, useSyncExternalStore } from "react";
import { Heart } from "~/components/icons";
import { cn } from "~/lib/common/cn";
import { useRootData } from "~/lib/render/root-data";
import { accountReady, isFavorite, loadAccountFavorites, subscribeFavorites, toggleFavorite } from "./favorites-store";

/**
 * The signed-in user's id, or null. Null too where the router's data is not at hand: a card kept as
 * shared HTML (lib/shared-html.tsx) is rendered apart, and must be the same for everyone anyway.
 */
function useUserId(): string | null {
  try {
    return useRootData()?.user?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the product is a favourite, and a toggle: the device's list for a visitor, the account's
 * for a signed-in customer (favorites-store.ts). False during server rendering: the page is the same
 * for everyone.
 */
export function useFavorite(slug: string): [boolean, () => void] {
  const userId = useUserId();
  useEffect(() => {
    if (userId) void loadAccountFavorites(userId);
  }, [userId]);
  const favorite = useSyncExternalStore(
    subscribeFavorites,
    () => isFavorite(slug, userId),
    () => false,
  );
  return [favorite, () => void toggleFavorite(slug, userId, !favorite)];
}

/** Whether the signed-in customer's list has come (else the device's is what `useFavorite` shows). */
export function useAccountFavoritesReady(): boolean {
  const userId = useUserId();
  return useSyncExternalStore(
    subscribeFavorites,
    () => accountReady(userId),
    () => false,
  );
}

export function FavoriteButton({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const [favorite, toggle] = useFavorite(slug);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={favorite}
      aria-label={favorite ? `Remover ${name} dos favoritos` : `Adicionar ${name} aos favoritos`}
      title={favorite ? "Remover dos favoritos" : "Adicionar aos favoritos"}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-sm backdrop-blur transition-colors hover:bg-white",
        className,
      )}
    >
      <Heart className={cn("size-5", favorite ? "fill-red-600 text-red-600" : "")} aria-hidden />
    </button>
  );
}
