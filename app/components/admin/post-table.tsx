import { Eye, Newspaper, Pencil, Star, Trash2 } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime, formatNumber, formatShortDate } from "~/i18n/format";
import { POST_STATUS_LABELS } from "~/validation/admin/post";
import { ConfirmAction } from "./confirm-action";
import { EmptyState } from "./empty-state";
import { FormDialog } from "./form-dialog";
import { PostForm, type PostAuthors, type PostValues } from "./post-form";

export interface PostRowView extends PostValues {
  categoryName: string | null;
  views: number;
  createdAt: string | Date;
  authorName: string | null;
  /** Published with a future date: not public yet. */
  scheduled: boolean;
}

const STATUS_VARIANT = { draft: "muted", published: "default", archived: "outline" } as const;

export function PostTable({
  rows,
  categories,
  authors,
  filtered,
}: {
  rows: PostRowView[];
  categories: { id: string; name: string }[];
  authors: PostAuthors;
  filtered: boolean;
}) {
  if (!rows.length) {
    return (
      <EmptyState icon={Newspaper} title={filtered ? "Nenhum post encontrado com os filtros aplicados." : "Nenhum post ainda"}>
        {filtered ? "Tente outra busca ou outro status." : "Escreva o primeiro artigo do blog com 'Novo post'."}
      </EmptyState>
    );
  }
  return (
    <Table label="Posts" stacked>
      <TableHeader>
        <TableRow>
          <TableHead>Post</TableHead>
          <TableHead>Categoria</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Publicação</TableHead>
          <TableHead>Visualizações</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.id} data-testid="post-row">
            <TableCell className="min-w-64 max-md:col-span-2">
              <p className="flex items-start gap-1 font-semibold text-ink">
                <span>{p.title}</span>
                {p.featured ? <Star className="mt-0.5 size-4 shrink-0 fill-amber-400 text-amber-500" aria-label="Em destaque" /> : null}
              </p>
              <p className="truncate text-xs text-muted">/blog/{p.slug}</p>
              {p.authorName ? <p className="text-xs text-muted">Por {p.authorName}</p> : null}
            </TableCell>
            <TableCell label="Categoria" className="whitespace-nowrap">{p.categoryName ?? <span className="text-muted">Sem categoria</span>}</TableCell>
            <TableCell label="Status">
              {p.scheduled ? <Badge variant="outline">Agendado</Badge> : <Badge variant={STATUS_VARIANT[p.status]}>{POST_STATUS_LABELS[p.status]}</Badge>}
            </TableCell>
            <TableCell label="Publicação" className="whitespace-nowrap">{p.publishedAt ? (p.scheduled ? formatDateTime(p.publishedAt) : formatShortDate(p.publishedAt)) : <span className="text-muted">—</span>}</TableCell>
            <TableCell label="Visualizações" className="whitespace-nowrap">
              <span className="inline-flex items-center gap-1">
                <Eye className="size-4 text-muted" aria-hidden />
                {formatNumber(p.views)}
              </span>
            </TableCell>
            <TableCell className="max-md:col-span-2">
              <div className="flex justify-end gap-1 max-md:justify-start">
                <FormDialog
                  title="Editar post"
                  className="max-w-3xl"
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Editar ${p.title}`}>
                      <Pencil aria-hidden />
                    </Button>
                  }
                >
                  {(fetcher, close) => <PostForm fetcher={fetcher} post={p} categories={categories} authors={authors} onCancel={close} />}
                </FormDialog>
                <ConfirmAction
                  title="Remover este post?"
                  description={`"${p.title}" sairá do blog, com suas curtidas. Esta ação não pode ser desfeita.`}
                  confirmLabel="Remover"
                  fields={{ intent: "post-delete", id: p.id }}
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Remover ${p.title}`} className="text-red-700 hover:bg-red-50">
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
