/** The lists of a customer's page: sample requests, reviews, redemptions and privacy requests (short, newest first: an empty one is one quiet line). */
import { Link } from "react-router";
import { AlertTriangle, Gift, MessageSquareText, ShieldCheck, Truck } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { formatBRL, formatDateTime, formatNumber, formatShortDate } from "~/i18n/format";
import { privacyRequestStatusLabel } from "~/i18n/help";
import { paymentStatusLabel, refundStatusLabel, sampleCancelLabel } from "~/i18n/samples";
import { type Column, DataTable } from "./data-table";
import { EmptyState } from "./empty-state";
import { Stars } from "./review-card";
import { RedemptionStatusBadge, SampleStatusBadge } from "./status-badges";
import type { AdminReview } from "~/models/admin/reviews.server";

/** Under a list cut at its newest rows: where to see the others. */
export function MoreNote({ more, to, children }: { more: boolean; to: string; children: React.ReactNode }) {
  if (!more) return null;
  return (
    <p className="mt-2 text-sm text-muted">
      Mostrando os mais recentes.{" "}
      <Link to={to} className="font-semibold text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}

export interface CustomerSampleView {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  shippingFeeCents: number;
  trackingCode: string | null;
  phone?: string | null;
  city: string;
  state: string;
  productName: string;
  createdAt: string | Date;
  cancelledAt?: string | Date | null;
  cancelReason?: string | null;
  refundStatus?: string | null;
  /** Delivery data erased (LGPD): the address is gone, as on Amostras. */
  erased?: boolean;
}

const SAMPLE_COLUMNS: Column<CustomerSampleView>[] = [
  {
    header: "Pedido",
    cell: (s) => (
      <Link
        to={`/admin-panel/amostras?q=${encodeURIComponent(s.orderNumber)}`}
        className="font-mono text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {s.orderNumber}
      </Link>
    ),
    className: "whitespace-nowrap",
  },
  {
    header: "Produto",
    card: "wide",
    cell: (s) => (
      <>
        <span className="font-medium text-ink">{s.productName}</span>
        <span className="block text-xs text-muted">
          {s.erased ? `Dados de entrega apagados (${s.state})` : `${s.city} – ${s.state}`}
          {s.trackingCode ? ` · Rastreio ${s.trackingCode}` : ""}
        </span>
      </>
    ),
    className: "min-w-36",
  },
  { header: "Data", cell: (s) => formatShortDate(s.createdAt), className: "whitespace-nowrap" },
  {
    header: "Status",
    cell: (s) =>
      s.cancelledAt ? (
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge variant="muted">Cancelado</Badge>
          <span className="text-xs text-ink">{sampleCancelLabel(s.cancelReason, s.paymentStatus)}</span>
        </span>
      ) : (
        <SampleStatusBadge status={s.status} />
      ),
  },
  {
    header: "Frete",
    cell: (s) =>
      `${s.shippingFeeCents > 0 ? formatBRL(s.shippingFeeCents) : "Grátis"} · ${paymentStatusLabel(s.paymentStatus)}${
        s.refundStatus ? ` · ${refundStatusLabel(s.refundStatus)}` : ""
      }`,
    className: "whitespace-nowrap",
  },
];

export function CustomerSamples({ rows }: { rows: CustomerSampleView[] }) {
  return (
    <DataTable
      label="Solicitações de amostra do cliente"
      rows={rows}
      columns={SAMPLE_COLUMNS}
      empty={{ icon: Truck, title: "Nenhuma solicitação de amostra.", compact: true }}
      rowTestId="customer-sample"
    />
  );
}

export type CustomerReviewView = Pick<
  AdminReview,
  "id" | "rating" | "title" | "content" | "approved" | "healthClaim" | "reply" | "productName" | "productSlug"
> & { createdAt: string | Date };

export function CustomerReviews({ rows }: { rows: CustomerReviewView[] }) {
  if (!rows.length) return <EmptyState icon={MessageSquareText} title="Nenhuma avaliação." compact />;
  return (
    <ul className="flex flex-col gap-2" aria-label="Avaliações do cliente">
      {rows.map((r) => (
        <li key={r.id} className="rounded-xl border border-cream-200 bg-white p-4" data-testid="customer-review">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm">
              {r.productSlug ? (
                <Link to={`/produto/${r.productSlug}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {r.productName}
                </Link>
              ) : (
                <span className="font-semibold">{r.productName}</span>
              )}
              <span className="text-muted"> · {formatShortDate(r.createdAt)}</span>
            </p>
            <span className="flex flex-wrap items-center gap-2">
              <Stars rating={r.rating} />
              <Link to={r.approved ? "/admin-panel/avaliacoes?aba=publicadas" : "/admin-panel/avaliacoes"}>
                <Badge variant={r.approved ? "default" : "points"}>{r.approved ? "Publicada" : "Pendente"}</Badge>
              </Link>
              {r.healthClaim ? (
                <Badge variant="points">
                  <AlertTriangle className="size-3.5" aria-hidden /> Alegação de saúde
                </Badge>
              ) : null}
              {r.reply ? <Badge variant="info">Respondida</Badge> : null}
            </span>
          </div>
          {r.title ? <p className="mt-1.5 text-sm font-semibold break-words text-ink">{r.title}</p> : null}
          <p className="mt-1 line-clamp-3 text-sm break-words text-ink">{r.content}</p>
        </li>
      ))}
    </ul>
  );
}

export interface CustomerRedemptionView {
  id: string;
  rewardName: string;
  status: string;
  pointsSpent: number;
  createdAt: string | Date;
}

const REDEMPTION_COLUMNS: Column<CustomerRedemptionView>[] = [
  { header: "Data", cell: (r) => formatDateTime(r.createdAt), className: "whitespace-nowrap" },
  { header: "Prêmio", cell: (r) => r.rewardName, className: "min-w-36 font-medium" },
  { header: "Pontos", cell: (r) => formatNumber(r.pointsSpent), className: "whitespace-nowrap tabular-nums" },
  {
    header: "Status",
    cell: (r) => (
      <Link to={`/admin-panel/premios?status=${r.status}#resgates`}>
        <RedemptionStatusBadge status={r.status} />
      </Link>
    ),
  },
];

export function CustomerRedemptions({ rows }: { rows: CustomerRedemptionView[] }) {
  return (
    <DataTable
      label="Resgates do cliente"
      rows={rows}
      columns={REDEMPTION_COLUMNS}
      empty={{ icon: Gift, title: "Nenhum resgate.", compact: true }}
      rowTestId="customer-redemption"
    />
  );
}

export interface CustomerPrivacyView {
  id: string;
  protocol: string;
  status: string;
  reason: string | null;
  handledAt: string | Date | null;
  createdAt: string | Date;
  awaitingConfirmation?: boolean;
}

const PRIVACY_COLUMNS: Column<CustomerPrivacyView>[] = [
  {
    header: "Protocolo",
    cell: (r) => (
      <Link to="/admin-panel/privacidade" className="font-mono text-xs font-semibold text-brand-700 underline-offset-2 hover:underline">
        {r.protocol}
      </Link>
    ),
    className: "whitespace-nowrap",
  },
  { header: "Pedido em", cell: (r) => formatShortDate(r.createdAt), className: "whitespace-nowrap" },
  {
    header: "Status",
    cell: (r) => (
      <>
        <Badge variant={r.status === "handled" ? "default" : "points"}>{privacyRequestStatusLabel(r.status, r.awaitingConfirmation)}</Badge>
        {r.handledAt ? <span className="mt-1 block text-xs text-muted">em {formatShortDate(r.handledAt)}</span> : null}
      </>
    ),
  },
  {
    header: "Motivo",
    card: "wide",
    cell: (r) => r.reason || <span className="text-muted">—</span>,
    className: "min-w-40 break-words",
  },
];

export function CustomerPrivacy({ rows }: { rows: CustomerPrivacyView[] }) {
  return (
    <DataTable
      label="Pedidos de privacidade do cliente"
      rows={rows}
      columns={PRIVACY_COLUMNS}
      empty={{ icon: ShieldCheck, title: "Nenhum pedido de privacidade.", compact: true }}
      rowTestId="customer-privacy"
    />
  );
}
