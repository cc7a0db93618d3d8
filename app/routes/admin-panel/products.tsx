import type { Route } from "./+types/products";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { PRODUCT_STATUSES } from "~/db/schema/enums";
import { MSG } from "~/i18n/admin";
import { AdminPageHeader } from "~/components/admin/page-header";
import { choiceSelect, FilterBar } from "~/components/admin/filter-bar";
import { NewProductDialog, PRODUCT_STATUS_LABELS } from "~/components/admin/product-form";
import { ProductTable } from "~/components/admin/product-table";
import { failure, readAdminAction, TOO_LARGE, unknownIntent } from "./action-helpers.server";
import { handleProductIntent, PRODUCT_INTENTS } from "./product-actions.server";
import { loadProductList } from "./lists.server";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Produtos – Painel", description: "Cadastro de produtos.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  return loadProductList(new URL(request.url));
}

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent } = await readAdminAction(args);
  if (!form) return failure(MSG.productSaveError, { errors: { imageFile: TOO_LARGE }, description: TOO_LARGE, status: 413 });
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
        selects={[choiceSelect({ name: "status", label: "Status", value: status }, PRODUCT_STATUSES, PRODUCT_STATUS_LABELS)]}
      />
      <ProductTable rows={list.rows} page={list} sort={sort} categories={categories} filtered={Boolean(q) || status !== "all"} />
    </>
  );
}
