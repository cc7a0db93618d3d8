import { Form, Link, useSubmit } from "react-router";
import { Check, Gift, Truck, Undo2 } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Label, NativeSelect } from "~/components/ui/input";
import { MSG } from "~/i18n/admin";
import { formatDateTime, formatNumber } from "~/i18n/format";
import { REDEMPTION_STATUS_LABELS } from "~/i18n/labels";
import { ConfirmAction } from "./confirm-action";
import { FormDialog } from "./form-dialog";
import { RedemptionShipForm } from "./redemption-ship-form";
import { correiosTrackingUrl } from "~/i18n/samples";
import type { PageView } from "./pagination";
import { DataTable, type Column } from "./data-table";
import { KeptParams, OptionList } from "./filter-bar";
import type { SortView } from "~/lib/common/list-sort";
import { RedemptionStatusBadge } from "./status-badges";
import { addressLine } from "~/validation/address-line";
import type { DeliveryAddress } from "~/db/schema";

const STATUS_OPTIONS = Object.entries(REDEMPTION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export interface RedemptionView {
  id: string;
  rewardName: string;
  status: string;
  pointsSpent: number;
  createdAt: string | Date;
  userId: string;
  userName: string | null;
  userEmail: string | null;
  deliveryAddress?: DeliveryAddress | null;
  trackingCode?: string | null;
}

/** The redemptions' status filter (?status=), a GET form: the list follows each change, and its button works without JavaScript; `keep` are the page's orders it carries. */
export function RedemptionStatusFilter({ status, keep }: { status: string; keep: readonly string[] }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="mb-3 flex flex-wrap items-end gap-3 rounded-xl border border-cream-200 bg-white p-3"
      aria-label="Filtrar resgates"
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <KeptParams names={keep} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filtro-resgates">Status do resgate</Label>
        <NativeSelect id="filtro-resgates" name="status" defaultValue={status} className="w-48">
          <option value="all">Todos</option>
          <OptionList options={STATUS_OPTIONS} />
        </NativeSelect>
      </div>
      <Button type="submit" variant="secondary">
        Filtrar
      </Button>
    </Form>
  );
}

function RedemptionActions({ r }: { r: RedemptionView }) {
  const who = r.userName?.trim() || MSG.missingName;
  const physical = Boolean(r.deliveryAddress);
  if (r.status !== "pending" && r.status !== "shipped") return <span className="text-xs text-muted max-lg:hidden">—</span>;
  const complete = (
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
  );
  // A physical reward is sent with its code first; once sent it is only completed.
  if (r.status === "shipped") return <div className="flex flex-wrap gap-1 lg:flex-col lg:items-end">{complete}</div>;
  return (
    <div className="flex flex-wrap gap-1 lg:flex-col lg:items-end">
      {physical && r.deliveryAddress ? (
        <FormDialog
          title="Enviar prêmio"
          className="max-w-md"
          trigger={
            <Button size="sm" variant="secondary" aria-label={`Enviar prêmio de ${who}`}>
              <Truck aria-hidden /> Enviar
            </Button>
          }
        >
          {(fetcher, close) => (
            <RedemptionShipForm
              fetcher={fetcher}
              onCancel={close}
              redemption={{
                id: r.id,
                rewardName: r.rewardName,
                address: `${r.deliveryAddress!.fullName}, ${addressLine(r.deliveryAddress!)}, ${r.deliveryAddress!.city} – ${r.deliveryAddress!.state}`,
              }}
            />
          )}
        </FormDialog>
      ) : (
        complete
      )}
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
  );
}

const COLUMNS: Column<RedemptionView>[] = [
  {
    header: "Data",
    sortKey: "data",
    sortFirst: "desc",
    card: "wide",
    className: "lg:w-28",
    cell: (r) => formatDateTime(r.createdAt),
  },
  {
    header: "Cliente",
    cell: (r) => (
      <>
        <Link to={`/admin-panel/usuarios/${r.userId}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {r.userName?.trim() || MSG.missingName}
        </Link>
        {r.userEmail ? <p className="text-xs wrap-anywhere text-muted">{r.userEmail}</p> : null}
      </>
    ),
  },
  {
    header: "Prêmio",
    sortKey: "premio",
    cell: (r) => (
      <>
        {r.rewardName}
        {r.deliveryAddress ? (
          <p className="mt-1 text-xs text-muted" data-testid="redemption-address">
            Entregar a {r.deliveryAddress.fullName}: {addressLine(r.deliveryAddress)}, {r.deliveryAddress.city} – {r.deliveryAddress.state},
            CEP {r.deliveryAddress.zipCode}
          </p>
        ) : null}
      </>
    ),
  },
  {
    header: "Pontos",
    sortKey: "pontos",
    sortFirst: "desc",
    className: "whitespace-nowrap",
    cell: (r) => formatNumber(r.pointsSpent),
  },
  {
    header: "Status",
    cell: (r) => (
      <>
        <RedemptionStatusBadge status={r.status} />
        {r.trackingCode ? (
          <a
            href={correiosTrackingUrl(r.trackingCode)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 flex min-h-11 items-center font-mono text-xs text-brand-700 underline-offset-2 hover:underline lg:min-h-0"
            data-testid="redemption-tracking"
          >
            {r.trackingCode}
          </a>
        ) : null}
      </>
    ),
  },
];

export function RedemptionTable({
  rows,
  page,
  sort,
  sortParam,
  filtered = false,
}: {
  rows: RedemptionView[];
  page?: PageView;
  sort?: SortView;
  sortParam?: string;
  filtered?: boolean;
}) {
  return (
    <DataTable
      label="Resgates"
      rows={rows}
      rowTestId="redemption-row"
      columns={COLUMNS}
      sort={sort}
      sortParam={sortParam}
      page={page}
      pageLabel="Páginas de resgates"
      empty={
        filtered
          ? { icon: Gift, title: "Nenhum resgate com este status", text: "Escolha outro status para ver os demais resgates." }
          : {
              icon: Gift,
              title: "Nenhum resgate ainda",
              text: "Quando um cliente trocar pontos por um prêmio, o resgate aparece aqui para você entregar.",
            }
      }
      actions={(r) => <RedemptionActions r={r} />}
    />
  );
}
