import type { IconComponent } from "~/components/icons";
import type * as React from "react";

export function EmptyState({ icon: Icon, title, children }: { icon: IconComponent; title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-cream-200 bg-white px-6 py-10 text-center" role="status">
      <Icon className="mb-3 size-9 text-brand-400" aria-hidden />
      <p className="font-semibold text-brand-900">{title}</p>
      {children ? <div className="mt-1 max-w-md text-sm text-muted">{children}</div> : null}
    </div>
  );
}
