import { cva, type VariantProps } from "class-variance-authority";
import { useId } from "react";
import type * as React from "react";
import { Info } from "~/components/icons";
import { cn } from "~/lib/common/cn";

export const buttonVariants = cva(
  // Disabled: faded, the not-allowed cursor, and no hover colour (a link styled as a button is never :disabled).
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white not-disabled:hover:bg-brand-800",
        secondary: "bg-cream-100 text-brand-800 not-disabled:hover:bg-cream-200",
        outline: "border border-brand-700 bg-white text-brand-700 not-disabled:hover:bg-brand-50",
        ghost: "text-ink not-disabled:hover:bg-cream-100",
        destructive: "bg-red-700 text-white not-disabled:hover:bg-red-800",
        points: "bg-amber-700 text-white not-disabled:hover:bg-amber-800",
        link: "min-h-0 text-brand-700 underline-offset-4 not-disabled:hover:underline",
      },
      size: {
        default: "px-4 py-2",
        sm: "min-h-9 px-3 text-xs",
        lg: "min-h-12 px-6 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Why the button cannot be used now: shown as text under it while it is disabled (never only in a
     * tooltip) and linked to it by aria-describedby. Pass it only when that reason holds.
     */
    disabledReason?: React.ReactNode;
  };

/**
 * A button. A link that looks like one is the link itself with `buttonVariants()` as its class
 * (`<Link className={buttonVariants({ variant: "outline" })}>`): no Radix Slot, whose code every
 * page would otherwise load with the header.
 */
export function Button({ className, variant, size, disabledReason, ...props }: ButtonProps) {
  const reasonId = useId();
  const button = (describedBy?: string) => (
    <button
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
      aria-describedby={[props["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined}
    />
  );
  if (!props.disabled || !disabledReason) return button();
  return (
    <span className={cn("inline-flex flex-col gap-1.5", /\bw-full\b/.test(className ?? "") && "flex w-full")} data-slot="disabled-control">
      {button(reasonId)}
      <DisabledReason id={reasonId}>{disabledReason}</DisabledReason>
    </span>
  );
}

/**
 * The one way to say why a control is disabled: visible text beside it (AA contrast, unlike the faded
 * control), which the control names in its aria-describedby. Button's `disabledReason` renders it;
 * other controls (a select, a link) use it directly.
 */
export function DisabledReason({ id, className, children }: { id: string; className?: string; children: React.ReactNode }) {
  return (
    <span id={id} data-slot="disabled-reason" className={cn("flex items-start gap-1.5 text-xs leading-snug text-muted", className)}>
      <Info className="mt-px size-3.5 shrink-0" aria-hidden />
      <span className="whitespace-normal">{children}</span>
    </span>
  );
}
