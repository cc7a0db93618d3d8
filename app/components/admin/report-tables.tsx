import { Link } from "react-router";
import { Newspaper, Package, Truck } from "~/components/icons";
import { formatNumber, formatShortDate } from "~/i18n/format";
import { POST_STATUS_LABELS } from "~/validation/admin/post";
import { DataTable, type Column } from "./data-table";
import { SampleStatusBadge } from "./status-badges";

export interface TopProductView {
  id: string;
  name: string;
  slug: string;
  samples: number;
}
export interface RecentSampleView {
  id: string;
  fullName: string;
  productName: string;
  status: string;
  createdAt: string | Date;
}
export interface RecentPostView {
  id: string;
  title: string;
  status: keyof typeof POST_STATUS_LABELS;
  views: number;
  createdAt: string | Date;
}

const TOP_PRODUCTS: Column<TopProductView>[] = [
  {
    header: "Produto",
    card: "title",
    cell: (p) => (
      <Link to={`/produto/${p.slug}`} className="font-medium text-brand-700 hover:underline">
        {p.name}
      </Link>
    ),
  },
  { header: "Amostras", align: "right", cell: (p) => formatNumber(p.samples) },
];

const RECENT_SAMPLES: Column<RecentSampleView>[] = [
  {
    header: "Cliente",
    card: "title",
    cell: (s) => (
      <>
        <p className="font-medium">{s.fullName}</p>
        <p className="text-xs text-muted">
          {s.productName} · {formatShortDate(s.createdAt)}
        </p>
      </>
    ),
  },
  { header: "Status", cell: (s) => <SampleStatusBadge status={s.status} /> },
];

const RECENT_POSTS: Column<RecentPostView>[] = [
  {
    header: "Post",
    card: "title",
    cell: (p) => (
      <>
        <p className="font-medium">{p.title}</p>
        <p className="text-xs text-muted">
          {POST_STATUS_LABELS[p.status]} · {formatShortDate(p.createdAt)}
        </p>
      </>
    ),
  },
  { header: "Visualizações", align: "right", cell: (p) => formatNumber(p.views) },
];

/** The reports' three short tables: two narrow columns each, so rows stay rows down to 768 px. */
export function TopProductsTable({ rows }: { rows: TopProductView[] }) {
  return (
    <DataTable
      label="Produtos mais pedidos"
      rows={rows}
      columns={TOP_PRODUCTS}
      cardsBelow="md"
      empty={{ icon: Package, title: "Nenhum produto ativo." }}
    />
  );
}

export function RecentSamplesTable({ rows }: { rows: RecentSampleView[] }) {
  return (
    <DataTable
      label="Amostras recentes"
      rows={rows}
      columns={RECENT_SAMPLES}
      cardsBelow="md"
      empty={{ icon: Truck, title: "Nenhuma amostra solicitada ainda." }}
    />
  );
}

export function RecentPostsTable({ rows }: { rows: RecentPostView[] }) {
  return (
    <DataTable
      label="Posts recentes"
      rows={rows}
      columns={RECENT_POSTS}
      cardsBelow="md"
      empty={{ icon: Newspaper, title: "Nenhum post ainda." }}
    />
  );
}
