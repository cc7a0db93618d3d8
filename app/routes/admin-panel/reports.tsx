import { Download } from "~/components/icons";
import { Link } from "react-router";
import type { Route } from "./+types/reports";
import { requireAdmin } from "~/lib/session.server";
import { pageMeta } from "~/lib/meta";
import { formatNumber, formatShortDate } from "~/i18n/format";
import { listAudit } from "~/models/admin/audit.server";
import { pageNumber } from "~/models/admin/errors.server";
import { reportCounters, reportTables, weeklySeries } from "~/models/admin/reports.server";
import { POST_STATUS_LABELS } from "~/validation/admin/post";
import { buttonVariants } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { AdminPageHeader, SectionTitle } from "~/components/admin/page-header";
import { AuditTable } from "~/components/admin/audit-table";
import { Pagination } from "~/components/admin/pagination";
import { SampleStatusBadge } from "~/components/admin/status-badges";
import { WeeklyBarChart } from "~/components/admin/weekly-bar-chart";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Relatórios – Painel", description: "Números, gráficos e auditoria.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const [counters, tables, weeks, audit] = await Promise.all([
    reportCounters(),
    reportTables(),
    weeklySeries(),
    listAudit({ page: pageNumber(url.searchParams.get("auditoria")) }),
  ]);
  return { counters, tables, weeks, audit, auditPage: pageNumber(url.searchParams.get("auditoria")) };
}

function EmptyRow({ columns, children }: { columns: number; children: React.ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-6 text-center text-muted">
        {children}
      </TableCell>
    </TableRow>
  );
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { counters, tables, weeks, audit, auditPage } = loaderData;
  const series = (key: "samples" | "reviews" | "redemptions") => weeks.map((w) => ({ start: w.start, label: w.label, value: w[key] }));
  return (
    <>
      <AdminPageHeader
        title="Relatórios"
        description="O negócio em números: totais, tendências das últimas 12 semanas e o registro de alterações."
        actions={
          <a href="/admin-panel/relatorios.csv" className={buttonVariants({ variant: "outline" })} download>
            <Download aria-hidden /> Exportar CSV
          </a>
        }
      />
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6" aria-label="Totais">
        {counters.map((c) => (
          <li key={c.key} className="rounded-2xl border border-cream-200 bg-white p-4">
            <p className="text-sm text-muted">{c.label}</p>
            <p className="mt-1 font-display text-2xl font-semibold text-brand-900">{formatNumber(c.value)}</p>
            {c.detail ? <p className="text-xs text-muted">{c.detail}</p> : null}
          </li>
        ))}
      </ul>

      <section className="mt-8" aria-labelledby="tendencias">
        <SectionTitle id="tendencias">Por semana</SectionTitle>
        <div className="grid gap-4 lg:grid-cols-3">
          <WeeklyBarChart title="Amostras solicitadas" points={series("samples")} color="#2f7d4a" />
          <WeeklyBarChart title="Avaliações recebidas" points={series("reviews")} color="#5b4bb7" />
          <WeeklyBarChart title="Prêmios resgatados" points={series("redemptions")} color="#b45309" />
        </div>
      </section>

      <div className="mt-8 grid gap-6 xl:grid-cols-3">
        <section aria-labelledby="mais-pedidos">
          <SectionTitle id="mais-pedidos">Produtos mais pedidos</SectionTitle>
          <Table label="Produtos mais pedidos">
            <TableHeader>
              <TableRow>
                <TableHead>Produto</TableHead>
                <TableHead className="text-right">Amostras</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tables.topProducts.length ? (
                tables.topProducts.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>
                      <Link to={`/produto/${p.slug}`} className="font-medium text-brand-700 hover:underline">
                        {p.name}
                      </Link>
                    </TableCell>
                    <TableCell className="text-right">{formatNumber(p.samples)}</TableCell>
                  </TableRow>
                ))
              ) : (
                <EmptyRow columns={2}>Nenhum produto ativo.</EmptyRow>
              )}
            </TableBody>
          </Table>
        </section>
        <section aria-labelledby="amostras-recentes">
          <SectionTitle id="amostras-recentes">Amostras recentes</SectionTitle>
          <Table label="Amostras recentes">
            <TableHeader>
              <TableRow>
                <TableHead>Cliente</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tables.recentSamples.length ? (
                tables.recentSamples.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell className="min-w-40">
                      <p className="font-medium">{s.fullName}</p>
                      <p className="text-xs text-muted">
                        {s.productName} · {formatShortDate(s.createdAt)}
                      </p>
                    </TableCell>
                    <TableCell>
                      <SampleStatusBadge status={s.status} />
                    </TableCell>
                  </TableRow>
                ))
              ) : (
                <EmptyRow columns={2}>Nenhuma amostra solicitada ainda.</EmptyRow>
              )}
            </TableBody>
          </Table>
        </section>
        <section aria-labelledby="posts-recentes">
          <SectionTitle id="posts-recentes">Posts recentes</SectionTitle>
          <Table label="Posts recentes">
            <TableHeader>
              <TableRow>
                <TableHead>Post</TableHead>
                <TableHead className="text-right">Visualizações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tables.recentPosts.length ? (
                tables.recentPosts.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell className="min-w-44">
                      <p className="font-medium">{p.title}</p>
                      <p className="text-xs text-muted">
                        {POST_STATUS_LABELS[p.status]} · {formatShortDate(p.createdAt)}
                      </p>
                    </TableCell>
                    <TableCell className="text-right">{formatNumber(p.views)}</TableCell>
                  </TableRow>
                ))
              ) : (
                <EmptyRow columns={2}>Nenhum post ainda.</EmptyRow>
              )}
            </TableBody>
          </Table>
        </section>
      </div>

      <section className="mt-10" aria-labelledby="auditoria">
        <SectionTitle id="auditoria">Registro de alterações</SectionTitle>
        <AuditTable rows={audit.rows} />
        <Pagination page={auditPage} pageCount={Math.max(1, Math.ceil(audit.total / 20))} total={audit.total} param="auditoria" label="Páginas do registro" />
      </section>
    </>
  );
}
