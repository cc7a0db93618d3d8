import { formatBRL, formatDateTime } from "~/i18n/format";
import type { UnmatchedPix } from "~/models/pix-receipts.server";

/** Amostras: Pix the bank reported whose txid is no request's, for the team to find who paid (and refund). */
export function UnmatchedPixList({ rows }: { rows: UnmatchedPix[] }) {
  if (!rows.length) return null;
  return (
    <details className="mb-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="unmatched-pix">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {rows.length === 1 ? "1 Pix recebido sem pedido correspondente" : `${rows.length} Pix recebidos sem pedido correspondente`}
      </summary>
      <ul className="mt-2 flex flex-col gap-2">
        {rows.map((r) => (
          <li key={r.id} className="rounded-lg bg-white p-2">
            <strong>{formatBRL(r.amountCents)}</strong> em {formatDateTime(r.paidAt ?? r.receivedAt)}
            {r.payerName ? ` · ${r.payerName}` : ""} · txid {r.txid ?? "—"}
            <span className="block font-mono text-xs wrap-anywhere text-muted">{r.endToEndId}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
