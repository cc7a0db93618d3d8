import { History } from "~/components/icons";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime } from "~/i18n/format";
import { EmptyState } from "./empty-state";

export interface AuditView {
  id: number;
  actionLabel: string;
  actorName: string | null;
  /** Whom or what it was about: "de Maria Silva (Kit Detox)". */
  subject: string | null;
  summary: string;
  createdAt: string | Date;
}

/** The log; long names and details wrap inside their column, so the table never widens the page. */
export function AuditTable({ rows, filtered = false }: { rows: AuditView[]; filtered?: boolean }) {
  if (!rows.length) {
    return filtered ? (
      <EmptyState icon={History} title="Nenhuma alteração encontrada com os filtros aplicados.">
        Tente outra pessoa, outra área ou outro período.
      </EmptyState>
    ) : (
      <EmptyState icon={History} title="Nenhuma alteração registrada">
        Cada mudança feita no painel (produtos, status, permissões, pontos…) fica registrada aqui.
      </EmptyState>
    );
  }
  return (
    <Table label="Registro de alterações" stacked className="md:table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead className="md:w-36">Quando</TableHead>
          <TableHead className="md:w-40">Quem</TableHead>
          <TableHead className="md:w-[34%]">O quê</TableHead>
          <TableHead>Detalhes</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="audit-row">
            <TableCell label="Quando">{formatDateTime(r.createdAt)}</TableCell>
            <TableCell label="Quem" className="wrap-anywhere">{r.actorName ?? "—"}</TableCell>
            <TableCell label="O quê" className="wrap-anywhere max-md:col-span-2">
              <span className="font-medium">{r.actionLabel}</span>
              {r.subject ? <span> {r.subject}</span> : null}
            </TableCell>
            <TableCell label="Detalhes" className="wrap-anywhere text-muted max-md:col-span-2">{r.summary || "—"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
