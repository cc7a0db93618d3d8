import { Link } from "react-router";
import {
  AlertTriangle,
  PackageSearch,
  ChevronRight,
  CircleCheck,
  Clock,
  CreditCard,
  Gift,
  Mail,
  Package,
  ShieldCheck,
  Star,
  type IconComponent,
} from "~/components/icons";
import { formatNumber } from "~/i18n/format";
import { cn } from "~/lib/common/cn";
import type { InboxItem, InboxKey } from "~/models/admin/dashboard.server";

const ICONS: Record<InboxKey, IconComponent> = {
  privacy: ShieldCheck,
  overdue: Clock,
  ship: Package,
  pix: CreditCard,
  reviews: Star,
  rewards: Gift,
  mail: Mail,
  stock: PackageSearch,
};

/** "Hoje": one line per thing to do, with its count, a detail and the list filtered to it; a calm line when nothing waits. */
export function TodayInbox({ items }: { items: InboxItem[] }) {
  if (!items.length) {
    return (
      <p className="flex items-center gap-3 rounded-xl border border-cream-200 bg-white p-4 text-ink" data-testid="inbox-empty">
        <CircleCheck className="size-6 shrink-0 text-brand-700" aria-hidden />
        <span className="font-medium">Nada pendente hoje</span>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-cream-200 overflow-hidden rounded-xl border border-cream-200 bg-white" data-testid="today-inbox">
      {items.map((item) => {
        const Icon = item.urgent ? AlertTriangle : ICONS[item.key];
        return (
          <li key={item.key} data-testid={`inbox-${item.key}`}>
            <Link
              to={item.href}
              className="flex min-h-16 items-center gap-3 p-3 hover:bg-cream-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:gap-4 sm:px-4"
            >
              <span
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-lg",
                  item.urgent ? "bg-amber-100 text-amber-900" : "bg-brand-50 text-brand-700",
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">
                  <span className="font-display text-lg text-brand-900" data-testid="inbox-count">
                    {formatNumber(item.count)}
                  </span>{" "}
                  {item.label}
                </span>
                {item.detail ? <span className="block text-sm text-muted">{item.detail}</span> : null}
              </span>
              <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
