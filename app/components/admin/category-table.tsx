import { Link } from "react-router";
import { ArrowRight, FolderOpen } from "~/components/icons";
import { formatNumber } from "~/i18n/format";
import { CategoryForm } from "./category-form";
import { DataTable, DeleteRowAction, type Column } from "./data-table";
import { EditRowDialog } from "./form-dialog";
import { adminFormId } from "./use-admin-form";

export interface CategoryRowView {
  id: string;
  name: string;
  slug: string;
  postCount: number;
}

const COLUMNS: Column<CategoryRowView>[] = [
  { header: "Nome", card: "title", className: "font-semibold", cell: (c) => c.name },
  { header: "Slug", className: "break-all text-muted", cell: (c) => c.slug },
  { header: "Posts", cell: (c) => formatNumber(c.postCount) },
];

function inUseText(c: CategoryRowView): string {
  return c.postCount === 1
    ? `"${c.name}" está em 1 post. Para removê-la, mude antes a categoria desse post.`
    : `"${c.name}" está em ${c.postCount} posts. Para removê-la, mude antes a categoria desses posts.`;
}

export function CategoryTable({ rows }: { rows: CategoryRowView[] }) {
  return (
    <DataTable
      label="Categorias do blog"
      rows={rows}
      rowTestId="category-row"
      columns={COLUMNS}
      cardsBelow="md"
      empty={{
        icon: FolderOpen,
        title: "Nenhuma categoria criada",
        text: "Categorias organizam os posts do blog e viram filtros para os leitores.",
      }}
      actions={(c) => (
        <>
          <EditRowDialog title="Editar categoria" className="max-w-md" name={c.name} formId={adminFormId("category-update", c.id)}>
            {(fetcher, close) => <CategoryForm fetcher={fetcher} category={c} onCancel={close} />}
          </EditRowDialog>
          {c.postCount > 0 ? (
            // As a product with open samples: the dialog explains and leads to what is in the way, and offers no delete.
            <DeleteRowAction
              label={`Remover ${c.name}`}
              title="Esta categoria não pode ser removida"
              description={inUseText(c)}
              fields={null}
            >
              <Link
                to={`/admin-panel/blog?categoria=${encodeURIComponent(c.slug)}`}
                className="inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {c.postCount === 1 ? "Ver o post desta categoria" : `Ver os ${c.postCount} posts desta categoria`}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </DeleteRowAction>
          ) : (
            <DeleteRowAction
              label={`Remover ${c.name}`}
              title="Remover esta categoria?"
              description={`"${c.name}" deixará de aparecer nos filtros do blog.`}
              confirmLabel="Remover"
              fields={{ intent: "category-delete", id: c.id }}
            />
          )}
        </>
      )}
    />
  );
}
