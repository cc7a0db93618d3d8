import type { Route } from "./+types/products";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { PRODUCT_STATUSES } from "~/db/schema/enums";
import { MSG } from "~/i18n/admin";
import { useUrlTab } from "~/hooks/use-url-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { AdminPageHeader } from "~/components/admin/page-header";
import { choiceSelect, FilterBar } from "~/components/admin/filter-bar";
import { NewProductDialog, PRODUCT_STATUS_LABELS } from "~/components/admin/product-form";
import { ProductTable } from "~/components/admin/product-table";
import { NewProductLineDialog } from "~/components/admin/product-line-form";
import { ProductLineTable } from "~/components/admin/product-line-table";
import { listProductLines } from "~/models/admin/product-lines.server";
import { failure, readAdminAction, TOO_LARGE, unknownIntent } from "./action-helpers.server";
import { handleProductIntent, PRODUCT_INTENTS } from "./product-actions.server";
import { handleLineIntent, LINE_INTENTS } from "./product-line-actions.server";
import { loadProductList } from "./lists.server";

const PRODUCT_TABS = ["produtos", "linhas"] as const;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Produtos – Painel", description: "Cadastro de produtos e linhas.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const [products, lines] = await Promise.all([loadProductList(new URL(request.url)), listProductLines()]);
  return { ...products, lines };
}

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent } = await readAdminAction(args);
  if (!form) return failure(MSG.productSaveError, { errors: { imageFile: TOO_LARGE }, description: TOO_LARGE, status: 413 });
  if ((PRODUCT_INTENTS as readonly string[]).includes(intent)) return handleProductIntent(intent, form, admin);
  if ((LINE_INTENTS as readonly string[]).includes(intent)) return handleLineIntent(intent, form, admin);
  return unknownIntent();
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { list, categories, q, status, sort, line, lines } = loaderData;
  const [tab, setTab] = useUrlTab(PRODUCT_TABS, "produtos");
  return (
    <>
      <AdminPageHeader
        title="Produtos"
        description="Cadastre, edite e organize o catálogo de amostras."
        actions={tab === "linhas" ? <NewProductLineDialog /> : <NewProductDialog categories={categories} />}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="sm:max-w-sm">
          <TabsTrigger value="produtos">Produtos</TabsTrigger>
          <TabsTrigger value="linhas">Linhas</TabsTrigger>
        </TabsList>
        <TabsContent value="produtos">
          <FilterBar
            q={q}
            placeholder="Nome ou descrição curta"
            selects={[
              choiceSelect({ name: "status", label: "Status", value: status }, PRODUCT_STATUSES, PRODUCT_STATUS_LABELS),
              choiceSelect(
                { name: "linha", label: "Linha", value: line },
                categories.map((c) => c.slug),
                Object.fromEntries(categories.map((c) => [c.slug, c.name])),
                "Todas",
              ),
            ]}
          />
          <ProductTable
            rows={list.rows}
            page={list}
            sort={sort}
            categories={categories}
            filtered={Boolean(q) || status !== "all" || line !== "all"}
          />
        </TabsContent>
        <TabsContent value="linhas">
          <p className="mb-4 max-w-2xl text-sm text-muted">
            A loja mostra as linhas nesta ordem. Use as setas para mudar a posição de uma linha.
          </p>
          <ProductLineTable rows={lines} />
        </TabsContent>
      </Tabs>
    </>
  );
}
