import { Link } from "react-router";
import type * as React from "react";
import { cn } from "~/lib/common/cn";

/** A category filter of a list (blog, catalogue): a rounded link, filled when it is the one shown. */
export function CategoryChip({
  to,
  active,
  current,
  bold,
  children,
}: {
  to: string;
  active: boolean;
  /** What aria-current says on the active chip. */
  current: "page" | "true";
  bold?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? current : undefined}
      className={cn(
        `inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${bold ? "font-semibold" : "font-medium"} whitespace-nowrap transition-colors`,
        active ? "border-brand-700 bg-brand-700 text-white" : "border-cream-200 bg-white text-ink hover:border-brand-300 hover:bg-brand-50",
      )}
    >
      {children}
    </Link>
  );
}
