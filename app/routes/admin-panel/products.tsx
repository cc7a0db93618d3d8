import type { Route } from "./+types/products";
import { formText } from "~/lib/common/form-text";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { PRODUCT_STATUSES } from "~/db/schema/enums";
import { MSG } from "~/i18n/admin";
import { AdminPageHeader } from "~/components/admin/page-header";
import { FilterBar } from "~/components/admin/filter-bar";
import { NewProductDialog, PRODUCT_STATUS_LABELS } from "~/components/admin/product-form";
import { ProductTable } from "~/components/admin/product-table";
import { failure, readAdminForm, TOO_LARGE, unknownIntent } from "./action-helpers.server";
import { handleProductIntent, PRODUCT_INTENTS } from "./product-actions.server";
import { loadProductList } from "./lists.server";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Produtos – Painel", description: "Cadastro de produtos.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  return loadProductList(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const form = await readAdminForm(request);
  if (!form) return failure(MSG.productSaveError, { errors: { imageFile: TOO_LARGE }, description: TOO_LARGE, status: 413 });
  const intent = formText(form, "intent");
  if ((PRODUCT_INTENTS as readonly string[]).includes(intent)) return handleProductIntent(intent, form, admin);
  return unknownIntent();
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { list, categories, q, status, sort } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Produtos"
        description="Cadastre, edite e organize o catálogo de amostras."
        actions={<NewProductDialog categories={categories} />}
      />
      <FilterBar
        q={q}
        placeholder="Nome ou descrição curta"
        selects={[
          {
            name: "status",
            label: "Status",
            value: status,
            options: [{ value: "all", label: "Todos" }, ...PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }))],
          },
        ]}
      />
      <ProductTable rows={list.rows} page={list} sort={sort} categories={categories} filtered={Boolean(q) || status !== "all"} />
    </>
  );
}
