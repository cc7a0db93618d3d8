import type { IconComponent } from "~/components/icons";
import type * as React from "react";

/** What an empty list shows. `compact`: one quiet line, for the short lists of a page that holds several. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  compact = false,
}: {
  icon: IconComponent;
  title: string;
  children?: React.ReactNode;
  compact?: boolean;
}) {
  if (compact) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-cream-200 bg-white p-4 text-sm text-muted" role="status">
        <Icon className="size-5 shrink-0 text-brand-400" aria-hidden />
        {title}
      </p>
    );
  }
  return (
    <div
      className="flex flex-col items-center rounded-xl border border-dashed border-cream-200 bg-white px-6 py-10 text-center"
      role="status"
    >
      <Icon className="mb-3 size-9 text-brand-400" aria-hidden />
      <p className="font-semibold text-brand-900">{title}</p>
      {children ? <div className="mt-1 max-w-md text-sm text-muted">{children}</div> : null}
    </div>
  );
}
