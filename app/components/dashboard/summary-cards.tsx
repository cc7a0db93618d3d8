import { Link } from "react-router";
import { Gift, MessageSquareText, Package, Star } from "~/components/icons";
import type * as React from "react";
import { formatNumber } from "~/i18n/format";
import { cn } from "~/lib/common/cn";

export interface SummaryCounts {
  points: number;
  rewardsRedeemed: number;
  samplesRequested: number;
  reviewsWritten: number;
}

function SummaryCard({
  icon: Icon,
  label,
  value,
  tone,
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  label: string;
  value: number;
  tone: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-3">
        <span className={cn("inline-flex size-10 shrink-0 items-center justify-center rounded-full", tone)}>
          <Icon className="size-5" aria-hidden />
        </span>
        <p className="text-sm leading-tight font-medium text-muted">{label}</p>
      </div>
      <p className="mt-3 font-display text-3xl font-semibold text-brand-900">{formatNumber(value)}</p>
      {children}
    </div>
  );
}

/** Real counts of the account: balance, rewards redeemed, samples requested, reviews written. */
export function SummaryCards({ counts }: { counts: SummaryCounts }) {
  return (
    <section aria-label="Resumo da conta" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SummaryCard icon={Star} label="Pontos" value={counts.points} tone="bg-amber-100 text-amber-800">
        <Link to="/pontos" className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline sm:min-h-0">
          Como ganhar mais
        </Link>
      </SummaryCard>
      <SummaryCard icon={Gift} label="Prêmios resgatados" value={counts.rewardsRedeemed} tone="bg-leaf-100 text-brand-700" />
      <SummaryCard icon={Package} label="Amostras solicitadas" value={counts.samplesRequested} tone="bg-brand-100 text-brand-800" />
      <SummaryCard icon={MessageSquareText} label="Avaliações feitas" value={counts.reviewsWritten} tone="bg-sky-100 text-sky-900" />
    </section>
  );
}
