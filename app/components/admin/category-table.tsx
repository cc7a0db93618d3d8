import { FolderOpen, Pencil, Trash2 } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatNumber } from "~/i18n/format";
import { CategoryForm } from "./category-form";
import { ConfirmAction } from "./confirm-action";
import { EmptyState } from "./empty-state";
import { FormDialog } from "./form-dialog";

export interface CategoryRowView {
  id: string;
  name: string;
  slug: string;
  postCount: number;
}

export function CategoryTable({ rows }: { rows: CategoryRowView[] }) {
  if (!rows.length) {
    return (
      <EmptyState icon={FolderOpen} title="Nenhuma categoria criada">
        Categorias organizam os posts do blog e viram filtros para os leitores.
      </EmptyState>
    );
  }
  return (
    <Table label="Categorias do blog" stacked>
      <TableHeader>
        <TableRow>
          <TableHead>Nome</TableHead>
          <TableHead>Slug</TableHead>
          <TableHead>Posts</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id} data-testid="category-row">
            <TableCell className="min-w-40 font-semibold max-md:col-span-2">{c.name}</TableCell>
            <TableCell label="Slug" className="text-muted">{c.slug}</TableCell>
            <TableCell label="Posts">{formatNumber(c.postCount)}</TableCell>
            <TableCell className="max-md:col-span-2">
              <div className="flex justify-end gap-1 max-md:justify-start">
                <FormDialog
                  title="Editar categoria"
                  className="max-w-md"
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Editar ${c.name}`}>
                      <Pencil aria-hidden />
                    </Button>
                  }
                >
                  {(fetcher, close) => <CategoryForm fetcher={fetcher} category={c} onCancel={close} />}
                </FormDialog>
                <ConfirmAction
                  title="Remover esta categoria?"
                  description={
                    c.postCount > 0
                      ? c.postCount === 1
                        ? `"${c.name}" está em 1 post. Para removê-la, mude antes a categoria desse post.`
                        : `"${c.name}" está em ${c.postCount} posts. Para removê-la, mude antes a categoria desses posts.`
                      : `"${c.name}" deixará de aparecer nos filtros do blog.`
                  }
                  confirmLabel="Remover"
                  fields={{ intent: "category-delete", id: c.id }}
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Remover ${c.name}`} className="text-red-700 hover:bg-red-50">
                      <Trash2 aria-hidden />
                    </Button>
                  }
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
