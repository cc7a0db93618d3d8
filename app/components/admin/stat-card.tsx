import { formatNumber } from "~/i18n/format";

/**
 * One figure of the last 30 days: how many, compared in words with the 30 days before ("+3 em relação
 * aos 30 dias anteriores"), and the total it adds to.
 */
export function StatCard({
  title,
  recent,
  compared,
  total,
}: {
  title: string;
  /** The count of the last 30 days. */
  recent: number;
  /** The comparison with the 30 days before, in words. */
  compared: string;
  /** The running total, in words ("120 usuários no total"). */
  total: string;
}) {
  return (
    <section className="rounded-xl border border-cream-200 bg-white p-4" aria-label={title}>
      <h3 className="font-sans text-sm font-medium tracking-normal text-muted">{title}</h3>
      <p className="mt-1 font-display text-2xl font-semibold text-brand-900" data-testid="stat-value">
        {formatNumber(recent)}
      </p>
      <p className="mt-1 text-sm text-ink" data-testid="stat-change">
        {compared}
      </p>
      <p className="mt-1 text-xs text-muted" data-testid="stat-total">
        {total}
      </p>
    </section>
  );
}
