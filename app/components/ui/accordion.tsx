import { Accordion as AccordionPrimitive } from "radix-ui";
import { ChevronDown } from "~/components/icons";
import type * as React from "react";
import { cn } from "~/lib/common/cn";
import { ACCORDION_CHEVRON_CLASS, ACCORDION_CONTENT_CLASS, ACCORDION_ITEM_CLASS, ACCORDION_TRIGGER_CLASS } from "./accordion-style";

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={cn(ACCORDION_ITEM_CLASS, className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger data-slot="accordion-trigger" className={cn(ACCORDION_TRIGGER_CLASS, className)} {...props}>
        {children}
        <ChevronDown className={ACCORDION_CHEVRON_CLASS} aria-hidden />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className={ACCORDION_CONTENT_CLASS} {...props}>
      <div className={cn("pb-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
