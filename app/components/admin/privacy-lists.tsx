import { useState } from "react";
import { useFetcher } from "react-router";
import { AlertTriangle, CheckCircle2, Clock, Inbox, Mail, MailCheck, Send, ShieldCheck, Trash2 } from "~/components/icons";
import { AlertDialog, AlertDialogTrigger } from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/i18n/format";
import { sampleStatusLabel } from "~/i18n/labels";
import { paymentStatusLabel } from "~/i18n/samples";
import { erasureFateText, type ErasureSampleView } from "~/models/sample-erasure";
import { ConfirmContent } from "./confirm-action";
import type { PageView } from "./pagination";
import { DataTable, type Column } from "./data-table";
import { RowActionButton } from "./row-action-button";

function HandleButton({ fields, label }: { fields: Record<string, string>; label: string }) {
  return (
    <RowActionButton fields={fields} icon={CheckCircle2} size="sm" variant="secondary" label={label}>
      Marcar como atendido
    </RowActionButton>
  );
}

function StatusLine({ status, handledAt }: { status: string; handledAt: string | Date | null }) {
  return status === "handled" ? (
    <Badge variant="default">Atendido{handledAt ? ` em ${formatDateTime(handledAt)}` : ""}</Badge>
  ) : (
    <Badge className="bg-amber-100 text-amber-900">Pendente</Badge>
  );
}

/** Whether the address's owner confirmed the request (the identity check before a removal). */
function ConfirmationLine({ row }: { row: RemovalView }) {
  if (row.status !== "pending") return null;
  if (row.confirmedAt) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-brand-800">
        <MailCheck className="size-3.5" aria-hidden /> Confirmado pelo titular em {formatDateTime(row.confirmedAt)}
      </span>
    );
  }
  const expires = row.confirmationExpiresAt ? new Date(row.confirmationExpiresAt) : null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-xs text-amber-900">
      <Badge className="bg-cream-100 text-amber-900">
        <Clock className="size-3.5" aria-hidden /> Aguardando confirmação do titular
      </Badge>
      {expires ? (expires.getTime() > Date.now() ? `link válido até ${formatDateTime(expires)}` : "link expirado") : "nenhum link enviado"}
    </span>
  );
}

/** A fresh confirmation link to the request's address (the old one stops working). */
function SendLinkButton({ row }: { row: RemovalView }) {
  return (
    <RowActionButton
      fields={{ intent: "removal-send-link", id: row.id }}
      icon={Send}
      size="sm"
      variant="outline"
      label={`Enviar novo link de confirmação do pedido ${row.protocol}`}
    >
      {row.confirmationExpiresAt ? "Reenviar link de confirmação" : "Enviar link de confirmação"}
    </RowActionButton>
  );
}

/** What the site holds, and what a removal erased: the model's own shapes (type-only, nothing of the server module reaches the page). */
export type { Holdings as HoldingsView, Removed as RemovedView } from "~/models/anonymisation.server";
import type { Holdings as HoldingsView, Removed as RemovedView } from "~/models/anonymisation.server";

export interface RemovalView {
  id: string;
  protocol: string;
  email: string;
  fullName: string;
  reason: string | null;
  status: string;
  handledAt: string | Date | null;
  createdAt: string | Date;
  confirmedAt: string | Date | null;
  confirmationExpiresAt: string | Date | null;
  ageDays: number;
  late: boolean;
  holdings: HoldingsView | null;
  removed: RemovedView | null;
  /** The person's open sample requests and their fate (models/sample-erasure.ts), listed before the removal is confirmed. */
  openSamples: ErasureSampleView[];
}

