import { MapPin, Package, Truck } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { formatBRL, formatDateTime } from "~/i18n/format";
import { correiosTrackingUrl, paymentStatusLabel, refundStatusLabel, sampleCancelLabel } from "~/i18n/samples";
import { SamplePaymentForm, SamplePaymentUndo, SampleRefundStep } from "./sample-payment-form";
import { BULK_FORM_ID } from "./sample-bulk-bar";
import type { SortView } from "~/lib/common/list-sort";
import type { PageView } from "./pagination";
import { DataTable, type Column } from "./data-table";
import { SampleStatusBadge } from "./status-badges";
import { SampleStatusForm } from "./sample-status-form";
import type { AdminSampleRow } from "~/models/admin/samples.server";
import type { PixAlert } from "~/models/pix-receipts.server";

export type SampleView = AdminSampleRow;

/** An erased request may still be marked arrived once shipped (models/admin/samples.server.ts erasedStatusAllowed). */
const ERASED_STEPS = ["shipped", "delivered"];

const PAYMENT_VARIANT = { awaiting: "points", paid: "default", waived: "muted" } as const;

/** The fee and its payment state (aguardando, pago, isento) beside the status. */
export function SamplePaymentBadge({ status, feeCents }: { status: string; feeCents: number }) {
  const variant = PAYMENT_VARIANT[status as keyof typeof PAYMENT_VARIANT] ?? "points";
  return (
    <Badge variant={variant} data-testid="payment-badge">
      Frete {feeCents > 0 ? formatBRL(feeCents) : "grátis"} · {paymentStatusLabel(status)}
    </Badge>
  );
}

/** A Pix the bank reported that was not applied (models/pix-webhook.server.ts). */
function pixAlertText(alert: PixAlert): string {
  return alert.outcome === "amount_mismatch"
    ? `Pix recebido com valor diferente: ${formatBRL(alert.amountCents)}`
    : `Pix recebido quando o frete já não estava em aberto: ${formatBRL(alert.amountCents)} (devolver ao cliente)`;
}

function columns(selectable: boolean): Column<SampleView>[] {
  return [
    {
      header: "Pedido",
      sortKey: "pedido",
      sortFirst: "desc",
      card: "title",
      cell: (s) => (
        <>
          <p className="flex items-center gap-2 font-mono text-xs font-semibold text-muted">
            {selectable ? (
              <input
                type="checkbox"
                name="ids"
                value={s.id}
                form={BULK_FORM_ID}
                className="size-5 accent-brand-700"
                aria-label={`Selecionar o pedido ${s.orderNumber} (${s.fullName})`}
              />
            ) : null}
            <span data-testid="order-number">{s.orderNumber}</span>
          </p>
          <p className="flex items-center gap-2 font-semibold text-brand-900">
            <Package className="size-4 shrink-0 text-brand-600" aria-hidden />
            <span>{s.productName}</span>
          </p>
          <p className="mt-1 text-xs text-muted">Pedido em {formatDateTime(s.createdAt)}</p>
        </>
      ),
    },
    {
      header: "Cliente",
      sortKey: "cliente",
      card: "wide",
      className: "wrap-anywhere",
      cell: (s) => (
        <>
          <p className="text-sm font-medium text-ink">{s.fullName}</p>
          <p className="text-sm text-muted">{s.email}</p>
          {s.phone ? <p className="text-sm text-muted">{s.phone}</p> : null}
          {s.cpf ? (
            <p className="text-sm text-muted" data-testid="sample-cpf">
              CPF {s.cpf}
            </p>
          ) : null}
        </>
      ),
    },
    {
      header: "Entrega",
      sortKey: "entrega",
      card: "wide",
      cell: (s) => (
        <>
          <p className="flex items-start gap-2 text-ink">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
            {s.erased ? (
              <span className="text-muted">Dados de entrega apagados ({s.state})</span>
            ) : (
              <span>
                {s.address}
                <br />
                {s.city} – {s.state} · CEP {s.zipCode}
              </span>
            )}
          </p>
          {s.notes ? <p className="mt-2 rounded-lg bg-cream-50 p-2 text-muted">Obs.: {s.notes}</p> : null}
        </>
      ),
    },
    {
      header: "Situação",
      sortKey: "situacao",
      card: "wide",
      headClassName: "lg:w-40",
      cell: (s) => (
        <p className="flex flex-wrap items-center gap-2">
          {s.cancelledAt ? <Badge variant="muted">Cancelado</Badge> : <SampleStatusBadge status={s.status} />}
          <SamplePaymentBadge status={s.paymentStatus} feeCents={s.shippingFeeCents} />
          {s.refundStatus ? (
            <Badge variant={s.refundStatus === "due" ? "points" : "muted"} data-testid="refund-badge">
              {refundStatusLabel(s.refundStatus)}
            </Badge>
          ) : null}
          {s.cancelledAt ? (
            <span className="w-full text-sm font-medium text-ink" data-testid="cancel-reason">
              {sampleCancelLabel(s.cancelReason, s.paymentStatus)}
            </span>
          ) : null}
          {s.pixAlerts?.map((alert, i) => (
            <span
              key={i}
              role="note"
              className="w-full rounded-lg bg-amber-50 p-2 text-sm font-medium text-amber-900"
              data-testid="pix-alert"
            >
              {pixAlertText(alert)}
            </span>
          ))}
          {s.trackingCode ? (
            <a
              href={correiosTrackingUrl(s.trackingCode)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-xs text-brand-800 underline"
            >
              Rastreio: {s.trackingCode}
            </a>
          ) : null}
        </p>
      ),
    },
  ];
}

/** Sample requests (product, customer, address, status) with their status and payment forms; cards below 1024 px. */
export function SampleList({
  rows,
  filtered,
  action,
  selectable = false,
  page,
  pageParam,
  pageLabel,
  sort,
}: {
  rows: SampleView[];
  filtered: boolean;
  action?: string;
  selectable?: boolean;
  page?: PageView;
  pageParam?: string;
  pageLabel?: string;
  /** The order in force (Amostras sorts by each column); without it the headers do not sort. */
  sort?: SortView;
}) {
  return (
    <DataTable
      label="Solicitações de amostra"
      rows={rows}
      rowTestId="sample-row"
      columns={columns(selectable)}
      page={page}
      pageParam={pageParam}
      pageLabel={pageLabel}
      sort={sort}
      empty={{
        icon: Truck,
        title: filtered ? "Nenhuma solicitação encontrada com os filtros aplicados." : "Nenhuma solicitação de amostra ainda",
        text: filtered ? "Tente outra busca ou outro status." : "Os pedidos de amostra grátis dos clientes aparecem aqui.",
      }}
      actions={(s) => (
        <div className="flex w-full flex-col gap-3 text-left lg:w-56">
          {s.paymentStatus === "awaiting" && s.status !== "rejected" && !s.erased ? <SamplePaymentForm sample={s} action={action} /> : null}
          {s.paymentStatus !== "awaiting" && s.shippingFeeCents > 0 && s.status === "pending" && !s.erased ? (
            <SamplePaymentUndo sample={s} action={action} />
          ) : null}
          <SampleRefundStep sample={s} action={action} />
          {s.erased && !ERASED_STEPS.includes(s.status) ? (
            <p className="text-sm text-muted">Dados apagados: nada a registrar.</p>
          ) : (
            <SampleStatusForm sample={s} action={action} />
          )}
        </div>
      )}
    />
  );
}
