import type * as React from "react";
import { useFetcher } from "react-router";
import type { IconComponent } from "~/components/icons";
import { Button } from "~/components/ui/button";

/** A one-click row action: posts `fields` to the page's action through its own fetcher, disabled while it runs. */
export function RowActionButton({
  fields,
  icon: Icon,
  label,
  size,
  variant,
  children,
}: {
  fields: Record<string, string>;
  icon: IconComponent;
  /** The accessible name, when the text alone does not say which row. */
  label?: string;
  size?: React.ComponentProps<typeof Button>["size"];
  variant?: React.ComponentProps<typeof Button>["variant"];
  children: React.ReactNode;
}) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size={size} variant={variant} disabled={fetcher.state !== "idle"} aria-label={label}>
        <Icon aria-hidden /> {children}
      </Button>
    </fetcher.Form>
  );
}
