import { Link } from "react-router";
import { ArrowDown, ArrowRight, ArrowUp, FolderOpen } from "~/components/icons";
import { formatNumber } from "~/i18n/format";
import { DataTable, DeleteRowAction, type Column } from "./data-table";
import { EditRowDialog } from "./form-dialog";
import { ProductLineForm, type ProductLineFormValues } from "./product-line-form";
import { RowActionButton } from "./row-action-button";
import { adminFormId } from "./use-admin-form";

export interface ProductLineRowView extends ProductLineFormValues {
  productCount: number;
}

function inUseText(line: ProductLineRowView): string {
  return line.productCount === 1
    ? `"${line.name}" tem 1 produto. Para removê-la, mude antes a linha desse produto.`
    : `"${line.name}" tem ${line.productCount} produtos. Para removê-la, mude antes a linha desses produtos.`;
}

const MOVES = [
  { direction: "up", icon: ArrowUp, words: "para cima" },
  { direction: "down", icon: ArrowDown, words: "para baixo" },
] as const;

/** "Mover para cima / para baixo": the catalogue shows the lines in this order. The ends keep the button's room. */
function MoveButtons({ line, first, last }: { line: ProductLineRowView; first: boolean; last: boolean }) {
  return (
    <div className="flex items-center gap-1">
      {MOVES.map(({ direction, icon, words }) =>
        (direction === "up" ? first : last) ? (
          <span key={direction} className="size-11" aria-hidden />
        ) : (
          <RowActionButton
            key={direction}
            fields={{ intent: "line-move", id: line.id, direction }}
            icon={icon}
            label={`Mover ${line.name} ${words}`}
            variant="outline"
            size="icon"
          >
            {null}
          </RowActionButton>
        ),
      )}
    </div>
  );
}

/** The Linhas tab of Produtos: the product lines in the catalogue's order. */
export function ProductLineTable({ rows }: { rows: ProductLineRowView[] }) {
  const columns: Column<ProductLineRowView>[] = [
    {
      header: "Ordem",
      cardLabel: "",
      cell: (line) => {
        const at = rows.indexOf(line);
        return (
          <div className="flex items-center gap-2">
            <span className="w-6 text-center font-semibold text-muted tabular-nums">{at + 1}</span>
            <MoveButtons line={line} first={at === 0} last={at === rows.length - 1} />
          </div>
        );
      },
    },
    { header: "Nome", card: "title", className: "font-semibold", cell: (line) => line.name },
    {
      header: "Endereço",
      className: "break-all text-muted",
      cell: (line) => (
        <a
          href={`/produtos/${line.slug}`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center text-brand-700 underline-offset-2 hover:underline"
        >
          /produtos/{line.slug}
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      ),
    },
    { header: "Produtos", cell: (line) => formatNumber(line.productCount) },
  ];
  return (
    <DataTable
      label="Linhas de produtos"
      rows={rows}
      rowTestId="line-row"
      columns={columns}
      cardsBelow="md"
      empty={{
        icon: FolderOpen,
        title: "Nenhuma linha criada",
        text: "Linhas organizam o catálogo: cada uma tem sua página em /produtos.",
      }}
      actions={(line) => (
        <>
          <EditRowDialog title="Editar linha" className="max-w-md" name={line.name} formId={adminFormId("line-update", line.id)}>
            {(fetcher, close) => <ProductLineForm fetcher={fetcher} line={line} onCancel={close} />}
          </EditRowDialog>
          {line.productCount > 0 ? (
            // As a product with open samples: the dialog explains and leads to what is in the way, and offers no delete.
            <DeleteRowAction
              label={`Remover ${line.name}`}
              title="Esta linha não pode ser removida"
              description={inUseText(line)}
              fields={null}
            >
              <Link
                to={`/admin-panel/produtos?linha=${encodeURIComponent(line.slug)}`}
                className="inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {line.productCount === 1 ? "Ver o produto desta linha" : `Ver os ${line.productCount} produtos desta linha`}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </DeleteRowAction>
          ) : (
            <DeleteRowAction
              label={`Remover ${line.name}`}
              title="Remover esta linha?"
              description={`"${line.name}" deixará de aparecer no catálogo e nos filtros da loja.`}
              confirmLabel="Remover"
              fields={{ intent: "line-delete", id: line.id }}
            />
          )}
        </>
      )}
    />
  );
}
