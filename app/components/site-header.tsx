import { Form, Link, NavLink, useSubmit } from "react-router";
import { ExternalLink, LayoutDashboard, LogOut, Menu, Shield, Star } from "lucide-react";
import { BRAND } from "~/lib/brand";
import { cn } from "~/lib/cn";
import { formatNumber, formatPoints } from "~/i18n/format";
import { Button } from "./ui/button";
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from "./ui/dropdown-menu";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "./ui/sheet";
import { Logo } from "./logo";

export interface HeaderUser {
  fullName: string;
  email: string;
  role: "user" | "admin";
  points: number;
  initials: string;
}

const LINKS = [
  { to: "/", label: "Início", end: true },
  { to: "/produtos", label: "Produtos", end: false },
  { to: "/blog", label: "Blog", end: false },
  { to: "/ajuda", label: "Ajuda", end: false },
];

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors hover:bg-cream-100",
    isActive ? "text-brand-700" : "text-ink",
  );
}

export function PointsBadge({ points }: { points: number }) {
  return (
    <Link
      to="/pontos"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-amber-100 px-3 text-sm font-semibold text-amber-900 hover:bg-amber-200"
      aria-label={`Você tem ${formatPoints(points)}. Saiba como ganhar e usar`}
      data-testid="points-badge"
    >
      <Star className="size-4 fill-amber-500 text-amber-600" aria-hidden />
      {formatNumber(points)} pontos
    </Link>
  );
}

function Avatar({ initials }: { initials: string }) {
  return (
    <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
      {initials}
    </span>
  );
}

export function SiteHeader({ user, storeUrl }: { user: HeaderUser | null; storeUrl: string | null }) {
  const submit = useSubmit();
  return (
    <header className="sticky top-0 z-40 border-b border-cream-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to="/" className="mr-2 flex min-h-11 items-center" aria-label={`${BRAND.name} – página inicial`}>
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
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <PointsBadge points={user.points} />
              <DropdownMenu>
                <DropdownMenuTrigger className="rounded-full" aria-label="Menu da conta">
                  <Avatar initials={user.initials} />
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuLabel>
                    <p className="truncate text-sm font-semibold">{user.fullName}</p>
                    <p className="truncate text-xs text-muted">{user.email}</p>
                  </DropdownMenuLabel>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <Link to="/dashboard">
                      <LayoutDashboard aria-hidden /> Dashboard
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
            </>
          ) : (
            <Button asChild>
              <Link to="/auth">Entrar</Link>
            </Button>
          )}
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Abrir menu">
                <Menu className="size-6" aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent side="right">
              <SheetTitle className="font-display text-lg font-semibold">Menu</SheetTitle>
              <SheetDescription className="sr-only">Links do site</SheetDescription>
              <nav aria-label="Menu móvel" className="mt-4 flex flex-col gap-1">
                {LINKS.map((link) => (
                  <SheetClose asChild key={link.to}>
                    <NavLink to={link.to} end={link.end} className={navClass}>
                      {link.label}
                    </NavLink>
                  </SheetClose>
                ))}
                {storeUrl ? (
                  <a href={storeUrl} className={navClass({ isActive: false })} rel="noopener" target="_blank">
                    Loja
                  </a>
                ) : null}
              </nav>
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
                    <SheetClose asChild>
                      <NavLink to="/dashboard" className={navClass}>
                        Dashboard
                      </NavLink>
                    </SheetClose>
                    {user.role === "admin" ? (
                      <SheetClose asChild>
                        <NavLink to="/admin-panel" className={navClass}>
                          Admin Panel
                        </NavLink>
                      </SheetClose>
                    ) : null}
                    <Form method="post" action="/sair">
                      <button type="submit" className={cn(navClass({ isActive: false }), "w-full")}>
                        Sair
                      </button>
                    </Form>
                  </div>
                ) : (
                  <SheetClose asChild>
                    <Button asChild className="w-full">
                      <Link to="/auth">Entrar</Link>
                    </Button>
                  </SheetClose>
                )}
              </div>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
