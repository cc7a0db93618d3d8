import { Link } from "react-router";
import { Package } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { SamplePixPayment, SampleTicketSummary, SampleTracking, type SampleTicketView } from "~/components/catalog/sample-ticket";
import { cn } from "~/lib/common/cn";
import { formatLongDate } from "~/i18n/format";
import { SampleStatusBadge } from "./status-badge";

export interface SampleView extends SampleTicketView {
  productName: string | null;
  productSlug: string | null;
  createdAt: Date;
}

/** Minhas Amostras: the user's requests, newest first, with order number, fee, payment (Pix until paid) and tracking. */
export function SamplesList({ samples }: { samples: SampleView[] }) {
  if (!samples.length) {
    return (
      <div className="rounded-2xl border border-dashed border-cream-200 bg-cream-50 p-8 text-center">
        <Package className="mx-auto size-10 text-brand-500" aria-hidden />
        <p className="mt-3 font-semibold text-brand-900">Você ainda não pediu amostras.</p>
        <p className="mt-1 text-sm text-muted">Escolha um produto, peça sua amostra grátis e pague apenas o frete.</p>
        <Link to="/produtos" className={cn(buttonVariants({ className: "mt-4" }))}>
          Ver produtos
        </Link>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-cream-200 rounded-2xl border border-cream-200 bg-white" aria-label="Minhas amostras">
      {samples.map((sample) => (
        <li key={sample.id} className="grid gap-3 p-4" data-testid="my-sample">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
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
            </div>
            <SampleStatusBadge status={sample.status} />
          </div>
          <SampleTicketSummary ticket={sample} />
          {sample.trackingCode ? <SampleTracking code={sample.trackingCode} /> : null}
          {sample.pix ? <SamplePixPayment ticket={{ ...sample, pix: sample.pix }} /> : null}
        </li>
      ))}
    </ul>
  );
}
