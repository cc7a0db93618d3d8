import { Award } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { formatNumber } from "~/i18n/format";
import { DataTable, DeleteRowAction, type Column } from "./data-table";
import type { SortView } from "~/lib/common/list-sort";
import { EditRowDialog } from "./form-dialog";
import { adminFormId } from "./use-admin-form";
import { RewardForm, type RewardValues } from "./reward-form";
import { uploadCopy } from "~/lib/common/upload-copies";

export interface RewardRowView extends RewardValues {
  shortDescription: string;
}

export function RewardTable({ rows, sort }: { rows: RewardRowView[]; sort?: SortView }) {
  const columns: Column<RewardRowView>[] = [
    {
      header: "Prêmio",
      sortKey: "nome",
      card: "title",
      cell: (r) => (
        <div className="flex items-center gap-3">
          {r.imageUrl ? (
            <img
              src={uploadCopy(r.imageUrl, 400) ?? r.imageUrl}
              alt=""
              className="size-10 shrink-0 rounded-lg bg-cream-100 object-cover"
              loading="lazy"
            />
          ) : (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
              <Award className="size-5" aria-hidden />
            </span>
          )}
          <span className="font-semibold text-ink">{r.name}</span>
        </div>
      ),
    },
    {
      header: "Descrição",
      card: "wide",
      wideOnly: true,
      className: "text-muted",
      cell: (r) => <span title={r.description ?? undefined}>{r.shortDescription || "—"}</span>,
    },
    {
      header: "Pontos",
      sortKey: "pontos",
      className: "font-semibold whitespace-nowrap text-amber-900",
      cell: (r) => formatNumber(r.pointsRequired),
    },
    {
      header: "Estoque",
      sortKey: "estoque",
      className: "whitespace-nowrap",
      cell: (r) => (r.stock === null ? "Ilimitado" : r.stock <= 0 ? <Badge variant="danger">Esgotado</Badge> : formatNumber(r.stock)),
    },
    {
      header: "Status",
      cell: (r) => <Badge variant={r.active ? "default" : "muted"}>{r.active ? "Ativo" : "Inativo"}</Badge>,
    },
  ];
  return (
    <DataTable
      label="Prêmios"
      rows={rows}
      columns={columns}
      sort={sort}
      empty={{ icon: Award, title: "Nenhum prêmio cadastrado", text: "Crie prêmios para os clientes trocarem pelos pontos que ganham." }}
      actions={(r) => (
        <>
          <EditRowDialog title="Editar prêmio" name={r.name} formId={adminFormId("reward-update", r.id)}>
            {(fetcher, close) => <RewardForm fetcher={fetcher} reward={r} onCancel={close} />}
          </EditRowDialog>
          <DeleteRowAction
            label={`Remover ${r.name}`}
            title="Remover este prêmio?"
            description={`"${r.name}" deixará de aparecer para os clientes. Os resgates já feitos continuam no histórico.`}
            confirmLabel="Remover"
            fields={{ intent: "reward-delete", id: r.id }}
          />
        </>
      )}
    />
  );
}
