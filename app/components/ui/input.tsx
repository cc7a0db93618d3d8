import type * as React from "react";
import { cn } from "~/lib/common/cn";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      className={cn(
        "min-h-11 w-full rounded-lg border border-cream-200 bg-white px-3 py-2 text-base text-ink placeholder:text-muted/80 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:opacity-55 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "w-full rounded-lg border border-cream-200 bg-white px-3 py-2 text-base text-ink placeholder:text-muted/80 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:opacity-55 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the caller gives htmlFor or wraps the control
  return <label data-slot="label" className={cn("text-sm font-medium text-ink", className)} {...props} />;
}

/** A field's error, tied to its input by id (aria-describedby). */
export function FieldError({ id, children }: { id?: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {children}
    </p>
  );
}

export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="select"
      className={cn(
        "min-h-11 w-full rounded-lg border border-cream-200 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:opacity-55 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
