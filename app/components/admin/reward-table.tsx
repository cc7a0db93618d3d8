import { Award, Pencil, Trash2 } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatNumber } from "~/i18n/format";
import { ConfirmAction } from "./confirm-action";
import { EmptyState } from "./empty-state";
import { FormDialog } from "./form-dialog";
import { RewardForm, type RewardValues } from "./reward-form";
import { uploadCopy } from "~/lib/upload-copies";

export interface RewardRowView extends RewardValues {
  shortDescription: string;
}

export function RewardTable({ rows }: { rows: RewardRowView[] }) {
  if (!rows.length) {
    return (
      <EmptyState icon={Award} title="Nenhum prêmio cadastrado">
        Crie prêmios para os clientes trocarem pelos pontos que ganham.
      </EmptyState>
    );
  }
  return (
    <Table label="Prêmios" stacked>
      <TableHeader>
        <TableRow>
          <TableHead>Prêmio</TableHead>
          <TableHead>Descrição</TableHead>
          <TableHead>Pontos</TableHead>
          <TableHead>Estoque</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="min-w-48 max-md:col-span-2">
              <div className="flex items-center gap-3">
                {r.imageUrl ? (
                  <img src={uploadCopy(r.imageUrl, 400) ?? r.imageUrl} alt="" className="size-10 shrink-0 rounded-lg bg-cream-100 object-cover" loading="lazy" />
                ) : (
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
                    <Award className="size-5" aria-hidden />
                  </span>
                )}
                <span className="font-semibold text-ink">{r.name}</span>
              </div>
            </TableCell>
            <TableCell label="Descrição" className="min-w-56 text-muted max-md:col-span-2" title={r.description ?? undefined}>
              {r.shortDescription || "—"}
            </TableCell>
            <TableCell label="Pontos" className="font-semibold whitespace-nowrap text-amber-900">{formatNumber(r.pointsRequired)}</TableCell>
            <TableCell label="Estoque" className="whitespace-nowrap">{r.stock === null ? "Ilimitado" : formatNumber(r.stock)}</TableCell>
            <TableCell label="Status">
              <Badge variant={r.active ? "default" : "muted"}>{r.active ? "Ativo" : "Inativo"}</Badge>
            </TableCell>
            <TableCell className="max-md:col-span-2">
              <div className="flex justify-end gap-1 max-md:justify-start">
                <FormDialog
                  title="Editar prêmio"
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Editar ${r.name}`}>
                      <Pencil aria-hidden />
                    </Button>
                  }
                >
                  {(fetcher, close) => <RewardForm fetcher={fetcher} reward={r} onCancel={close} />}
                </FormDialog>
                <ConfirmAction
                  title="Remover este prêmio?"
                  description={`"${r.name}" deixará de aparecer para os clientes. Os resgates já feitos continuam no histórico.`}
                  confirmLabel="Remover"
                  fields={{ intent: "reward-delete", id: r.id }}
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Remover ${r.name}`} className="text-red-700 hover:bg-red-50">
                      <Trash2 aria-hidden />
                    </Button>
                  }
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
