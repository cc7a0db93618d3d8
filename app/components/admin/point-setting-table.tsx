import type * as React from "react";
import { Settings } from "~/components/icons";
import { formatNumber, formatShortDate } from "~/i18n/format";
import { POINT_ACTION_LABELS } from "~/i18n/labels";
import { DataTable, DeleteRowAction, type Column } from "./data-table";
import { EditRowDialog } from "./form-dialog";
import { adminFormId } from "./use-admin-form";
import { PointSettingForm } from "./point-setting-form";

type SettingRow = NonNullable<React.ComponentProps<typeof PointSettingForm>["setting"]> & {
  description?: string | null;
  createdAt: string | Date;
};

const COLUMNS: Column<SettingRow>[] = [
  {
    header: "Ação",
    card: "title",
    cell: (s) => <span className="font-semibold text-ink">{pointActionTitle(s.action)}</span>,
  },
  { header: "Pontos", className: "font-semibold whitespace-nowrap text-amber-900", cell: (s) => formatNumber(s.points) },
  { header: "Descrição", card: "wide", className: "text-muted", cell: (s) => s.description || "—" },
  { header: "Criada em", className: "whitespace-nowrap", cell: (s) => formatShortDate(s.createdAt) },
];

/** "Ao avaliar um produto": the action as the panel names it (its key only for an action the site no longer knows). */
function pointActionTitle(action: string): string {
  const label = POINT_ACTION_LABELS[action];
  return label ? `Ao ${label}` : action;
}

/** What the row's buttons name: "pontos ao avaliar um produto". */
function pointActionName(action: string): string {
  const label = POINT_ACTION_LABELS[action];
  return label ? `pontos ao ${label}` : action;
}

/** The points each action is worth (Configurações). */
export function PointSettingTable({ rows, configured }: { rows: SettingRow[]; configured: string[] }) {
  return (
    <DataTable
      label="Configurações de pontos"
      rows={rows}
      rowTestId="setting-row"
      columns={COLUMNS}
      empty={{
        icon: Settings,
        title: "Nenhuma configuração de pontos",
        text: "Crie uma configuração para cada ação que deve dar pontos aos clientes.",
      }}
      actions={(s) => (
        <>
          <EditRowDialog
            title="Editar configuração"
            className="max-w-md"
            name={pointActionName(s.action)}
            formId={adminFormId("setting-update", s.id)}
          >
            {(fetcher, close) => <PointSettingForm fetcher={fetcher} setting={s} configured={configured} onCancel={close} />}
          </EditRowDialog>
          <DeleteRowAction
            label={`Remover ${pointActionName(s.action)}`}
            title="Remover esta configuração?"
            description={`"${pointActionTitle(s.action)}" deixará de dar pontos.`}
            confirmLabel="Remover"
            fields={{ intent: "setting-delete", id: s.id }}
          />
        </>
      )}
    />
  );
}
