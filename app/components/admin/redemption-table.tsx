import { Form, Link, useSubmit } from "react-router";
import { Check, Gift, Undo2 } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Label, NativeSelect } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { MSG } from "~/i18n/admin";
import { formatDateTime, formatNumber } from "~/i18n/format";
import { REDEMPTION_STATUS_LABELS } from "~/i18n/labels";
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
  userId: string;
  userName: string | null;
  userEmail: string | null;
  deliveryAddress?: { fullName: string; zipCode: string; street: string; number: string; complement: string | null; district: string; city: string; state: string } | null;
}

/** The redemptions' status filter (?status=), a GET form: the list follows each change, and its button works without JavaScript. */
export function RedemptionStatusFilter({ status }: { status: string }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="mb-3 flex flex-wrap items-end gap-3 rounded-xl border border-cream-200 bg-white p-3"
      aria-label="Filtrar resgates"
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filtro-resgates">Status do resgate</Label>
        <NativeSelect id="filtro-resgates" name="status" defaultValue={status} className="w-48">
          <option value="all">Todos</option>
          {Object.entries(REDEMPTION_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="secondary">
        Filtrar
      </Button>
    </Form>
  );
}

export function RedemptionTable({ rows, filtered = false }: { rows: RedemptionView[]; filtered?: boolean }) {
  if (!rows.length) {
    return filtered ? (
      <EmptyState icon={Gift} title="Nenhum resgate com este status">
        Escolha outro status para ver os demais resgates.
      </EmptyState>
    ) : (
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
                <Link to={`/admin-panel/usuarios/${r.userId}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {who}
                </Link>
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
                      description={`Confirme que ${who} recebeu "${r.rewardName}". ${who} recebe um e-mail avisando, e um resgate concluído não pode mais ser cancelado.`}
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
                      description={`Os ${formatNumber(r.pointsSpent)} pontos voltam para ${who}, que recebe um e-mail avisando, e o estoque do prêmio é devolvido.`}
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
