import { Eye, Newspaper, Star } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { formatDateTime, formatNumber, formatShortDate } from "~/i18n/format";
import { POST_STATUS_LABELS } from "~/validation/admin/post";
import type { PagedRows } from "./pagination";
import { DataTable, DeleteRowAction, type Column } from "./data-table";
import type { SortView } from "~/lib/common/list-sort";
import { EditRowDialog } from "./form-dialog";
import { adminFormId } from "./use-admin-form";
import { PostForm, type PostAuthors, type PostValues } from "./post-form";
import type { SuggestableProduct } from "~/lib/common/post-product-suggestions";

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
  list,
  sort,
  categories,
  authors,
  productChoices,
  filtered,
}: {
  list: PagedRows<PostRowView>;
  sort?: SortView;
  categories: { id: string; name: string }[];
  authors: PostAuthors;
  productChoices: SuggestableProduct[];
  filtered: boolean;
}) {
  const columns: Column<PostRowView>[] = [
    {
      header: "Post",
      sortKey: "titulo",
      card: "title",
      cell: (p) => (
        <>
          <p className="flex items-start gap-1 font-semibold text-ink">
            <span>{p.title}</span>
            {p.featured ? <Star className="mt-0.5 size-4 shrink-0 fill-amber-400 text-amber-500" aria-label="Em destaque" /> : null}
          </p>
          <p className="text-xs break-all text-muted">/blog/{p.slug}</p>
          {p.authorName ? <p className="text-xs text-muted">Por {p.authorName}</p> : null}
        </>
      ),
    },
    {
      header: "Categoria",
      wideOnly: true,
      cell: (p) => p.categoryName ?? <span className="text-muted">Sem categoria</span>,
    },
    {
      header: "Status",
      cell: (p) =>
        p.scheduled ? (
          <Badge variant="outline">Agendado</Badge>
        ) : (
          <Badge variant={STATUS_VARIANT[p.status]}>{POST_STATUS_LABELS[p.status]}</Badge>
        ),
    },
    {
      header: "Publicação",
      sortKey: "publicacao",
      sortFirst: "desc",
      className: "whitespace-nowrap",
      cell: (p) =>
        p.publishedAt ? (
          p.scheduled ? (
            formatDateTime(p.publishedAt)
          ) : (
            formatShortDate(p.publishedAt)
          )
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      header: "Visualizações",
      cardLabel: "Visualizações",
      sortKey: "visualizacoes",
      sortFirst: "desc",
      className: "whitespace-nowrap",
      cell: (p) => (
        <span className="inline-flex items-center gap-1">
          <Eye className="size-4 text-muted" aria-hidden />
          {formatNumber(p.views)}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label="Posts"
      rows={list.rows}
      rowTestId="post-row"
      columns={columns}
      sort={sort}
      page={list}
      empty={{
        icon: Newspaper,
        title: filtered ? "Nenhum post encontrado com os filtros aplicados." : "Nenhum post ainda",
        text: filtered ? "Tente outra busca ou outro status." : "Escreva o primeiro artigo do blog com 'Novo post'.",
      }}
      actions={(p) => (
        <>
          <EditRowDialog title="Editar post" className="max-w-3xl" name={p.title} formId={adminFormId("post-update", p.id)}>
            {(fetcher, close) => (
              <PostForm
                fetcher={fetcher}
                post={p}
                categories={categories}
                authors={authors}
                productChoices={productChoices}
                onCancel={close}
              />
            )}
          </EditRowDialog>
          <DeleteRowAction
            label={`Remover ${p.title}`}
            title="Remover este post?"
            description={`"${p.title}" sairá do blog, com suas curtidas. Esta ação não pode ser desfeita.`}
            confirmLabel="Remover"
            fields={{ intent: "post-delete", id: p.id }}
          />
        </>
      )}
    />
  );
}
