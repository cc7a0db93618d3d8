import type { CSSProperties } from "react";

/** The accordion's look, shared by the Radix accordion (ui/accordion.tsx) and markup drawn before it loads. */
export const ACCORDION_ITEM_CLASS = "border-b border-cream-200 last:border-b-0";
export const ACCORDION_TRIGGER_CLASS =
  "flex min-h-11 flex-1 items-start justify-between gap-3 py-3 text-left font-sans text-base font-semibold text-ink transition-colors hover:text-brand-700 [&[data-state=open]>svg]:rotate-180";
export const ACCORDION_CHEVRON_CLASS = "mt-0.5 size-5 shrink-0 text-brand-600 transition-transform duration-200";
export const ACCORDION_CONTENT_CLASS = "overflow-hidden text-sm";
/** What Radix puts on every content element. */
export const ACCORDION_CONTENT_STYLE = {
  "--radix-accordion-content-height": "var(--radix-collapsible-content-height)",
  "--radix-accordion-content-width": "var(--radix-collapsible-content-width)",
} as CSSProperties;
