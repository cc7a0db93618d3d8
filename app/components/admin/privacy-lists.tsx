import { useFetcher } from "react-router";
import { CheckCircle2, Inbox, Mail, ShieldCheck } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/i18n/format";
import { EmptyState } from "./empty-state";
import { useFailureToast } from "./use-failure-toast";

function HandleButton({ intent, id, label }: { intent: string; id: string; label: string }) {
  const fetcher = useFetcher();
  useFailureToast(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"} aria-label={label}>
        <CheckCircle2 aria-hidden /> Marcar como atendido
      </Button>
    </fetcher.Form>
  );
}

function StatusLine({ status, handledAt }: { status: string; handledAt: string | Date | null }) {
  return status === "handled" ? (
    <Badge variant="default">Atendido{handledAt ? ` em ${formatDateTime(handledAt)}` : ""}</Badge>
  ) : (
    <Badge className="bg-amber-100 text-amber-900">Pendente</Badge>
  );
}

export interface RemovalView {
  id: string;
  protocol: string;
  email: string;
  fullName: string;
  reason: string | null;
  status: string;
  handledAt: string | Date | null;
  createdAt: string | Date;
}

export function RemovalList({ rows }: { rows: RemovalView[] }) {
  if (!rows.length) {
    return (
      <EmptyState icon={ShieldCheck} title="Nenhum pedido de remoção de dados">
        Os pedidos feitos na página de privacidade (LGPD) aparecem aqui, com o protocolo de cada um.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Pedidos de remoção de dados">
      {rows.map((r) => (
        <li key={r.id} className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="removal-row">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">Protocolo {r.protocol}</p>
            <p className="mt-1 font-semibold text-ink">{r.fullName}</p>
            <p className="text-sm break-all text-muted">{r.email}</p>
            {r.reason ? <p className="mt-2 text-sm whitespace-pre-line text-ink">{r.reason}</p> : null}
            <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
              Recebido em {formatDateTime(r.createdAt)} <StatusLine status={r.status} handledAt={r.handledAt} />
            </p>
          </div>
          {r.status === "pending" ? <HandleButton intent="removal-handle" id={r.id} label={`Marcar pedido ${r.protocol} como atendido`} /> : null}
        </li>
      ))}
    </ul>
  );
}

export interface ContactView {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  handledAt: string | Date | null;
  createdAt: string | Date;
}

export function ContactList({ rows }: { rows: ContactView[] }) {
  if (!rows.length) {
    return (
      <EmptyState icon={Inbox} title="Nenhuma mensagem de contato">
        As mensagens enviadas pela Central de Ajuda e pela página de contato aparecem aqui.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Mensagens de contato">
      {rows.map((m) => (
        <li key={m.id} className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="contact-row">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{m.subject}</p>
            <p className="text-sm text-muted">
              {m.name} ·{" "}
              <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} className="inline-flex items-center gap-1 break-all text-brand-700 underline-offset-2 hover:underline">
                <Mail className="size-3.5" aria-hidden />
                {m.email}
              </a>
            </p>
            <p className="mt-2 text-sm whitespace-pre-line text-ink">{m.message}</p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
              Recebida em {formatDateTime(m.createdAt)} <StatusLine status={m.status} handledAt={m.handledAt} />
            </p>
          </div>
          {m.status === "pending" ? <HandleButton intent="contact-handle" id={m.id} label={`Marcar mensagem de ${m.name} como atendida`} /> : null}
        </li>
      ))}
    </ul>
  );
}
