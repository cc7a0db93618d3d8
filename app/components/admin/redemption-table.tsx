import { useFetcher } from "react-router";
import { Check, Gift, Undo2 } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { MSG } from "~/i18n/admin";
import { formatDateTime, formatNumber } from "~/i18n/format";
import { ConfirmAction } from "./confirm-action";
import { EmptyState } from "./empty-state";
import { useFailureToast } from "./use-failure-toast";
import { RedemptionStatusBadge } from "./status-badges";

export interface RedemptionView {
  id: string;
  rewardName: string;
  status: string;
  pointsSpent: number;
  createdAt: string | Date;
  userName: string | null;
  userEmail: string | null;
}

function CompleteButton({ id, label }: { id: string; label: string }) {
  const fetcher = useFetcher();
  useFailureToast(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="redemption-complete" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"} aria-label={label}>
        <Check aria-hidden /> Concluir
      </Button>
    </fetcher.Form>
  );
}

export function RedemptionTable({ rows }: { rows: RedemptionView[] }) {
  if (!rows.length) {
    return (
      <EmptyState icon={Gift} title="Nenhum resgate ainda">
        Quando um cliente trocar pontos por um prêmio, o resgate aparece aqui para você entregar.
      </EmptyState>
    );
  }
  return (
    <Table label="Resgates" stacked>
      <TableHeader>
        <TableRow>
          <TableHead>Data</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead>Prêmio</TableHead>
          <TableHead>Pontos</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => {
          const who = r.userName?.trim() || MSG.missingName;
          return (
            <TableRow key={r.id} data-testid="redemption-row">
              <TableCell label="Data" className="whitespace-nowrap max-md:col-span-2">{formatDateTime(r.createdAt)}</TableCell>
              <TableCell label="Cliente" className="min-w-44">
                <p className="font-medium">{who}</p>
                {r.userEmail ? <p className="text-xs break-all text-muted">{r.userEmail}</p> : null}
              </TableCell>
              <TableCell label="Prêmio" className="min-w-40">{r.rewardName}</TableCell>
              <TableCell label="Pontos" className="whitespace-nowrap">{formatNumber(r.pointsSpent)}</TableCell>
              <TableCell label="Status">
                <RedemptionStatusBadge status={r.status} />
              </TableCell>
              <TableCell className="max-md:col-span-2">
                {r.status === "pending" ? (
                  <div className="flex justify-end gap-1 max-md:justify-start">
                    <CompleteButton id={r.id} label={`Concluir resgate de ${who}`} />
                    <ConfirmAction
                      title="Cancelar este resgate?"
                      description={`Os ${formatNumber(r.pointsSpent)} pontos voltam para ${who} e o estoque do prêmio é devolvido.`}
                      confirmLabel="Cancelar resgate"
                      fields={{ intent: "redemption-cancel", id: r.id }}
                      trigger={
                        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" aria-label={`Cancelar resgate de ${who}`}>
                          <Undo2 aria-hidden /> Cancelar
                        </Button>
                      }
                    />
                  </div>
                ) : (
                  <span className="block text-right text-xs text-muted max-md:hidden">—</span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
