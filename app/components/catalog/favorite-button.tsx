import { useSyncExternalStore } from "react";
import { Heart } from "~/components/icons";
import { toast } from "~/lib/notify";
import { cn } from "~/lib/cn";

/** Favourites stay on the device (PRODUCT.md): a list of product slugs in localStorage. */
const STORAGE_KEY = "rv:favoritos";
const CHANGE_EVENT = "rv:favoritos";

function readFavorites(): string[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function subscribe(onChange: () => void) {
  // Other tabs (storage) and other buttons of this page (custom event).
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Whether the product is a favourite on this device, and a toggle; false during server rendering. */
export function useFavorite(slug: string): [boolean, () => void] {
  const isFavorite = useSyncExternalStore(
    subscribe,
    () => readFavorites().includes(slug),
    () => false,
  );
  const toggle = () => {
    const current = readFavorites();
    const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug];
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      toast.error("Não foi possível salvar seus favoritos neste navegador.");
      return;
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };
  return [isFavorite, toggle];
}

export function FavoriteButton({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const [isFavorite, toggle] = useFavorite(slug);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remover ${name} dos favoritos` : `Adicionar ${name} aos favoritos`}
      title={isFavorite ? "Remover dos favoritos" : "Adicionar aos favoritos"}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-sm backdrop-blur transition-colors hover:bg-white",
        className,
      )}
    >
      <Heart className={cn("size-5", isFavorite ? "fill-red-600 text-red-600" : "")} aria-hidden />
    </button>
  );
}
