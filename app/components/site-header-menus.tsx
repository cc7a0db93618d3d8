import type { ReactElement } from "react";
import { Link, useSubmit } from "react-router";
import { Heart, LayoutDashboard, LogOut, Menu, Shield } from "~/components/icons";
import { FAVORITES_PATH, FAVORITES_TITLE } from "~/i18n/favorites";
import { cn } from "~/lib/common/cn";
import { Button, buttonVariants } from "./ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "./ui/sheet";
import { PhoneAccountLinks, PhoneNavLinks } from "./phone-nav-links";
import { Avatar, type HeaderUser } from "./site-header-parts";

// Loaded on demand by SiteHeader the first time someone opens one of them: each opens at once.

/** The account menu of a signed-in user (avatar in the header). */
export function AccountMenu({ user }: { user: HeaderUser }) {
  const submit = useSubmit();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className="rounded-full" aria-label="Menu da conta">
        <Avatar initials={user.initials} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="max-w-64">
          <p className="truncate text-sm font-semibold" title={user.fullName}>
            {user.fullName}
          </p>
          <p className="truncate text-xs text-muted">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={FAVORITES_PATH}>
            <Heart aria-hidden /> {FAVORITES_TITLE}
          </Link>
        </DropdownMenuItem>
        {user.role === "admin" ? (
          <DropdownMenuItem asChild>
            <Link to="/admin-panel">
              <Shield aria-hidden /> Admin Panel
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => submit(null, { method: "post", action: "/sair" })}>
          <LogOut aria-hidden /> Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The menu of small screens: the site's links and the account's. */
/** A link of the menu sheet, which closes the sheet when followed. */
const closing = (link: ReactElement) => <SheetClose asChild>{link}</SheetClose>;

export function MobileMenu({ user, storeUrl }: { user: HeaderUser | null; storeUrl: string | null }) {
  return (
    <Sheet defaultOpen>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Abrir menu">
          <Menu className="size-6" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetTitle className="font-display text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Links do site</SheetDescription>
        <PhoneNavLinks storeUrl={storeUrl} wrap={closing} />
        <div className="mt-6 border-t border-cream-200 pt-4">
          {user ? (
            <div className="flex flex-col gap-1">
              <div className="mb-2 flex items-center gap-3">
                <Avatar initials={user.initials} />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{user.fullName}</p>
                  <p className="truncate text-xs text-muted">{user.email}</p>
                </div>
              </div>
              <PhoneAccountLinks admin={user.role === "admin"} wrap={closing} />
            </div>
          ) : (
            <SheetClose asChild>
              <Link to="/auth" className={cn(buttonVariants({ className: "w-full" }))}>
                Entrar
              </Link>
            </SheetClose>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
