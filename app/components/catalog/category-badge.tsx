import { Brain, Leaf, Moon, Scale, ShieldCheck, Zap, type IconProps } from "~/components/icons";
import { categoryBySlug } from "~/lib/categories";
import { cn } from "~/lib/cn";

const ICONS: Record<string, React.ComponentType<IconProps>> = { Brain, Zap, Moon, ShieldCheck, Leaf, Scale };

/** A product line's badge, in its own colour and with its icon (lib/categories.ts). */
export function CategoryBadge({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const line = categoryBySlug(slug);
  const Icon = (line && ICONS[line.icon]) || Leaf;
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold", className)}
      // Darkened a little: the line colours alone are just under AA for small text on their tints.
      style={{ background: line?.tint ?? "#eef6ef", color: `color-mix(in srgb, ${line?.color ?? "#1f5130"} 82%, black)` }}
    >
      <Icon className="size-3.5" aria-hidden />
      {name}
    </span>
  );
}
