import { Award, Inbox, Truck } from "~/components/icons";
import { MSG } from "~/i18n/admin";
import { formatDateTime } from "~/i18n/format";
import { EmptyState } from "./empty-state";
import { RedemptionStatusBadge, SampleStatusBadge } from "./status-badges";

export interface ActivityView {
  kind: "sample" | "redemption";
  id: string;
  createdAt: string | Date;
  who: string;
  what: string;
  status: string;
}

export function RecentActivity({ items }: { items: ActivityView[] }) {
  if (!items.length) {
    return (
      <EmptyState icon={Inbox} title="Nenhuma atividade recente">
        Quando clientes pedirem amostras ou resgatarem prêmios, tudo aparece aqui.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-cream-200 rounded-xl border border-cream-200 bg-white" data-testid="recent-activity">
      {items.map((item) => {
        const Icon = item.kind === "sample" ? Truck : Award;
        return (
          <li key={`${item.kind}-${item.id}`} className="flex items-start gap-3 p-3 sm:items-center sm:p-4">
            <span
              className={
                item.kind === "sample" ? "rounded-lg bg-brand-50 p-2 text-brand-700" : "rounded-lg bg-amber-100 p-2 text-amber-800"
              }
            >
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm text-ink">
                <strong className="font-semibold">{item.who.trim() || MSG.missingName}</strong>{" "}
                {item.kind === "sample" ? "pediu uma amostra de" : "resgatou"} <strong className="font-semibold">{item.what}</strong>
              </p>
              <p className="text-xs text-muted">{formatDateTime(item.createdAt)}</p>
            </div>
            {item.kind === "sample" ? <SampleStatusBadge status={item.status} /> : <RedemptionStatusBadge status={item.status} />}
          </li>
        );
      })}
    </ul>
  );
}
