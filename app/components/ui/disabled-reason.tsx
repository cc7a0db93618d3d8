import { useId } from "react";
import type * as React from "react";
import { Info } from "~/components/icons";
import { cn } from "~/lib/common/cn";
import { Button } from "./button";

/**
 * The one way to say why a control is disabled: visible text beside it (AA contrast, unlike the faded
 * control), which the control names in its aria-describedby. ButtonWithReason renders it for a
 * button; other controls (a select) use it directly.
 */
export function DisabledReason({ id, className, children }: { id: string; className?: string; children: React.ReactNode }) {
  return (
    <span id={id} data-slot="disabled-reason" className={cn("flex items-start gap-1.5 text-xs text-muted", className)}>
      <Info className="mt-px size-3.5 shrink-0" aria-hidden />
      <span className="whitespace-normal">{children}</span>
    </span>
  );
}

/**
 * A Button with why it cannot be used now (`disabledReason`): shown as text under it while it is
 * disabled (never only in a tooltip) and linked to it by aria-describedby. Pass the reason only when
 * it holds (not while a submission runs).
 */
export function ButtonWithReason({ disabledReason, ...props }: React.ComponentProps<typeof Button> & { disabledReason?: React.ReactNode }) {
  const reasonId = useId();
  if (!props.disabled || !disabledReason) return <Button {...props} />;
  const describedBy = [props["aria-describedby"], reasonId].filter(Boolean).join(" ");
  return (
    <span
      className={cn("inline-flex flex-col gap-1.5", /\bw-full\b/.test(props.className ?? "") && "flex w-full")}
      data-slot="disabled-control"
    >
      <Button {...props} aria-describedby={describedBy} />
      <DisabledReason id={reasonId}>{disabledReason}</DisabledReason>
    </span>
  );
}
