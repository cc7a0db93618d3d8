import { FolderOpen } from "~/components/icons";
import { formatNumber } from "~/i18n/format";
import { CategoryForm } from "./category-form";
import { DataTable, DeleteRowAction, type Column } from "./data-table";
import { EditRowDialog } from "./form-dialog";

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

function deleteText(c: CategoryRowView): string {
  if (c.postCount === 0) return `"${c.name}" deixará de aparecer nos filtros do blog.`;
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
          <EditRowDialog title="Editar categoria" className="max-w-md" name={c.name}>
            {(fetcher, close) => <CategoryForm fetcher={fetcher} category={c} onCancel={close} />}
          </EditRowDialog>
          <DeleteRowAction
            label={`Remover ${c.name}`}
            title="Remover esta categoria?"
            description={deleteText(c)}
            confirmLabel="Remover"
            fields={{ intent: "category-delete", id: c.id }}
          />
        </>
      )}
    />
  );
}
