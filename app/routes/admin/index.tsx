import { Link } from "react-router";
import { useUrlTab } from "~/hooks/use-url-tab";
import { ArrowRight, Plus, Users } from "~/components/icons";
import type { Route } from "./+types/index";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { MSG } from "~/i18n/admin";
import { pageNumber } from "~/models/admin/errors.server";
import { listProductCategories, listProducts } from "~/models/admin/products.server";
import { listSamples } from "~/models/admin/samples.server";
import { Button, buttonVariants } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { FormDialog } from "~/components/admin/form-dialog";
import { ProductForm } from "~/components/admin/product-form";
import { ProductTable } from "~/components/admin/product-table";
import { SampleList } from "~/components/admin/sample-list";
import { failure, readAdminForm, text, TOO_LARGE, unknownIntent } from "~/routes/admin-panel/action-helpers.server";
import { handleProductIntent, PRODUCT_INTENTS } from "~/routes/admin-panel/product-actions.server";
import { handleSamplePayment, handleSampleStatus } from "~/routes/admin-panel/sample-actions.server";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Admin", description: "Produtos e amostras da Raiz Vital.", noindex: true });

const TABS = ["produtos", "amostras", "usuarios"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/auth");
  const url = new URL(request.url);
  const [products, categories, samples] = await Promise.all([
    listProducts({ page: pageNumber(url.searchParams.get("pagina")) }),
    listProductCategories(),
    listSamples({ page: pageNumber(url.searchParams.get("amostras")) }),
  ]);
  return { products, categories, samples };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request, "/auth");
  const form = await readAdminForm(request);
  if (!form) return failure(MSG.productSaveError, { errors: { imageFile: TOO_LARGE }, description: TOO_LARGE, status: 413 });
  const intent = text(form, "intent");
  if ((PRODUCT_INTENTS as readonly string[]).includes(intent)) return handleProductIntent(intent, form, admin);
  if (intent === "sample-status") return handleSampleStatus(form, admin);
  if (intent === "sample-payment") return handleSamplePayment(form, admin);
  return unknownIntent();
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { products, categories, samples } = loaderData;
  const [tab, setTab] = useUrlTab(TABS, "produtos");
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold text-brand-900">Administração</h1>
          <p className="mt-1 text-muted">Produtos e solicitações de amostra. Para tudo o mais, use o painel.</p>
        </div>
        <Link to="/admin-panel" className={buttonVariants({ variant: "outline" })}>
          Abrir o Painel Administrativo <ArrowRight aria-hidden />
        </Link>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="sm:max-w-md">
          <TabsTrigger value="produtos">Produtos</TabsTrigger>
          <TabsTrigger value="amostras">Amostras</TabsTrigger>
          <TabsTrigger value="usuarios">Usuários</TabsTrigger>
        </TabsList>
        <TabsContent value="produtos">
          <div className="mb-4 flex justify-end">
            <FormDialog
              title="Novo produto"
              trigger={
                <Button>
                  <Plus aria-hidden /> Novo produto
                </Button>
              }
            >
              {(fetcher, close) => <ProductForm fetcher={fetcher} categories={categories} onCancel={close} />}
            </FormDialog>
          </div>
          <ProductTable rows={products.rows} page={products} categories={categories} filtered={false} />
        </TabsContent>
        <TabsContent value="amostras">
          <SampleList rows={samples.rows} page={samples} pageParam="amostras" pageLabel="Páginas de amostras" filtered={false} />
        </TabsContent>
        <TabsContent value="usuarios">
          <div className="flex flex-col items-center rounded-xl border border-cream-200 bg-white px-6 py-10 text-center">
            <Users className="mb-3 size-9 text-brand-400" aria-hidden />
            <p className="font-semibold text-brand-900">O gerenciamento de usuários fica no Painel Administrativo.</p>
            <p className="mt-1 max-w-md text-sm text-muted">Lá você filtra contas, muda permissões, ativa ou desativa usuários, ajusta pontos e adiciona novas contas.</p>
            <Link to="/admin-panel/usuarios" className={`${buttonVariants()} mt-5`}>
              Gerenciar usuários <ArrowRight aria-hidden />
            </Link>
          </div>
        </TabsContent>
      </Tabs>
    </section>
  );
}
