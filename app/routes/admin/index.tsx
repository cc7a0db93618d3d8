/**
 * /admin, the specification's admin entry: the panel's Produtos and Amostras lists in tabs, with a
 * Usuários tab that leads to the panel. It has no action of its own: every form posts to the panel's
 * page that owns the write (/admin-panel/produtos, /admin-panel/amostras), and the lists load through
 * the panel's own readers.
 */
import { Link } from "react-router";
import { useUrlTab } from "~/hooks/use-url-tab";
import { ArrowRight, Users } from "~/components/icons";
import type { Route } from "./+types/index";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { buttonVariants } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { NewProductDialog } from "~/components/admin/product-form";
import { ProductTable } from "~/components/admin/product-table";
import { SampleList } from "~/components/admin/sample-list";
import { loadProductList, loadSampleList } from "~/routes/admin-panel/lists.server";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Admin", description: "Produtos e amostras da Raiz Vital.", noindex: true });

const TABS = ["produtos", "amostras", "usuarios"] as const;

/** Where /admin's forms post: the panel's pages own these writes. */
const PRODUCTS_ACTION = "/admin-panel/produtos";
const SAMPLES_ACTION = "/admin-panel/amostras";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/auth");
  // Both lists unfiltered, newest first; each with its own page parameter.
  const url = new URL(request.url);
  const only = (param: string) => {
    const page = url.searchParams.get(param);
    return new URL(`${url.pathname}${page ? `?${param}=${encodeURIComponent(page)}` : ""}`, url);
  };
  const [products, samples] = await Promise.all([loadProductList(only("pagina")), loadSampleList(only("amostras"), "amostras")]);
  return { products: products.list, categories: products.categories, samples: samples.list };
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
            <NewProductDialog categories={categories} action={PRODUCTS_ACTION} />
          </div>
          <ProductTable rows={products.rows} page={products} categories={categories} filtered={false} action={PRODUCTS_ACTION} />
        </TabsContent>
        <TabsContent value="amostras">
          <SampleList
            rows={samples.rows}
            page={samples}
            pageParam="amostras"
            pageLabel="Páginas de amostras"
            filtered={false}
            action={SAMPLES_ACTION}
          />
        </TabsContent>
        <TabsContent value="usuarios">
          <div className="flex flex-col items-center rounded-xl border border-cream-200 bg-white px-6 py-10 text-center">
            <Users className="mb-3 size-9 text-brand-400" aria-hidden />
            <p className="font-semibold text-brand-900">O gerenciamento de usuários fica no Painel Administrativo.</p>
            <p className="mt-1 max-w-md text-sm text-muted">
              Lá você filtra contas, muda permissões, ativa ou desativa usuários, ajusta pontos e adiciona novas contas.
            </p>
            <Link to="/admin-panel/usuarios" className={`${buttonVariants()} mt-5`}>
              Gerenciar usuários <ArrowRight aria-hidden />
            </Link>
          </div>
        </TabsContent>
      </Tabs>
    </section>
  );
}
