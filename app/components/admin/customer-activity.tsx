/** The lists of a customer's page: sample requests, reviews, redemptions and privacy requests. */
import { Link } from "react-router";
import { AlertTriangle, Gift, MessageSquareText, ShieldCheck, Truck } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime, formatNumber, formatShortDate } from "~/i18n/format";
import { privacyRequestStatusLabel } from "~/i18n/help";
import { formatBRL, paymentStatusLabel } from "~/i18n/samples";
import { Stars } from "./review-card";
import { RedemptionStatusBadge, SampleStatusBadge } from "./status-badges";

function None({ icon: Icon, children }: { icon: typeof Truck; children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-xl border border-dashed border-cream-200 bg-white p-4 text-sm text-muted">
      <Icon className="size-5 shrink-0 text-brand-400" aria-hidden />
      {children}
    </p>
  );
}

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
  city: string;
  state: string;
  productName: string;
  createdAt: string | Date;
}

export function CustomerSamples({ rows }: { rows: CustomerSampleView[] }) {
  if (!rows.length) return <None icon={Truck}>Nenhuma solicitação de amostra.</None>;
  return (
    <Table label="Solicitações de amostra do cliente" stacked>
      <TableHeader>
        <TableRow>
          <TableHead>Pedido</TableHead>
          <TableHead>Produto</TableHead>
          <TableHead>Data</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Frete</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((s) => (
          <TableRow key={s.id} data-testid="customer-sample">
            <TableCell label="Pedido" className="font-mono text-xs whitespace-nowrap">
              <Link to={`/admin-panel/amostras?q=${encodeURIComponent(s.orderNumber)}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {s.orderNumber}
              </Link>
            </TableCell>
            <TableCell label="Produto" className="min-w-36">
              <span className="font-medium text-ink">{s.productName}</span>
              <span className="block text-xs text-muted">
                {s.city} – {s.state}
                {s.trackingCode ? ` · Rastreio ${s.trackingCode}` : ""}
              </span>
            </TableCell>
            <TableCell label="Data" className="whitespace-nowrap">{formatShortDate(s.createdAt)}</TableCell>
            <TableCell label="Status">
              <SampleStatusBadge status={s.status} />
            </TableCell>
            <TableCell label="Frete" className="whitespace-nowrap">
              {s.shippingFeeCents > 0 ? formatBRL(s.shippingFeeCents) : "Grátis"} · {paymentStatusLabel(s.paymentStatus)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export interface CustomerReviewView {
  id: string;
  rating: number;
  title: string | null;
  content: string;
  approved: boolean;
  healthClaim: boolean;
  reply: string | null;
  productName: string;
  productSlug: string | null;
  createdAt: string | Date;
}

export function CustomerReviews({ rows }: { rows: CustomerReviewView[] }) {
  if (!rows.length) return <None icon={MessageSquareText}>Nenhuma avaliação.</None>;
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

export function CustomerRedemptions({ rows }: { rows: CustomerRedemptionView[] }) {
  if (!rows.length) return <None icon={Gift}>Nenhum resgate.</None>;
  return (
    <Table label="Resgates do cliente" stacked>
      <TableHeader>
        <TableRow>
          <TableHead>Data</TableHead>
          <TableHead>Prêmio</TableHead>
          <TableHead>Pontos</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="customer-redemption">
            <TableCell label="Data" className="whitespace-nowrap">{formatDateTime(r.createdAt)}</TableCell>
            <TableCell label="Prêmio" className="min-w-36 font-medium">{r.rewardName}</TableCell>
            <TableCell label="Pontos" className="whitespace-nowrap tabular-nums">{formatNumber(r.pointsSpent)}</TableCell>
            <TableCell label="Status">
              <Link to={`/admin-panel/premios?status=${r.status}#resgates`}>
                <RedemptionStatusBadge status={r.status} />
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export interface CustomerPrivacyView {
  id: string;
  protocol: string;
  status: string;
  reason: string | null;
  handledAt: string | Date | null;
  createdAt: string | Date;
}

export function CustomerPrivacy({ rows }: { rows: CustomerPrivacyView[] }) {
  if (!rows.length) return <None icon={ShieldCheck}>Nenhum pedido de privacidade.</None>;
  return (
    <Table label="Pedidos de privacidade do cliente" stacked>
      <TableHeader>
        <TableRow>
          <TableHead>Protocolo</TableHead>
          <TableHead>Pedido em</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Motivo</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="customer-privacy">
            <TableCell label="Protocolo" className="font-mono text-xs whitespace-nowrap">
              <Link to="/admin-panel/privacidade" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {r.protocol}
              </Link>
            </TableCell>
            <TableCell label="Pedido em" className="whitespace-nowrap">{formatShortDate(r.createdAt)}</TableCell>
            <TableCell label="Status">
              <Badge variant={r.status === "handled" ? "default" : "points"}>{privacyRequestStatusLabel(r.status)}</Badge>
              {r.handledAt ? <span className="mt-1 block text-xs text-muted">em {formatShortDate(r.handledAt)}</span> : null}
            </TableCell>
            <TableCell label="Motivo" className="max-md:col-span-2 min-w-40 break-words">{r.reason || <span className="text-muted">—</span>}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
