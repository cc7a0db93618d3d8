import { History } from "~/components/icons";
import { formatDateTime } from "~/i18n/format";
import type { PageView } from "./pagination";
import { DataTable, type Column } from "./data-table";

export interface AuditView {
  id: number;
  actionLabel: string;
  actorName: string | null;
  /** Whom or what it was about: "de Maria Silva (Kit Detox)". */
  subject: string | null;
  summary: string;
  createdAt: string | Date;
}

const COLUMNS: Column<AuditView>[] = [
  { header: "Quando", headClassName: "lg:w-36", cell: (r) => formatDateTime(r.createdAt) },
  { header: "Quem", headClassName: "lg:w-36", className: "wrap-anywhere", cell: (r) => r.actorName ?? "—" },
  {
    header: "O quê",
    card: "wide",
    headClassName: "lg:w-[34%]",
    className: "wrap-anywhere",
    cell: (r) => (
      <>
        <span className="font-medium">{r.actionLabel}</span>
        {r.subject ? <span> {r.subject}</span> : null}
      </>
    ),
  },
  { header: "Detalhes", card: "wide", className: "wrap-anywhere text-muted", cell: (r) => r.summary || "—" },
];

/** The log; long names and details wrap inside their column (a fixed layout), so the table never widens the page. */
export function AuditTable({ rows, filtered = false, page }: { rows: AuditView[]; filtered?: boolean; page?: PageView }) {
  return (
    <DataTable
      label="Registro de alterações"
      rows={rows}
      rowTestId="audit-row"
      columns={COLUMNS}
      page={page}
      pageParam="auditoria"
      pageLabel="Páginas do registro"
      className="lg:table-fixed"
      empty={
        filtered
          ? {
              icon: History,
              title: "Nenhuma alteração encontrada com os filtros aplicados.",
              text: "Tente outra pessoa, outra área ou outro período.",
            }
          : {
              icon: History,
              title: "Nenhuma alteração registrada",
              text: "Cada mudança feita no painel (produtos, status, permissões, pontos…) fica registrada aqui.",
            }
      }
    />
  );
}
