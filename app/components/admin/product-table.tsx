import { Package, Pencil, Star, Trash2 } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { MSG } from "~/i18n/admin";
import { formatShortDate } from "~/i18n/format";
import { ConfirmAction } from "./confirm-action";
import { EmptyState } from "./empty-state";
import { FormDialog } from "./form-dialog";
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

export function ProductTable({
  rows,
  categories,
  action,
  filtered,
}: {
  rows: ProductRowView[];
  categories: { id: string; name: string }[];
  action?: string;
  filtered: boolean;
}) {
  if (!rows.length) {
    return (
      <EmptyState icon={Package} title={filtered ? "Nenhum produto encontrado com os filtros aplicados." : "Nenhum produto cadastrado"}>
        {filtered ? "Tente outra busca ou limpe os filtros." : "Use 'Novo produto' para cadastrar o primeiro."}
      </EmptyState>
    );
  }
  return (
    <Table label="Produtos" stacked>
      <TableHeader>
        <TableRow>
          <TableHead>Produto</TableHead>
          <TableHead>Categoria</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Criado em</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="min-w-56 max-md:col-span-2">
              <div className="flex items-center gap-3">
                <img src={productImageUrl(p.imageUrl, 400)} alt="" className="size-11 shrink-0 rounded-lg bg-cream-100 object-cover" loading="lazy" />
                <div className="min-w-0">
                  <p className="flex items-center gap-1 font-semibold text-ink">
                    {p.name}
                    {p.featured ? <Star className="size-4 fill-amber-400 text-amber-500" aria-label="Em destaque" /> : null}
                  </p>
                  <p className="truncate text-xs text-muted">/{p.slug}</p>
                </div>
              </div>
            </TableCell>
            <TableCell label="Categoria" className="whitespace-nowrap">{p.categoryName ?? <span className="text-muted">Sem categoria</span>}</TableCell>
            <TableCell label="Status">
              <Badge variant={p.status === "active" ? "default" : "muted"}>{PRODUCT_STATUS_LABELS[p.status]}</Badge>
            </TableCell>
            <TableCell label="Criado em" className="whitespace-nowrap">{formatShortDate(p.createdAt)}</TableCell>
            <TableCell className="max-md:col-span-2">
              <div className="flex justify-end gap-1 max-md:justify-start">
                <FormDialog
                  title="Editar produto"
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Editar ${p.name}`}>
                      <Pencil aria-hidden />
                    </Button>
                  }
                >
                  {(fetcher, close) => <ProductForm fetcher={fetcher} product={p} categories={categories} onCancel={close} action={action} />}
                </FormDialog>
                {p.openSamples > 0 ? (
                  <ConfirmAction
                    title={MSG.productCannotDelete}
                    description={openSamplesText(p.openSamples, p.status === "inactive")}
                    fields={p.status === "inactive" ? null : { intent: "product-deactivate", id: p.id }}
                    confirmLabel={MSG.productDeactivate}
                    cancelLabel={p.status === "inactive" ? "Fechar" : undefined}
                    action={action}
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={`Excluir ${p.name}`} className="text-red-700 hover:bg-red-50">
                        <Trash2 aria-hidden />
                      </Button>
                    }
                  />
                ) : (
                  <ConfirmAction
                    title={MSG.productDeleteConfirm}
                    description={`"${p.name}" sairá do catálogo e suas avaliações serão apagadas. Esta ação não pode ser desfeita.`}
                    fields={{ intent: "product-delete", id: p.id }}
                    action={action}
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={`Excluir ${p.name}`} className="text-red-700 hover:bg-red-50">
                        <Trash2 aria-hidden />
                      </Button>
                    }
                  />
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
