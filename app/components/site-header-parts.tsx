/** What the header and its menus (loaded on demand, site-header-menus.tsx) both draw. */
import { cn } from "~/lib/common/cn";

export interface HeaderUser {
  fullName: string;
  email: string;
  role: "user" | "admin";
  points: number;
  initials: string;
}

export const LINKS = [
  { to: "/", label: "Início", end: true },
  { to: "/produtos", label: "Produtos", end: false },
  { to: "/blog", label: "Blog", end: false },
  { to: "/ajuda", label: "Ajuda", end: false },
];

export function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors hover:bg-cream-100",
    isActive ? "text-brand-700" : "text-ink",
  );
}

export function Avatar({ initials }: { initials: string }) {
  return (
    <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
      {initials}
    </span>
  );
}
