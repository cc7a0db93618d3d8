import type * as React from "react";
import { cn } from "~/lib/common/cn";

/** Classes that turn rows into two-column cards below a breakpoint (written out whole for Tailwind). */
const CARDS = {
  md: "max-md:block max-md:[&_tbody]:block max-md:[&_thead]:sr-only max-md:[&_td]:block max-md:[&_td]:min-w-0 max-md:[&_td]:p-0 max-md:[&_td]:text-left max-md:[&_tr]:grid max-md:[&_tr]:grid-cols-2 max-md:[&_tr]:gap-x-4 max-md:[&_tr]:gap-y-3 max-md:[&_tr]:p-4 md:[&_[data-slot=cell-label]]:hidden",
  lg: "max-lg:block max-lg:[&_tbody]:block max-lg:[&_thead]:sr-only max-lg:[&_td]:block max-lg:[&_td]:min-w-0 max-lg:[&_td]:p-0 max-lg:[&_td]:text-left max-lg:[&_tr]:grid max-lg:[&_tr]:grid-cols-2 max-lg:[&_tr]:gap-x-4 max-lg:[&_tr]:gap-y-3 max-lg:[&_tr]:p-4 lg:[&_[data-slot=cell-label]]:hidden",
} as const;

/**
 * A table that never widens the page: it scrolls sideways inside its own box, or, when `stacked`,
 * turns each row into a card under 768px (`"lg"`: under 1024px; cells then show their `label`).
 */
export function Table({
  className,
  label,
  stacked = false,
  ...props
}: React.ComponentProps<"table"> & { label?: string; stacked?: boolean | "md" | "lg" }) {
  const cards = stacked === true ? "md" : stacked || null;
  return (
    <div
      data-slot="table-container"
      data-cards={cards ?? undefined}
      className={cn(
        "relative w-full rounded-xl border border-cream-200 bg-white",
        cards === "md" ? "md:overflow-x-auto" : cards === "lg" ? "lg:overflow-x-auto" : "overflow-x-auto",
      )}
      role={label ? "region" : undefined}
      aria-label={label}
      tabIndex={label ? 0 : undefined}
    >
      <table
        data-slot="table"
        className={cn("w-full caption-bottom text-sm", cards ? CARDS[cards] : "[&_[data-slot=cell-label]]:hidden", className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("bg-cream-50 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("border-b border-cream-200 align-top transition-colors hover:bg-cream-50/60", className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      scope="col"
      className={cn("px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase", className)}
      {...props}
    />
  );
}

/** `label` is shown above the value when a stacked table becomes cards. */
export function TableCell({ className, label, children, ...props }: React.ComponentProps<"td"> & { label?: string }) {
  return (
    <td data-slot="table-cell" className={cn("px-3 py-3 align-middle", className)} {...props}>
      {label ? (
        <span data-slot="cell-label" className="mb-1 block text-xs font-semibold tracking-wide text-muted uppercase">
          {label}
        </span>
      ) : null}
      {children}
    </td>
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={cn("mt-3 text-sm text-muted", className)} {...props} />;
}
