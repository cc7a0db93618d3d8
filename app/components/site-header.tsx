import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { ExternalLink, Heart, Menu, Star } from "~/components/icons";
import { useHydrated } from "~/components/auth/use-hydrated";
import { FAVORITES_PATH, FAVORITES_TITLE } from "~/i18n/favorites";
import { BRAND } from "~/lib/common/brand";
import { cn } from "~/lib/common/cn";
import { formatNumber, formatPoints } from "~/i18n/format";
import { buttonVariants } from "./ui/button";
import { Logo } from "./logo";
import { HeaderSearchButton, HeaderSearchField } from "./header-search";
import { Avatar, LINKS, navClass, type HeaderUser } from "./site-header-parts";

export function PointsBadge({ points }: { points: number }) {
  return (
    <Link
      to="/pontos"
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full bg-amber-100 px-2 text-sm sm:px-3 font-semibold whitespace-nowrap text-amber-900 hover:bg-amber-200"
      aria-label={`Você tem ${formatPoints(points)}. Saiba como ganhar e usar`}
      data-testid="points-badge"
    >
      <Star className="size-4 fill-amber-500 text-amber-600" aria-hidden />
      {/* On a phone the star says "pontos" (and the link's name says it in full): the header stays on one line. */}
      <span>
        {formatNumber(points)}
        <span className="max-sm:sr-only"> pontos</span>
      </span>
    </Link>
  );
}

// The mobile menu (a Radix sheet) and the account menu (a Radix dropdown) load when someone reaches
// for them, not with every page: until then their trigger is a plain button of the same look.
const loadMenus = () => import("./site-header-menus");
const MobileMenu = lazy(() => loadMenus().then((m) => ({ default: m.MobileMenu })));
const AccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenu })));

type TriggerProps = { onClick: () => void; onPointerEnter: () => void; onFocus: () => void };

/** `trigger` until first clicked (hover or focus starts the download), then `children`, opened. */
function OnDemand({ trigger, children }: { trigger: (props: Partial<TriggerProps>) => ReactNode; children: ReactNode }) {
  const [used, setUsed] = useState(false);
  if (!used) {
    return trigger({ onClick: () => setUsed(true), onPointerEnter: () => void loadMenus(), onFocus: () => void loadMenus() });
  }
  return <Suspense fallback={trigger({})}>{children}</Suspense>;
}

/**
 * The phone menu's trigger. Without JavaScript it is a link to the menu page (/menu, the same links);
 * once the page runs, a button that opens the menu sheet (site-header-menus.tsx).
 */
function PhoneMenuTrigger({ onClick, ...props }: Partial<TriggerProps>) {
  const hydrated = useHydrated();
  return (
    <a
      href={MENU_PATH}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
      aria-label="Abrir menu"
      {...(hydrated ? { role: "button", "aria-haspopup": "dialog" as const } : {})}
      onClick={(event) => {
        event.preventDefault();
        onClick?.();
      }}
      onKeyDown={(event) => {
        // A button opens with the space bar too.
        if (event.key === " ") {
          event.preventDefault();
          onClick?.();
        }
      }}
      {...props}
    >
      <Menu className="size-6" aria-hidden />
    </a>
  );
}

/** The page the phone menu's trigger leads to without JavaScript (routes/site/menu.tsx). */
export const MENU_PATH = "/menu";

export function SiteHeader({ user, storeUrl }: { user: HeaderUser | null; storeUrl: string | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-cream-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-2 sm:px-4">
        <Link to="/" className="flex min-h-11 shrink-0 items-center sm:mr-2" aria-label={`${BRAND.name} – página inicial`}>
          <Logo />
        </Link>
        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
              {link.label}
            </NavLink>
          ))}
          {storeUrl ? (
            <a href={storeUrl} className={navClass({ isActive: false })} rel="noopener" target="_blank">
              Loja <ExternalLink className="ml-1 size-3.5" aria-hidden />
            </a>
          ) : null}
        </nav>
        {/* No gaps on a phone: the search button joins the header, which stays on one line at 360 px. */}
        <div className="ml-auto flex items-center sm:gap-2">
          <HeaderSearchField />
          <HeaderSearchButton />
          {/* On a phone "Meus favoritos" is in the menu: the header stays on one line. */}
          <NavLink
            to={FAVORITES_PATH}
            className={({ isActive }) =>
              cn(
                "hidden size-11 items-center justify-center rounded-full hover:bg-cream-100 md:inline-flex",
                isActive ? "text-red-700" : "text-brand-800",
              )
            }
            aria-label={FAVORITES_TITLE}
            title={FAVORITES_TITLE}
          >
            <Heart className="size-5" aria-hidden />
          </NavLink>
          {user ? (
            <>
              <PointsBadge points={user.points} />
              <OnDemand
                trigger={(props) => (
                  <button type="button" className="rounded-full" aria-label="Menu da conta" aria-haspopup="menu" {...props}>
                    <Avatar initials={user.initials} />
                  </button>
                )}
              >
                <AccountMenu user={user} />
              </OnDemand>
            </>
          ) : (
            <Link to="/auth" className={buttonVariants()}>
              Entrar
            </Link>
          )}
          <OnDemand trigger={(props) => <PhoneMenuTrigger {...props} />}>
            <MobileMenu user={user} storeUrl={storeUrl} />
          </OnDemand>
        </div>
      </div>
    </header>
  );
}
