import { data, Link } from "react-router";
import type { Route } from "./+types/menu";
import { PhoneAccountLinks, PhoneNavLinks } from "~/components/phone-nav-links";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { publicPageHeaders } from "~/lib/server/http-cache.server";
import { pageMeta } from "~/lib/render/meta";
import { getUser } from "~/services/session.server";
import { useRootData } from "~/lib/render/root-data";

/**
 * The phone menu as a page: where 'Abrir menu' leads without JavaScript. With
 * JavaScript the same button opens the menu sheet instead; both hold the same links.
 */
/** Nothing to load: the same page for every visitor (cacheable); a customer's shows the account's links. */
export function loader({ context }: Route.LoaderArgs) {
  return data(null, { headers: publicPageHeaders(Boolean(getUser(context))) });
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Menu", description: "Os links do site.", noindex: true });

export default function MenuPage() {
  const root = useRootData();
  const user = root?.user ?? null;
  const storeUrl = root?.storeUrl ?? null;
  return (
    <div className="mx-auto max-w-md px-4 pt-6 pb-12">
      <h1 className="text-2xl font-semibold text-brand-900">Menu</h1>
      <PhoneNavLinks storeUrl={storeUrl} />
      <div className="mt-6 border-t border-cream-200 pt-4">
        {user ? (
          <div className="flex flex-col gap-1">
            <p className="mb-2 truncate text-sm font-semibold">{user.fullName}</p>
            <PhoneAccountLinks admin={user.role === "admin"} />
          </div>
        ) : (
          <Link to="/auth" className={cn(buttonVariants({ className: "w-full" }))}>
            Entrar
          </Link>
        )}
      </div>
    </div>
  );
}
