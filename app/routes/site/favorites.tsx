import { useEffect, useState, useSyncExternalStore } from "react";
import { data, Link, useFetcher, useLocation, useRevalidator } from "react-router";
import type { Route } from "./+types/favorites";
import { useAccountFavoritesReady } from "~/components/catalog/favorite-button";
import {
  isFavorite,
  loadAccountFavorites,
  MERGED_EVENT,
  readDeviceFavorites,
  subscribeFavorites,
  toggleFavorite,
} from "~/components/catalog/favorites-store";
import { ProductCard } from "~/components/catalog/product-card";
import { Heart, Trash2 } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { FAVORITES_ACCOUNT_PATH, FAVORITES_PATH, FAVORITES_TEXTS } from "~/i18n/favorites";
import { sharedData, Tags } from "~/lib/server/cache.server";
import { cn } from "~/lib/common/cn";
import { publicPageHeaders } from "~/lib/server/http-cache.server";
import { pageMeta } from "~/lib/render/meta";
import { getUser } from "~/services/session.server";
import { productCardsBySlugs } from "~/models/catalog.server";
import { listFavoriteProducts, MAX_FAVORITES } from "~/models/favorites.server";
import { useOpenSamples, useRootData } from "~/lib/render/root-data";

/**
 * "Meus favoritos". A signed-in customer's come from the account. A visitor's are on the
 * device: the page is the same for every visitor (cacheable) and, in the browser, asks for the cards
 * of the device's products (?produtos=a,b — public catalogue data, shared-cached).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  if (user) {
    return data({ signedIn: true, products: await listFavoriteProducts(user.id) }, { headers: publicPageHeaders(true) });
  }
  const slugs = (new URL(request.url).searchParams.get("produtos") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, MAX_FAVORITES);
  const products = slugs.length
    ? await sharedData(`favorite-cards:${slugs.join(",")}`, [Tags.catalog], () => productCardsBySlugs(slugs))
    : [];
  return data({ signedIn: false, products }, { headers: publicPageHeaders(false) });
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: FAVORITES_TEXTS.title, description: "Os produtos que você marcou com o coração na Raiz Vital.", noindex: true });

type Card = Route.ComponentProps["loaderData"]["products"][number];

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const openSamples = useOpenSamples();
  const user = root?.user ?? null;
  const userId = user?.id ?? null;
  const viewer = user ? { fullName: user.fullName, email: user.email } : null;
  const location = useLocation();
  const here = location.pathname + location.search;
  const ready = useAccountFavoritesReady();
  const revalidator = useRevalidator();
  const cards = useFetcher<typeof loader>();

  // A customer: the account's list, after the device's favourites are merged into it.
  useEffect(() => {
    if (!userId) return;
    const reload = () => void revalidator.revalidate();
    window.addEventListener(MERGED_EVENT, reload);
    void loadAccountFavorites(userId);
    return () => window.removeEventListener(MERGED_EVENT, reload);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per customer
  }, [userId]);

  // A visitor: the cards of the device's favourites, asked for when the device has ones not shown yet.
  const device = useSyncExternalStore(
    subscribeFavorites,
    () => (userId ? "" : readDeviceFavorites().join(",")),
    () => null,
  );
  const [asked, setAsked] = useState<string | null>(null);
  const loaded: Card[] = userId ? loaderData.products : (cards.data?.products ?? loaderData.products);
  useEffect(() => {
    if (userId || !device || device === asked) return;
    const have = new Set(loaded.map((p) => p.slug));
    if (device.split(",").every((slug) => have.has(slug))) return;
    setAsked(device);
    void cards.load(`${FAVORITES_PATH}?produtos=${encodeURIComponent(device)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `cards` changes on every render
  }, [userId, device, asked, loaded]);

  // What shows: the cards still favourite in the browser's state (a removal shows at once); before
  // the browser knows (server rendering, a customer's list still loading), every card of the page.
  const known = device !== null && (!userId || ready);
  const shownKey = useSyncExternalStore(
    subscribeFavorites,
    () =>
      known
        ? loaded
            .filter((p) => isFavorite(p.slug, userId))
            .map((p) => p.slug)
            .join(",")
        : null,
    () => null,
  );
  const shown = shownKey === null ? loaded : loaded.filter((p) => shownKey.split(",").includes(p.slug));
  // A visitor's list is unknown until the page runs (the server cannot see the device), then its cards load.
  const deviceUnknown = !userId && device === null;
  const cardsMissing =
    !userId &&
    Boolean(device) &&
    (cards.state !== "idle" || (device !== asked && !device!.split(",").every((slug) => loaded.some((p) => p.slug === slug))));
  const loading = deviceUnknown || (cardsMissing && shown.length === 0);

  function remove(event: React.FormEvent<HTMLFormElement>, slug: string) {
    event.preventDefault();
    void toggleFavorite(slug, userId, false);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 md:pt-8">
      <header className="max-w-2xl">
        <h1 className="flex items-center gap-2 text-3xl font-bold text-brand-900 md:text-4xl">
          <Heart className="size-7 fill-red-600 text-red-600" aria-hidden /> {FAVORITES_TEXTS.title}
        </h1>
        {user ? (
          <p className="mt-2 text-muted">Seus favoritos ficam guardados na sua conta e aparecem em qualquer aparelho em que você entrar.</p>
        ) : (
          <p className="mt-2 text-muted">
            Seus favoritos ficam salvos neste aparelho.{" "}
            <Link
              to={`/auth?redirectTo=${encodeURIComponent(FAVORITES_PATH)}`}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Entre na sua conta
            </Link>{" "}
            para guardá-los e vê-los em qualquer aparelho.
          </p>
        )}
      </header>

      <p
        role="status"
        aria-live="polite"
        className={cn("mt-4 min-h-6 text-sm font-medium text-brand-800", (!loading || deviceUnknown) && "sr-only")}
      >
        {loading && !deviceUnknown
          ? "Carregando favoritos..."
          : shown.length
            ? `${shown.length} ${shown.length === 1 ? "produto favorito" : "produtos favoritos"}`
            : ""}
      </p>

      {shown.length ? (
        <ul className="mt-2 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Produtos favoritos">
          {shown.map((product) => (
            <li key={product.id} className="flex flex-col gap-2">
              <ProductCard product={product} viewer={viewer} openRequestStatus={openSamples[product.slug]} className="flex-1" />
              <form method="post" action={FAVORITES_ACCOUNT_PATH} onSubmit={(event) => remove(event, product.slug)}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="produto" value={product.slug} />
                <input type="hidden" name="redirectTo" value={here} />
                <button
                  type="submit"
                  aria-label={`Remover dos favoritos: ${product.name}`}
                  className={cn(buttonVariants({ variant: "ghost", className: "w-full text-muted" }))}
                >
                  <Trash2 aria-hidden /> Remover dos favoritos
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : deviceUnknown ? (
        // Without JavaScript there are no hearts, so no favourites on the device.
        <noscript>
          <NoFavorites />
        </noscript>
      ) : loading ? null : (
        <NoFavorites />
      )}
    </div>
  );
}

function NoFavorites() {
  return (
    <div className="mt-2 flex flex-col items-center rounded-2xl bg-cream-50 px-6 py-14 text-center">
      <Heart className="size-10 text-brand-600" aria-hidden />
      <p className="mt-3 text-lg font-semibold text-ink">Você ainda não tem favoritos.</p>
      <p className="mt-1 max-w-md text-muted">Toque no coração de um produto para guardá-lo aqui.</p>
      <Link to="/produtos" className={cn(buttonVariants({ className: "mt-5" }))}>
        Ver produtos
      </Link>
    </div>
  );
}
