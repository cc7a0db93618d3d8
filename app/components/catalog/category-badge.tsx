import { CategoryIcon } from "~/components/home/category-icon";
import { categoryBySlug } from "~/lib/common/categories";
import { cn } from "~/lib/common/cn";

/** A product line's badge, in its own colour and with its icon (lib/categories.ts). */
export function CategoryBadge({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const line = categoryBySlug(slug);
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold", className)}
      // Darkened a little: the line colours alone are just under AA for small text on their tints.
      style={{ background: line?.tint ?? "#eef6ef", color: `color-mix(in srgb, ${line?.color ?? "#1f5130"} 82%, black)` }}
    >
      <CategoryIcon name={line?.icon ?? "Leaf"} className="size-3.5" />
      {name}
    </span>
  );
}
