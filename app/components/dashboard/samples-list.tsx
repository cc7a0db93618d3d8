import { Link } from "react-router";
import { Package, Truck } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/i18n/format";
import { SampleStatusBadge } from "./status-badge";

export interface SampleView {
  id: string;
  productName: string | null;
  productSlug: string | null;
  status: string;
  trackingCode: string | null;
  createdAt: Date;
}

/** The user's sample requests, newest first. */
export function SamplesList({ samples }: { samples: SampleView[] }) {
  if (!samples.length) {
    return (
      <div className="rounded-2xl border border-dashed border-cream-200 bg-cream-50 p-8 text-center">
        <Package className="mx-auto size-10 text-brand-500" aria-hidden />
        <p className="mt-3 font-semibold text-brand-900">Você ainda não pediu amostras.</p>
        <p className="mt-1 text-sm text-muted">Escolha um produto, peça sua amostra grátis e pague apenas o frete.</p>
        <Link to="/produtos" className={cn(buttonVariants({ className: "mt-4" }))}>Ver produtos</Link>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-cream-200 rounded-2xl border border-cream-200 bg-white" aria-label="Minhas amostras">
      {samples.map((sample) => (
        <li key={sample.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold text-brand-900">
              {sample.productName && sample.productSlug ? (
                <Link to={`/produto/${sample.productSlug}`} className="hover:underline">
                  {sample.productName}
                </Link>
              ) : (
                <span className="text-muted">Produto não encontrado</span>
              )}
            </p>
            <p className="text-sm text-muted">
              Solicitada em <time dateTime={new Date(sample.createdAt).toISOString()}>{formatLongDate(sample.createdAt)}</time>
            </p>
            {sample.trackingCode ? (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-ink">
                <Truck className="size-4 text-brand-600" aria-hidden /> Rastreio: <span className="font-mono">{sample.trackingCode}</span>
              </p>
            ) : null}
          </div>
          <SampleStatusBadge status={sample.status} />
        </li>
      ))}
    </ul>
  );
}
