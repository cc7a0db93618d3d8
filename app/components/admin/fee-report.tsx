import { Link } from "react-router";
import { formatBRL, formatNumber } from "~/i18n/format";
import type { FeeReport } from "~/models/admin/reports.server";
import { SectionTitle } from "./page-header";

/** Relatórios: the samples' shipping fees of the period (received, returned, net) and what is still owed back. */
export function FeeReportSection({ fees, rangeText }: { fees: FeeReport; rangeText: string }) {
  const cells = [
    { key: "received", label: "Fretes recebidos", value: fees.receivedCents, detail: `${formatNumber(fees.receivedCount)} Pix no período` },
    {
      key: "refunded",
      label: "Fretes devolvidos",
      value: fees.refundedCents,
      detail: `${formatNumber(fees.refundedCount)} ${fees.refundedCount === 1 ? "devolução" : "devoluções"} no período`,
    },
    { key: "net", label: "Saldo dos fretes", value: fees.netCents, detail: "recebidos menos devolvidos" },
  ];
  return (
    <section className="mt-8" aria-labelledby="fretes">
      <SectionTitle id="fretes">Fretes das amostras</SectionTitle>
      <p className="-mt-2 mb-3 text-sm text-muted">De {rangeText}, pela data do pagamento e da devolução.</p>
      <ul className="grid gap-3 sm:grid-cols-3" aria-label="Fretes das amostras">
        {cells.map((c) => (
          <li key={c.key} className="rounded-2xl border border-cream-200 bg-white p-4" data-testid={`fee-${c.key}`}>
            <p className="text-sm text-muted">{c.label}</p>
            <p className="mt-1 font-display text-2xl font-semibold text-brand-900">{formatBRL(c.value)}</p>
            <p className="text-xs text-muted">{c.detail}</p>
          </li>
        ))}
      </ul>
      {fees.dueCount ? (
        <p className="mt-3 text-sm text-ink" data-testid="fee-due">
          Frete a devolver: {formatBRL(fees.dueCents)} em {formatNumber(fees.dueCount)}{" "}
          {fees.dueCount === 1 ? "solicitação" : "solicitações"}.{" "}
          <Link to="/admin-panel/amostras?pagamento=paid&status=rejected" className="font-medium text-brand-800 underline">
            Ver solicitações
          </Link>
        </p>
      ) : null}
    </section>
  );
}
