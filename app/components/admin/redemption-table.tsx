import { Check, Gift, Undo2 } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { MSG } from "~/i18n/admin";
import { formatDateTime, formatNumber } from "~/i18n/format";
import { ConfirmAction } from "./confirm-action";
import { EmptyState } from "./empty-state";
import { RedemptionStatusBadge } from "./status-badges";
import { addressLine } from "~/validation/address-line";

export interface RedemptionView {
  id: string;
  rewardName: string;
  status: string;
  pointsSpent: number;
  createdAt: string | Date;
  userName: string | null;
  userEmail: string | null;
  deliveryAddress?: { fullName: string; zipCode: string; street: string; number: string; complement: string | null; district: string; city: string; state: string } | null;
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
              <TableCell label="Prêmio" className="min-w-40">
                {r.rewardName}
                {r.deliveryAddress ? (
                  <p className="mt-1 text-xs text-muted" data-testid="redemption-address">
                    Entregar a {r.deliveryAddress.fullName}: {addressLine(r.deliveryAddress)}, {r.deliveryAddress.city} – {r.deliveryAddress.state}, CEP{" "}
                    {r.deliveryAddress.zipCode}
                  </p>
                ) : null}
              </TableCell>
              <TableCell label="Pontos" className="whitespace-nowrap">{formatNumber(r.pointsSpent)}</TableCell>
              <TableCell label="Status">
                <RedemptionStatusBadge status={r.status} />
              </TableCell>
              <TableCell className="max-md:col-span-2">
                {r.status === "pending" ? (
                  <div className="flex justify-end gap-1 max-md:justify-start">
                    <ConfirmAction
                      title="Concluir este resgate?"
                      description={`Confirme que ${who} recebeu "${r.rewardName}". Um resgate concluído não pode mais ser cancelado.`}
                      confirmLabel="Concluir resgate"
                      cancelLabel="Voltar"
                      tone="default"
                      fields={{ intent: "redemption-complete", id: r.id }}
                      trigger={
                        <Button size="sm" variant="secondary" aria-label={`Concluir resgate de ${who}`}>
                          <Check aria-hidden /> Concluir
                        </Button>
                      }
                    />
                    <ConfirmAction
                      title="Cancelar este resgate?"
                      description={`Os ${formatNumber(r.pointsSpent)} pontos voltam para ${who} e o estoque do prêmio é devolvido.`}
                      confirmLabel="Cancelar resgate"
                      cancelLabel="Voltar"
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
