import { AlertTriangle, Package, Star } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { MSG } from "~/i18n/admin";
import { formatNumber, formatShortDate } from "~/i18n/format";
import { isLowSampleStock, sampleStockText } from "~/models/sample-stock";
import type { PageView } from "./pagination";
import { DataTable, DeleteRowAction, type Column } from "./data-table";
import type { SortView } from "~/lib/common/list-sort";
import { EditRowDialog } from "./form-dialog";
import { adminFormId } from "./use-admin-form";
import { PRODUCT_STATUS_LABELS, ProductForm, type ProductFormValues } from "./product-form";
import { productImageUrl } from "~/components/catalog/product-image";

export interface ProductRowView extends ProductFormValues {
  categoryName: string | null;
  createdAt: string | Date;
  openSamples: number;
}

function openSamplesText(n: number, inactive: boolean): string {
  const requests = n === 1 ? "1 solicitação de amostra em aberto" : `${n} solicitações de amostra em aberto`;
  return inactive
    ? `Este produto tem ${requests}. Ele já está inativo (fora da loja); poderá ser excluído quando as solicitações forem concluídas ou rejeitadas.`
    : `Este produto tem ${requests}. Excluí-lo deixaria essas solicitações sem produto. Desative-o: ele sai da loja e as solicitações continuam.`;
}

/** The stock of samples, and the warning from LOW_SAMPLE_STOCK down ("Restam 7 amostras", "Amostras esgotadas"). */
function SampleStockCell({ stock }: { stock: number }) {
  if (!isLowSampleStock(stock)) return <span data-testid="sample-stock">{formatNumber(stock)}</span>;
  return (
    <Badge variant={stock <= 0 ? "danger" : "points"} data-testid="sample-stock">
      <AlertTriangle className="size-3.5" aria-hidden />
      {sampleStockText(stock)}
    </Badge>
  );
}

export function ProductTable({
  rows,
  page,
  sort,
  categories,
  action,
  filtered,
}: {
  rows: ProductRowView[];
  page?: PageView;
  sort?: SortView;
  categories: { id: string; name: string }[];
  action?: string;
  filtered: boolean;
}) {
  const columns: Column<ProductRowView>[] = [
    {
      header: "Produto",
      sortKey: "nome",
      card: "title",
      cell: (p) => (
        <div className="flex items-center gap-3">
          <img
            src={productImageUrl(p.imageUrl, 400)}
            alt=""
            className="size-11 shrink-0 rounded-lg bg-cream-100 object-cover"
            loading="lazy"
          />
          <div className="min-w-0">
            <p className="flex items-center gap-1 font-semibold text-ink">
              {p.name}
              {p.featured ? <Star className="size-4 shrink-0 fill-amber-400 text-amber-500" aria-label="Em destaque" /> : null}
            </p>
            <p className="text-xs break-all text-muted">/{p.slug}</p>
            {/* An inactive product is out of the store: its page is an administrator's preview. */}
            <a
              href={`/produto/${p.slug}`}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {p.status === "inactive" ? "Pré-visualizar" : "Ver na loja"}
              <span className="sr-only"> {p.name} (abre em nova aba)</span>
            </a>
          </div>
        </div>
      ),
    },
    {
      header: "Linha",
      sortKey: "categoria",
      cell: (p) => p.categoryName ?? <span className="text-muted">Sem linha</span>,
    },
    {
      header: "Amostras",
      sortKey: "estoque",
      cell: (p) => <SampleStockCell stock={p.sampleStock} />,
    },
    {
      header: "Status",
      cell: (p) => <Badge variant={p.status === "active" ? "default" : "muted"}>{PRODUCT_STATUS_LABELS[p.status]}</Badge>,
    },
    {
      header: "Criado em",
      sortKey: "criado",
      sortFirst: "desc",
      // The stock column took its room: the date shows from 1280 px (and on the cards).
      wideOnly: true,
      className: "whitespace-nowrap",
      cell: (p) => formatShortDate(p.createdAt),
    },
  ];
  return (
    <DataTable
      label="Produtos"
      rows={rows}
      columns={columns}
      sort={sort}
      page={page}
      pageLabel={page ? "Páginas de produtos" : undefined}
      empty={{
        icon: Package,
        title: filtered ? "Nenhum produto encontrado com os filtros aplicados." : "Nenhum produto cadastrado",
        text: filtered ? "Tente outra busca ou limpe os filtros." : "Use 'Novo produto' para cadastrar o primeiro.",
      }}
      actions={(p) => (
        <>
          <EditRowDialog title="Editar produto" name={p.name} formId={adminFormId("product-update", p.id)}>
            {(fetcher, close) => <ProductForm fetcher={fetcher} product={p} categories={categories} onCancel={close} action={action} />}
          </EditRowDialog>
          {p.openSamples > 0 ? (
            <DeleteRowAction
              label={`Excluir ${p.name}`}
              title={MSG.productCannotDelete}
              description={openSamplesText(p.openSamples, p.status === "inactive")}
              fields={p.status === "inactive" ? null : { intent: "product-deactivate", id: p.id }}
              confirmLabel={MSG.productDeactivate}
              cancelLabel={p.status === "inactive" ? "Fechar" : undefined}
              action={action}
            />
          ) : (
            <DeleteRowAction
              label={`Excluir ${p.name}`}
              title={MSG.productDeleteConfirm}
              description={`"${p.name}" sairá do catálogo e suas avaliações serão apagadas. Esta ação não pode ser desfeita.`}
              fields={{ intent: "product-delete", id: p.id }}
              action={action}
            />
          )}
        </>
      )}
    />
  );
}