/** "Executar remoção" says, before it is confirmed, what happens to each open sample request. */
function ErasureSamples({ samples }: { samples: ErasureSampleView[] }) {
  if (!samples.length) {
    return <p className="mt-3 text-sm text-muted">Nenhuma solicitação de amostra em andamento.</p>;
  }
  return (
    <section aria-labelledby="remocao-amostras" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <h3 id="remocao-amostras" className="font-semibold">
        {samples.length === 1 ? "1 solicitação de amostra em andamento" : `${samples.length} solicitações de amostra em andamento`}
      </h3>
      <p className="mt-1">Ao executar a remoção, cada uma termina assim:</p>
      <ul className="mt-2 grid max-h-[40dvh] gap-2 overflow-y-auto" data-testid="removal-open-samples">
        {samples.map((s) => (
          <li key={s.id} className="min-w-0" data-fate={s.fate}>
            <span className="font-medium">
              {s.productName ?? "Produto não encontrado"} <span className="font-mono text-xs">({s.orderNumber})</span>
            </span>
            <span className="block text-xs">
              {sampleStatusLabel(s.status)} · {paymentStatusLabel(s.paymentStatus)}
            </span>
            <span className="block font-medium">{erasureFateText(s)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "What the site holds for that e-mail", one line per kind. */
function HoldingsList({ holdings }: { holdings: HoldingsView }) {
  const items = [
    holdings.account
      ? `Conta: ${holdings.account.fullName}${holdings.account.status === "inactive" ? " (desativada)" : ""}`
      : "Sem conta no site",
    plural(holdings.sampleRequests, "solicitação de amostra com endereço", "solicitações de amostra com endereço"),
    plural(holdings.reviews, "avaliação", "avaliações"),
    plural(holdings.contactMessages, "mensagem de contato", "mensagens de contato"),
    holdings.newsletter === "confirmed"
      ? "Newsletter: inscrito (confirmado)"
      : holdings.newsletter === "pending"
        ? "Newsletter: inscrição não confirmada"
        : "Newsletter: não inscrito",
    plural(holdings.privacyRequests, "pedido de privacidade", "pedidos de privacidade"),
  ];
  return (
    <div className="mt-3 rounded-lg bg-cream-50 p-3">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">O que o site guarda deste e-mail</p>
      <ul className="mt-1 list-disc pl-5 text-sm text-ink" aria-label="Dados guardados">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function RemovedSummary({ removed }: { removed: RemovedView }) {
  const parts = [
    removed.account ? "conta anonimizada" : null,
    removed.sampleRequests ? plural(removed.sampleRequests, "endereço de amostra", "endereços de amostra") : null,
    removed.reviewsDeleted ? plural(removed.reviewsDeleted, "avaliação apagada", "avaliações apagadas") : null,
    removed.reviewsKept ? plural(removed.reviewsKept, "avaliação mantida sem nome", "avaliações mantidas sem nome") : null,
    removed.contactMessages ? plural(removed.contactMessages, "mensagem de contato", "mensagens de contato") : null,
    removed.newsletter ? "inscrição na newsletter" : null,
    removed.likes ? plural(removed.likes, "curtida", "curtidas") : null,
    removed.favorites ? plural(removed.favorites, "favorito", "favoritos") : null,
    removed.samplesCancelled ? plural(removed.samplesCancelled, "amostra cancelada", "amostras canceladas") : null,
    removed.refundsDue ? plural(removed.refundsDue, "frete a devolver", "fretes a devolver") : null,
    removed.pointsRemoved ? `${plural(removed.pointsRemoved, "ponto retirado", "pontos retirados")} de circulação` : null,
    removed.repliesWithoutName ? plural(removed.repliesWithoutName, "resposta da loja sem o nome", "respostas da loja sem o nome") : null,
  ].filter(Boolean);
  return <p className="mt-2 text-sm text-ink">Removido: {parts.length ? parts.join(", ") : "nada além do pedido"}.</p>;
}

/** The one confirmed action that carries out the removal (the same anonymisation as "Excluir minha conta"). */
function CarryOutButton({ row }: { row: RemovalView }) {
  const fetcher = useFetcher();
  const [deleteReviews, setDeleteReviews] = useState(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="destructive"
          disabled={fetcher.state !== "idle"}
          aria-label={`Executar remoção do pedido ${row.protocol}`}
        >
          <Trash2 aria-hidden /> Executar remoção
        </Button>
      </AlertDialogTrigger>
      <ConfirmContent
        title={`Executar a remoção do protocolo ${row.protocol}?`}
        description={
          <>
            Os dados ligados a {row.email} serão apagados ou anonimizados agora: conta (nome, e-mail, telefone, foto, sessões, curtidas),
            endereços das amostras, mensagens de contato e newsletter. O titular confirmou o pedido pelo link enviado a esse e-mail. O
            solicitante recebe um e-mail com o protocolo. Não é possível desfazer.
          </>
        }
        confirmLabel="Executar remoção"
        onConfirm={() =>
          void fetcher.submit({ intent: "removal-carry-out", id: row.id, reviews: deleteReviews ? "delete" : "keep" }, { method: "post" })
        }
      >
        <ErasureSamples samples={row.openSamples} />
        {row.holdings?.reviews ? (
          <label className="mt-3 flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={deleteReviews}
              onChange={(e) => setDeleteReviews(e.target.checked)}
            />
            Apagar também as avaliações (senão ficam publicadas sem nome e sem foto)
          </label>
        ) : null}
      </ConfirmContent>
    </AlertDialog>
  );
}

const REMOVAL_COLUMNS: Column<RemovalView>[] = [
  {
    header: "Pedido",
    card: "title",
    className: "lg:w-64",
    cell: (r) => (
      <div data-late={r.late || undefined}>
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
          Protocolo {r.protocol}
          {r.late ? (
            <Badge className="bg-red-100 tracking-normal text-red-800 normal-case">
              <AlertTriangle className="size-3.5" aria-hidden /> Há {r.ageDays} dias · prazo de 30 dias
            </Badge>
          ) : null}
        </p>
        <p className="mt-1 font-semibold text-ink">{r.fullName}</p>
        <p className="text-sm wrap-anywhere text-muted">{r.email}</p>
      </div>
    ),
  },
  {
    header: "Recebido",
    card: "wide",
    cell: (r) => (
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
        {formatDateTime(r.createdAt)} <StatusLine status={r.status} handledAt={r.handledAt} />
        <ConfirmationLine row={r} />
      </p>
    ),
  },
  {
    header: "Detalhes",
    card: "wide",
    cell: (r) =>
      r.reason || r.holdings || r.removed ? (
        <>
          {r.reason ? <p className="text-sm whitespace-pre-line text-ink">{r.reason}</p> : null}
          {r.holdings ? <HoldingsList holdings={r.holdings} /> : null}
          {r.removed ? <RemovedSummary removed={r.removed} /> : null}
        </>
      ) : (
        <span className="text-muted">—</span>
      ),
  },
];

export function RemovalList({ rows, page }: { rows: RemovalView[]; page?: PageView }) {
  return (
    <DataTable
      label="Pedidos de remoção de dados"
      rows={rows}
      rowTestId="removal-row"
      columns={REMOVAL_COLUMNS}
      page={page}
      pageParam="pedidos"
      rowClassName={(r) => (r.late ? "bg-red-50/60 hover:bg-red-50" : undefined)}
      empty={{
        icon: ShieldCheck,
        title: "Nenhum pedido de remoção de dados",
        text: "Os pedidos feitos na página de privacidade (LGPD) aparecem aqui, com o protocolo de cada um.",
      }}
      actions={(r) =>
        r.status === "pending" ? (
          <div className="flex flex-col gap-2 lg:items-end">
            {/* The server refuses to carry out an unconfirmed request anyway; the button waits for the owner's confirmation. */}
            {r.confirmedAt ? <CarryOutButton row={r} /> : <SendLinkButton row={r} />}
            <HandleButton fields={{ intent: "removal-handle", id: r.id }} label={`Marcar pedido ${r.protocol} como atendido`} />
          </div>
        ) : (
          <span className="text-xs text-muted max-lg:hidden">—</span>
        )
      }
    />
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

const CONTACT_COLUMNS: Column<ContactView>[] = [
  {
    header: "Mensagem",
    card: "title",
    cell: (m) => (
      <>
        <p className="font-semibold text-ink">{m.subject}</p>
        <p className="mt-1 text-sm whitespace-pre-line text-ink">{m.message}</p>
      </>
    ),
  },
  {
    header: "De",
    card: "wide",
    className: "lg:w-56",
    cell: (m) => (
      <>
        <p className="text-sm text-ink">{m.name}</p>
        <a
          href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
          className="inline-flex items-center gap-1 text-sm break-all text-brand-700 underline-offset-2 hover:underline"
        >
          <Mail className="size-3.5 shrink-0" aria-hidden />
          {m.email}
        </a>
      </>
    ),
  },
  {
    header: "Recebida",
    card: "wide",
    className: "lg:w-44",
    cell: (m) => (
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
        {formatDateTime(m.createdAt)} <StatusLine status={m.status} handledAt={m.handledAt} />
      </p>
    ),
  },
];

export function ContactList({ rows, page }: { rows: ContactView[]; page?: PageView }) {
  return (
    <DataTable
      label="Mensagens de contato"
      rows={rows}
      rowTestId="contact-row"
      columns={CONTACT_COLUMNS}
      page={page}
      pageParam="mensagens"
      empty={{
        icon: Inbox,
        title: "Nenhuma mensagem de contato",
        text: "As mensagens enviadas pela Central de Ajuda e pela página de contato aparecem aqui.",
      }}
      actions={(m) =>
        m.status === "pending" ? (
          <HandleButton fields={{ intent: "contact-handle", id: m.id }} label={`Marcar mensagem de ${m.name} como atendida`} />
        ) : (
          <span className="text-xs text-muted max-lg:hidden">—</span>
        )
      }
    />
  );
}
