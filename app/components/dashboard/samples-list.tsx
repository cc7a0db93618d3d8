import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Package } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { SamplePixPayment, SampleTicketSummary, type SampleTicketView } from "~/components/catalog/sample-ticket";
import { SampleDelivery, SampleTimeline } from "./sample-timeline";
import { cn } from "~/lib/common/cn";
import { formatLongDate } from "~/i18n/format";
import { payByText, sampleCancelLabel } from "~/i18n/samples";
import { SampleStatusBadge } from "./status-badge";
import type { SampleDeliveryView } from "~/models/samples.server";
import { SampleAddressDialog } from "./sample-address-dialog";

export interface SampleView extends SampleTicketView {
  productName: string | null;
  productSlug: string | null;
  createdAt: Date;
  paidAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** While the fee awaits payment: when the Pix deadline ends. */
  payBy: Date | string | null;
  delivery: SampleDeliveryView | null;
}

/** Minhas Amostras: the user's requests, newest first, with order number, fee, payment (Pix until paid), address and timeline. */
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
            <SampleStatusBadge status={sample.status} cancelled={Boolean(sample.cancelledAt)} />
          </div>
          <SampleTicketSummary ticket={sample} />
          {sample.cancelledAt ? (
            <p className="text-sm font-medium text-ink" data-testid="cancel-reason">
              {sampleCancelLabel(sample.cancelReason, sample.paymentStatus, "customer")}
            </p>
          ) : null}
          <SampleDelivery delivery={sample.delivery} />
          <SampleTimeline ticket={sample} />
          {sample.status === "pending" ? (
            <div className="flex flex-wrap items-start gap-2">
              {sample.delivery ? (
                <SampleAddressDialog sampleId={sample.id} orderNumber={sample.orderNumber} delivery={sample.delivery} />
              ) : null}
              <CancelSample sampleId={sample.id} orderNumber={sample.orderNumber} />
            </div>
          ) : null}
          {sample.pix ? (
            <div className="grid gap-2">
              {sample.payBy ? (
                <p className="text-sm font-semibold text-amber-950" data-testid="pay-by">
                  {payByText(sample.payBy)}. Depois disso, a solicitação expira sem pagamento.
                </p>
              ) : null}
              <SamplePixPayment ticket={{ ...sample, pix: sample.pix }} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** "Cancelar solicitação", then a confirmation: the request ends and its points go back on the ledger. */
function CancelSample({ sampleId, orderNumber }: { sampleId: string; orderNumber: string }) {
  const [asking, setAsking] = useState(false);
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("sampleId") === sampleId;
  if (!asking) {
    return (
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => setAsking(true)}>
        Cancelar solicitação
      </Button>
    );
  }
  return (
    <Form method="post" preventScrollReset className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <input type="hidden" name="intent" value="cancel-sample" />
      <input type="hidden" name="sampleId" value={sampleId} />
      <p>
        Cancelar o pedido {orderNumber}? Os pontos que ele rendeu saem do seu saldo. Se o frete já foi pago, nossa equipe devolve o valor.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={sending}>
          {sending ? "Cancelando..." : "Confirmar cancelamento"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setAsking(false)} disabled={sending}>
          Voltar
        </Button>
      </div>
    </Form>
  );
}
