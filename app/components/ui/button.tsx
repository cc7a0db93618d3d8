import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
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

/**
 * A button. A link that looks like one is the link itself with `buttonVariants()` as its class
 * (`<Link className={buttonVariants({ variant: "outline" })}>`): no Radix Slot, whose code every
 * page would otherwise load with the header. A disabled button says why with ButtonWithReason
 * (./disabled-reason.tsx), kept apart so that pages without one do not load it.
 */
export function Button({ className, variant, size, ...props }: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
