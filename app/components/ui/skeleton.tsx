import type * as React from "react";
import { cn } from "~/lib/common/cn";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" aria-hidden className={cn("animate-pulse rounded-lg bg-cream-200/80", className)} {...props} />;
}
