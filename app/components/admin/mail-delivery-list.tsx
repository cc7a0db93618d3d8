import type * as React from "react";
import { useFetcher } from "react-router";
import { MailCheck, RotateCcw } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/i18n/format";
import { EmptyState } from "./empty-state";
import { useFailureToast } from "./use-failure-toast";

export interface MailDeliveryView {
  id: string;
  to: string;
  subject: string;
  state: "failed" | "retry";
  attempts: number;
  lastError: string | null;
  createdAt: string | Date;
  nextAttemptAt: string | Date | null;
}

/** "Reenviar" for one delivery (with `id`) or for all of them. */
export function RetryButton({ id, label, children }: { id?: string; label: string; children: React.ReactNode }) {
  const fetcher = useFetcher();
  useFailureToast(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={id ? "retry" : "retry-all"} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Button type="submit" size="sm" variant={id ? "secondary" : "default"} disabled={fetcher.state !== "idle"} aria-label={label}>
        <RotateCcw aria-hidden /> {children}
      </Button>
    </fetcher.Form>
  );
}

function StateBadge({ row }: { row: MailDeliveryView }) {
  return row.state === "failed" ? (
    <Badge className="bg-red-100 text-red-900">Falhou</Badge>
  ) : (
    <Badge className="bg-amber-100 text-amber-900">Nova tentativa{row.nextAttemptAt ? ` em ${formatDateTime(row.nextAttemptAt)}` : ""}</Badge>
  );
}

export function MailDeliveryList({ rows }: { rows: MailDeliveryView[] }) {
  if (!rows.length) {
    return (
      <EmptyState icon={MailCheck} title="Nenhum envio com falha">
        Quando um e-mail não puder ser entregue, ele aparece aqui com o motivo, e o sistema tenta de novo sozinho.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Envios de e-mail com falha">
      {rows.map((r) => (
        <li key={r.id} className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="mail-delivery-row">
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">{r.subject}</p>
            <p className="text-sm break-all text-muted">Para: {r.to}</p>
            {r.lastError ? (
              <p className="mt-2 rounded-lg bg-cream-50 px-3 py-2 font-mono text-xs break-words text-ink">Último erro: {r.lastError}</p>
            ) : null}
            <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
              Criado em {formatDateTime(r.createdAt)} · {r.attempts === 1 ? "1 tentativa" : `${r.attempts} tentativas`} <StateBadge row={r} />
            </p>
          </div>
          <RetryButton id={r.id} label={`Reenviar "${r.subject}" para ${r.to}`}>
            Reenviar
          </RetryButton>
        </li>
      ))}
    </ul>
  );
}
