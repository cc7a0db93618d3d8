import type * as React from "react";
import { MailCheck, RotateCcw } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/i18n/format";
import type { PageView } from "./pagination";
import { DataTable, type Column } from "./data-table";
import { RowActionButton } from "./row-action-button";

/** A failed or retrying delivery: the model's own shape (type-only). */
export type { MailDelivery as MailDeliveryView } from "~/models/admin/mail.server";
import type { MailDelivery as MailDeliveryView } from "~/models/admin/mail.server";

/** "Reenviar" for one delivery (with `id`) or for all of them. */
export function RetryButton({ id, label, children }: { id?: string; label: string; children: React.ReactNode }) {
  return (
    <RowActionButton
      fields={id ? { intent: "retry", id } : { intent: "retry-all" }}
      icon={RotateCcw}
      size="sm"
      variant={id ? "secondary" : "default"}
      label={label}
    >
      {children}
    </RowActionButton>
  );
}

function StateBadge({ row }: { row: MailDeliveryView }) {
  return row.state === "failed" ? (
    <Badge className="bg-red-100 text-red-900">Falhou</Badge>
  ) : (
    <Badge className="bg-amber-100 text-amber-900">
      Nova tentativa{row.nextAttemptAt ? ` em ${formatDateTime(row.nextAttemptAt)}` : ""}
    </Badge>
  );
}

const COLUMNS: Column<MailDeliveryView>[] = [
  {
    header: "E-mail",
    card: "title",
    cell: (r) => (
      <>
        <p className="font-semibold break-words text-ink">{r.subject}</p>
        <p className="text-sm break-all text-muted">Para: {r.to}</p>
      </>
    ),
  },
  {
    header: "Motivo",
    card: "wide",
    cardLabel: "",
    cell: (r) =>
      r.lastError ? (
        <p className="rounded-lg bg-cream-50 px-3 py-2 font-mono text-xs break-words text-ink">Último erro: {r.lastError}</p>
      ) : (
        <span className="text-muted">—</span>
      ),
  },
  {
    header: "Situação",
    card: "wide",
    className: "lg:w-52",
    cell: (r) => (
      <div className="flex flex-col items-start gap-1.5 text-xs text-muted">
        <StateBadge row={r} />
        <span>
          Criado em {formatDateTime(r.createdAt)} · {r.attempts === 1 ? "1 tentativa" : `${r.attempts} tentativas`}
        </span>
      </div>
    ),
  },
];

export function MailDeliveryList({ rows, page }: { rows: MailDeliveryView[]; page?: PageView }) {
  return (
    <DataTable
      label="Envios de e-mail com falha"
      rows={rows}
      rowTestId="mail-delivery-row"
      columns={COLUMNS}
      page={page}
      empty={{
        icon: MailCheck,
        title: "Nenhum envio com falha",
        text: "Quando um e-mail não puder ser entregue, ele aparece aqui com o motivo, e o sistema tenta de novo sozinho.",
      }}
      actions={(r) => (
        <RetryButton id={r.id} label={`Reenviar "${r.subject}" para ${r.to}`}>
          Reenviar
        </RetryButton>
      )}
    />
  );
}
