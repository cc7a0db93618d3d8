import { CircleAlert, CircleCheck, Info } from "~/components/icons";
import type * as React from "react";
import { cn } from "~/lib/common/cn";

const STYLES = {
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: CircleAlert },
  success: { box: "border-brand-200 bg-brand-50 text-brand-900", icon: CircleCheck },
  info: { box: "border-amber-200 bg-amber-50 text-amber-950", icon: Info },
} as const;

/** A message about the whole form (not one field), announced to screen readers. */
export function FormAlert({
  type,
  title,
  children,
  className,
}: {
  type: keyof typeof STYLES;
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const { box, icon: Icon } = STYLES[type];
  return (
    <div role={type === "error" ? "alert" : "status"} className={cn("flex gap-3 rounded-xl border p-3 text-sm", box, className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-2">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}
