import { Gift, MapPin, Truck } from "~/components/icons";
import { correiosTrackingUrl } from "~/i18n/samples";
import { formatLongDate, formatPoints } from "~/i18n/format";
import { RedemptionStatusBadge } from "./status-badge";
import { uploadCopy } from "~/lib/common/upload-copies";

export interface RedemptionView {
  id: string;
  rewardName: string;
  imageUrl: string | null;
  status: string;
  pointsSpent: number;
  createdAt: Date;
  /** A coupon reward's code, and the request it paid the shipping of once used. */
  coupon?: { code: string; usedAt: Date | string | null; usedOn: string | null } | null;
  /** Where a physical reward goes, and its Correios code once sent. */
  deliveryLine?: string | null;
  trackingCode?: string | null;
}

/** A coupon's code, to copy, and whether it is still to use. */
function CouponCode({ coupon }: { coupon: NonNullable<RedemptionView["coupon"]> }) {
  const used = coupon.usedAt !== null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="coupon">
      <span className="text-muted">Código:</span>
      <code
        className={
          used
            ? "rounded bg-cream-100 px-1.5 py-0.5 font-mono text-muted line-through"
            : "rounded bg-amber-100 px-1.5 py-0.5 font-mono font-semibold text-amber-950 select-all"
        }
      >
        {coupon.code}
      </code>
      <span className={used ? "text-xs text-muted" : "text-xs font-semibold text-brand-800"}>
        {used ? (coupon.usedOn ? `Usado no pedido ${coupon.usedOn}` : "Usado") : "Disponível: use na próxima solicitação de amostra"}
      </span>
    </p>
  );
}

/** The user's redemptions, newest first, with Pendente / Enviado / Concluído / Cancelado, the tracking code of a sent prize, coupon codes and delivery addresses. */
export function RedemptionHistory({ redemptions }: { redemptions: RedemptionView[] }) {
  if (!redemptions.length) {
    return (
      <p className="rounded-2xl bg-cream-50 p-5 text-sm text-muted">
        Você ainda não resgatou prêmios. Quando resgatar, eles aparecem aqui.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-cream-200 rounded-2xl border border-cream-200 bg-white" aria-label="Meus resgates">
      {redemptions.map((r) => (
        <li key={r.id} className="flex items-start gap-3 p-3 sm:p-4">
          {r.imageUrl ? (
            <img
              src={uploadCopy(r.imageUrl, 400) ?? r.imageUrl}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-lg object-cover"
            />
          ) : (
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-cream-100">
              <Gift className="size-5 text-brand-500" aria-hidden />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 truncate font-semibold text-brand-900">{r.rewardName}</p>
              <RedemptionStatusBadge status={r.status} />
            </div>
            <p className="text-xs text-muted">
              {formatLongDate(r.createdAt)} · {formatPoints(r.pointsSpent)}
            </p>
            {r.coupon ? <CouponCode coupon={r.coupon} /> : null}
            {r.deliveryLine ? (
              <p className="mt-1 flex items-start gap-1.5 text-xs text-muted">
                <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                <span>Entrega: {r.deliveryLine}</span>
              </p>
            ) : null}
            {r.trackingCode ? (
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm" data-testid="redemption-tracking">
                <Truck className="size-4 shrink-0 text-muted" aria-hidden />
                <span className="text-muted">Rastreio:</span>
                <a
                  href={correiosTrackingUrl(r.trackingCode)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-700 underline underline-offset-2"
                >
                  {r.trackingCode}
                  <span className="sr-only"> (acompanhar nos Correios, abre em nova aba)</span>
                </a>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
