import { formText } from "~/lib/common/form-text";
import { Download } from "~/components/icons";
import type { Route } from "./+types/samples";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { putSort } from "~/lib/common/list-sort";
import { SAMPLE_STATUSES } from "~/db/schema/enums";
import { SAMPLE_STATUS_LABELS } from "~/i18n/labels";
import { buttonVariants } from "~/components/ui/button";
import { AdminPageHeader } from "~/components/admin/page-header";
import { FilterBar } from "~/components/admin/filter-bar";
import { SampleList } from "~/components/admin/sample-list";
import { readAdminForm, unknownIntent } from "./action-helpers.server";
import { handleSampleBulk, handleSamplePayment, handleSampleStatus } from "./sample-actions.server";
import { loadSampleList } from "./lists.server";
import { SampleBulkBar } from "~/components/admin/sample-bulk-bar";
import { PAYMENT_STATUSES } from "~/db/schema/enums";
import { PAYMENT_STATUS_LABELS } from "~/i18n/samples";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Amostras – Painel", description: "Solicitações de amostras grátis.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  return loadSampleList(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const form = await readAdminForm(request);
  if (!form) return unknownIntent();
  const intent = formText(form, "intent");
  if (intent === "sample-status") return handleSampleStatus(form, admin);
  if (intent === "sample-payment") return handleSamplePayment(form, admin);
  if (intent === "sample-bulk") return handleSampleBulk(form, admin);
  return unknownIntent();
}

export default function AdminSamples({ loaderData }: Route.ComponentProps) {
  const { list, q, status, payment, sort } = loaderData;
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
          {
            name: "status",
            label: "Status",
            value: status,
            options: [{ value: "all", label: "Todos" }, ...SAMPLE_STATUSES.map((s) => ({ value: s, label: SAMPLE_STATUS_LABELS[s] }))],
          },
          {
            name: "pagamento",
            label: "Pagamento",
            value: payment,
            options: [{ value: "all", label: "Todos" }, ...PAYMENT_STATUSES.map((p) => ({ value: p, label: PAYMENT_STATUS_LABELS[p] }))],
          },
        ]}
      />
      {list.rows.length ? <SampleBulkBar /> : null}
      <SampleList rows={list.rows} page={list} sort={sort} filtered={Boolean(q) || status !== "all" || payment !== "all"} selectable />
    </>
  );
}
