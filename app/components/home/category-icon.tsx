import { Brain, Leaf, Moon, Scale, ShieldCheck, Zap, type IconProps } from "~/components/icons";
import type { PRODUCT_CATEGORIES } from "~/lib/common/categories";

type IconName = (typeof PRODUCT_CATEGORIES)[number]["icon"];

// Only the six icons of lib/categories.ts, so the bundle carries no more than these.
const ICONS: Record<IconName, React.ComponentType<IconProps>> = { Brain, Zap, Moon, ShieldCheck, Leaf, Scale };

/** The lucide icon of a product line (lib/categories.ts). */
export function CategoryIcon({ name, ...props }: { name: IconName } & IconProps) {
  const Icon = ICONS[name] ?? Leaf;
  return <Icon aria-hidden {...props} />;
}
