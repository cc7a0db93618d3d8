import { Tabs as TabsPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/common/cn";
import { TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "./tabs-style";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn(TABS_LIST_CLASS, className)} {...props} />;
}

/**
 * A tab. One chosen with a pointer shows no focus ring (Chromium showed :focus-visible after a click on
 * the dashboard's tabs); one reached with the keyboard does. The mark goes with the focus.
 */
export function TabsTrigger({ className, onPointerDown, onBlur, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(TABS_TRIGGER_CLASS, className)}
      onPointerDown={(event) => {
        event.currentTarget.dataset.pointer = "";
        onPointerDown?.(event);
      }}
      onBlur={(event) => {
        delete event.currentTarget.dataset.pointer;
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4 outline-none", className)} {...props} />;
}
