import { Download } from "~/components/icons";
import type { Route } from "./+types/samples";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { putSort } from "~/lib/common/list-sort";
import { SAMPLE_STATUSES } from "~/db/schema/enums";
import { SAMPLE_STATUS_LABELS } from "~/i18n/labels";
import { buttonVariants } from "~/components/ui/button";
import { AdminPageHeader } from "~/components/admin/page-header";
import { choiceSelect, FilterBar } from "~/components/admin/filter-bar";
import { SampleList } from "~/components/admin/sample-list";
import { readAdminAction, unknownIntent } from "./action-helpers.server";
import {
  handleSampleBulk,
  handleSamplePayment,
  handleSamplePaymentUndo,
  handleSampleRefund,
  handleSampleStatus,
} from "./sample-actions.server";
import { loadSampleList } from "./lists.server";
import { SampleBulkBar } from "~/components/admin/sample-bulk-bar";
import { PAYMENT_STATUSES } from "~/db/schema/enums";
import { PAYMENT_STATUS_LABELS } from "~/i18n/samples";
import { BR_STATES, type BrState } from "~/db/schema/enums";
import { OVERDUE_VALUE, SAMPLE_FILTER_PARAMS } from "~/lib/common/sample-filters";
import { sampleFiltered } from "~/models/admin/samples.server";
import { unmatchedPixReceipts } from "~/models/pix-receipts.server";
import { UnmatchedPixList } from "~/components/admin/unmatched-pix";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Amostras – Painel", description: "Solicitações de amostras grátis.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const [data, unmatchedPix] = await Promise.all([loadSampleList(new URL(request.url)), unmatchedPixReceipts()]);
  return { ...data, filtered: sampleFiltered(data), unmatchedPix };
}

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent } = await readAdminAction(args);
  if (!form) return unknownIntent();
  if (intent === "sample-status") return handleSampleStatus(form, admin);
  if (intent === "sample-payment") return handleSamplePayment(form, admin);
  if (intent === "sample-payment-undo") return handleSamplePaymentUndo(form, admin);
  if (intent === "sample-refund") return handleSampleRefund(form, admin);
  if (intent === "sample-bulk") return handleSampleBulk(form, admin);
  return unknownIntent();
}

export default function AdminSamples({ loaderData }: Route.ComponentProps) {
  const { list, q, status, payment, state, from, to, rangeError, overdue, sort, filtered, unmatchedPix } = loaderData;
  const csv = new URLSearchParams();
  if (q) csv.set("q", q);
  if (status !== "all") csv.set("status", status);
  if (payment !== "all") csv.set("pagamento", payment);
  if (state !== "all") csv.set(SAMPLE_FILTER_PARAMS.state, state);
  if (from && !rangeError) csv.set(SAMPLE_FILTER_PARAMS.from, from);
  if (to && !rangeError) csv.set(SAMPLE_FILTER_PARAMS.to, to);
  if (overdue) csv.set(SAMPLE_FILTER_PARAMS.overdue, OVERDUE_VALUE);
  putSort(csv, sort);
  return (
    <>
      <AdminPageHeader
        title="Amostras"
        description="Acompanhe os pedidos de amostra grátis, atualize o status e avise o cliente."
        actions={
          <a href={`/admin-panel/amostras.csv${csv.size ? `?${csv}` : ""}`} className={buttonVariants({ variant: "outline" })} download>
            <Download aria-hidden /> Exportar CSV
          </a>
        }
      />
      <FilterBar
        q={q}
        placeholder="Rastreio, CPF, pedido, nome, e-mail ou cidade"
        selects={[
          choiceSelect({ name: "status", label: "Status", value: status }, SAMPLE_STATUSES, SAMPLE_STATUS_LABELS),
          choiceSelect({ name: "pagamento", label: "Pagamento", value: payment }, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS),
          choiceSelect({ name: SAMPLE_FILTER_PARAMS.state, label: "UF", value: state }, BR_STATES, UF_LABELS, "Todas"),
          choiceSelect(
            { name: SAMPLE_FILTER_PARAMS.overdue, label: "Entrega", value: overdue ? OVERDUE_VALUE : "all" },
            [OVERDUE_VALUE],
            { [OVERDUE_VALUE]: "Atrasadas" },
            "Todas",
          ),
        ]}
        dates={{
          from: { name: SAMPLE_FILTER_PARAMS.from, label: "Pedidos de", value: from },
          to: { name: SAMPLE_FILTER_PARAMS.to, label: "Até", value: to },
          error: rangeError,
        }}
      />
      <UnmatchedPixList rows={unmatchedPix} />
      {list.rows.length ? <SampleBulkBar /> : null}
      <SampleList rows={list.rows} page={list} sort={sort} filtered={filtered} selectable />
    </>
  );
}

/** The UF select shows the codes themselves. */
const UF_LABELS = Object.fromEntries(BR_STATES.map((uf) => [uf, uf])) as Record<BrState, string>;
