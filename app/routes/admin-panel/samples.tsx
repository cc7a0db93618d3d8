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
import { handleSampleBulk, handleSamplePayment, handleSampleStatus } from "./sample-actions.server";
import { loadSampleList } from "./lists.server";
import { SampleBulkBar } from "~/components/admin/sample-bulk-bar";
import { PAYMENT_STATUSES } from "~/db/schema/enums";
import { PAYMENT_STATUS_LABELS } from "~/i18n/samples";
import { unmatchedPixReceipts } from "~/models/pix-receipts.server";
import { UnmatchedPixList } from "~/components/admin/unmatched-pix";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Amostras – Painel", description: "Solicitações de amostras grátis.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const [samples, unmatchedPix] = await Promise.all([loadSampleList(new URL(request.url)), unmatchedPixReceipts()]);
  return { ...samples, unmatchedPix };
}

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent } = await readAdminAction(args);
  if (!form) return unknownIntent();
  if (intent === "sample-status") return handleSampleStatus(form, admin);
  if (intent === "sample-payment") return handleSamplePayment(form, admin);
  if (intent === "sample-bulk") return handleSampleBulk(form, admin);
  return unknownIntent();
}

export default function AdminSamples({ loaderData }: Route.ComponentProps) {
  const { list, q, status, payment, sort, unmatchedPix } = loaderData;
  const csv = new URLSearchParams();
  if (q) csv.set("q", q);
  if (status !== "all") csv.set("status", status);
  if (payment !== "all") csv.set("pagamento", payment);
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
        placeholder="Pedido, produto, nome, e-mail ou cidade"
        selects={[
          choiceSelect({ name: "status", label: "Status", value: status }, SAMPLE_STATUSES, SAMPLE_STATUS_LABELS),
          choiceSelect({ name: "pagamento", label: "Pagamento", value: payment }, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS),
        ]}
      />
      <UnmatchedPixList rows={unmatchedPix} />
      {list.rows.length ? <SampleBulkBar /> : null}
      <SampleList rows={list.rows} page={list} sort={sort} filtered={Boolean(q) || status !== "all" || payment !== "all"} selectable />
    </>
  );
}
