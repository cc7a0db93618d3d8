import { useEffect } from "react";
import { Outlet } from "react-router";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";
import { useRootData } from "~/lib/render/root-data";
import type { Route } from "./+types/layout";
import { requireAcceptedTermsMiddleware } from "~/middleware/terms";

// Terms of use or privacy policy changed since the signed-in person accepted them: shown first.
export const middleware: Route.MiddlewareFunction[] = [requireAcceptedTermsMiddleware];

export default function SiteLayout() {
  const root = useRootData();
  const userId = root?.user?.id;
  // Signed in with favourites kept on this device (from before signing in): they go into the account
  // on the first page, whether or not it shows any heart (components/catalog/favorites-store.ts).
  useEffect(() => {
    if (!userId) return;
    void import("~/components/catalog/favorites-store").then((store) => {
      if (store.readDeviceFavorites().length) void store.loadAccountFavorites(userId);
    });
  }, [userId]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader user={root?.user ?? null} storeUrl={root?.storeUrl ?? null} />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
