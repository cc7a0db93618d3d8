import { Gift } from "~/components/icons";
import { formatLongDate, formatPoints } from "~/i18n/format";
import { RedemptionStatusBadge } from "./status-badge";
import { uploadCopy } from "~/lib/upload-copies";

export interface RedemptionView {
  id: string;
  rewardName: string;
  imageUrl: string | null;
  status: string;
  pointsSpent: number;
  createdAt: Date;
}

/** The user's redemptions, newest first, with Pendente / Concluído / Cancelado. */
export function RedemptionHistory({ redemptions }: { redemptions: RedemptionView[] }) {
  if (!redemptions.length) {
    return <p className="rounded-2xl bg-cream-50 p-5 text-sm text-muted">Você ainda não resgatou prêmios. Quando resgatar, eles aparecem aqui.</p>;
  }
  return (
    <ul className="divide-y divide-cream-200 rounded-2xl border border-cream-200 bg-white" aria-label="Meus resgates">
      {redemptions.map((r) => (
        <li key={r.id} className="flex items-center gap-3 p-3 sm:p-4">
          {r.imageUrl ? (
            <img src={uploadCopy(r.imageUrl, 400) ?? r.imageUrl} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-lg object-cover" />
          ) : (
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-cream-100">
              <Gift className="size-5 text-brand-500" aria-hidden />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-brand-900">{r.rewardName}</p>
            <p className="text-xs text-muted">
              {formatLongDate(r.createdAt)} · {formatPoints(r.pointsSpent)}
            </p>
          </div>
          <RedemptionStatusBadge status={r.status} />
        </li>
      ))}
    </ul>
  );
}
