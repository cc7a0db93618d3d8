import { ArrowDownRight, ArrowUpRight, Minus, type IconComponent } from "~/components/icons";
import { formatNumber } from "~/i18n/format";
import { cn } from "~/lib/common/cn";

/** '+12%', '-5%', '0%', or '—' when there is no previous period to compare with. */
export function formatChange(change: number | null): string {
  if (change === null) return "—";
  if (change > 0) return `+${formatNumber(change)}%`;
  return `${formatNumber(change)}%`;
}

/** The badge: the change and the earlier figure it compares with, '+12% vs 40' ('— vs 0' when there is none). */
export function formatChangeBadge(change: number | null, previous: number): string {
  return `${formatChange(change)} vs ${formatNumber(previous)}`;
}

export function StatCard({
  title,
  value,
  change,
  recent,
  previous,
  hint,
  icon: Icon,
}: {
  title: string;
  value: number;
  change: number | null;
  recent: number;
  /** The same count in the 30 days before the last 30. */
  previous: number;
  hint: string;
  icon: IconComponent;
}) {
  const Trend = change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <section className="rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-5" aria-label={title}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-sans text-sm font-medium tracking-normal text-muted">{title}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      <p className="mt-1 font-display text-3xl font-semibold text-brand-900" data-testid="stat-value">
        {formatNumber(value)}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-x-1.5 text-xs text-muted">
        <span
          className={cn(
            "inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 font-semibold",
            change === null || change === 0
              ? "bg-cream-100 text-muted"
              : change > 0
                ? "bg-brand-50 text-brand-800"
                : "bg-red-50 text-red-800",
          )}
          data-testid="stat-change"
        >
          {change === null ? null : <Trend className="size-3.5" aria-hidden />}
          {formatChangeBadge(change, previous)}
        </span>
        <span>
          {formatNumber(recent)} {hint} nos últimos 30 dias; {formatNumber(previous)} nos 30 dias anteriores
        </span>
      </p>
    </section>
  );
}
