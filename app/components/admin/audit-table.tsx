import { History } from "~/components/icons";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime } from "~/i18n/format";
import { EmptyState } from "./empty-state";

export interface AuditView {
  id: number;
  actionLabel: string;
  actorName: string | null;
  summary: string;
  createdAt: string | Date;
}

export function AuditTable({ rows }: { rows: AuditView[] }) {
  if (!rows.length) {
    return (
      <EmptyState icon={History} title="Nenhuma alteração registrada">
        Cada mudança feita no painel (produtos, status, permissões, pontos…) fica registrada aqui.
      </EmptyState>
    );
  }
  return (
    <Table label="Registro de alterações" stacked>
      <TableHeader>
        <TableRow>
          <TableHead>Quando</TableHead>
          <TableHead>Quem</TableHead>
          <TableHead>O quê</TableHead>
          <TableHead>Detalhes</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell label="Quando" className="whitespace-nowrap">{formatDateTime(r.createdAt)}</TableCell>
            <TableCell label="Quem" className="whitespace-nowrap">{r.actorName ?? "—"}</TableCell>
            <TableCell label="O quê" className="font-medium max-md:col-span-2 md:whitespace-nowrap">{r.actionLabel}</TableCell>
            <TableCell label="Detalhes" className="min-w-64 text-muted max-md:col-span-2">{r.summary || "—"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
