import { Download } from "~/components/icons";
import type { Route } from "./+types/samples";
import { requireAdmin } from "~/lib/session.server";
import { pageMeta } from "~/lib/meta";
import { SAMPLE_STATUSES } from "~/db/schema/enums";
import { SAMPLE_STATUS_LABELS } from "~/i18n/labels";
import { pageNumber } from "~/models/admin/errors.server";
import { listSamples, sampleFilters } from "~/models/admin/samples.server";
import { buttonVariants } from "~/components/ui/button";
import { AdminPageHeader } from "~/components/admin/page-header";
import { FilterBar } from "~/components/admin/filter-bar";
import { Pagination } from "~/components/admin/pagination";
import { SampleList } from "~/components/admin/sample-list";
import { readAdminForm, text, unknownIntent } from "./action-helpers.server";
import { handleSampleStatus } from "./sample-actions.server";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Amostras – Painel", description: "Solicitações de amostras grátis.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const filters = sampleFilters(url);
  const list = await listSamples({ ...filters, page: pageNumber(url.searchParams.get("pagina")) });
  return { list, ...filters };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const form = await readAdminForm(request);
  if (!form || text(form, "intent") !== "sample-status") return unknownIntent();
  return handleSampleStatus(form, admin);
}

export default function AdminSamples({ loaderData }: Route.ComponentProps) {
  const { list, q, status } = loaderData;
  const csv = new URLSearchParams();
  if (q) csv.set("q", q);
  if (status !== "all") csv.set("status", status);
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
        placeholder="Nome, e-mail ou cidade"
        selects={[
          {
            name: "status",
            label: "Status",
            value: status,
            options: [{ value: "all", label: "Todos" }, ...SAMPLE_STATUSES.map((s) => ({ value: s, label: SAMPLE_STATUS_LABELS[s] }))],
          },
        ]}
      />
      <SampleList rows={list.rows} filtered={Boolean(q) || status !== "all"} />
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} more={list.more} />
    </>
  );
}
