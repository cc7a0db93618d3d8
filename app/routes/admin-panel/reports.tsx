import { Download } from "~/components/icons";
import type { Route } from "./+types/reports";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { formatNumber } from "~/i18n/format";
import { AUDIT_AREAS, AUDIT_NO_ACTOR, isAuditArea, listAudit, listAuditActors } from "~/models/admin/audit.server";
import { readDayRange, RANGE_PRESETS, presetRange, DEFAULT_PRESET } from "~/models/admin/date-range.server";
import { pageNumber } from "~/models/admin/errors.server";
import { chartPoints, dailySeries, DAILY_CHART_MAX_DAYS, feeReport, reportCounters, reportTables } from "~/models/admin/reports.server";
import { FeeReportSection } from "~/components/admin/fee-report";
import { buttonVariants } from "~/components/ui/button";
import { AdminPageHeader, SectionTitle } from "~/components/admin/page-header";
import { AuditTable } from "~/components/admin/audit-table";
import { AuditFilterForm, ReportRangeForm } from "~/components/admin/report-filters";
import { RecentPostsTable, RecentSamplesTable, TopProductsTable } from "~/components/admin/report-tables";
import { WeeklyBarChart } from "~/components/admin/weekly-bar-chart";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Relatórios – Painel", description: "Números, gráficos e auditoria.", noindex: true });

/**
 * The period comes from the address (a preset, or typed days); a bad one shows its message and the
 * default period instead. The audit log's who, what and when too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const params = new URL(request.url).searchParams;
  const read = readDayRange({ preset: params.get("periodo"), from: params.get("de"), to: params.get("ate") });
  const range = read.ok && read.range ? read.range : presetRange(DEFAULT_PRESET);
  const rangeForm = read.ok
    ? { preset: read.preset ?? "", from: read.preset ? "" : range.from, to: read.preset ? "" : range.to, error: null }
    : { preset: "", from: read.from, to: read.to, error: read.message };

  const auditRead = readDayRange({ from: params.get("registro_de"), to: params.get("registro_ate") }, { optional: true });
  const actorParam = params.get("quem")?.trim() ?? "";
  const areaParam = params.get("oque")?.trim() ?? "";
  const auditFilters = {
    actor: actorParam.slice(0, 100) || null,
    area: isAuditArea(areaParam) ? areaParam : null,
    range: auditRead.ok ? auditRead.range : null,
  };
  const auditPage = pageNumber(params.get("auditoria"));

  const [counters, tables, days, audit, actors, fees] = await Promise.all([
    reportCounters(),
    reportTables(range),
    dailySeries(range),
    listAudit({ ...auditFilters, page: auditPage }),
    listAuditActors(),
    feeReport(range),
  ]);
  return {
    counters,
    fees,
    tables,
    range: { from: range.from, to: range.to, days: range.days, daily: range.days <= DAILY_CHART_MAX_DAYS },
    chart: chartPoints(days),
    presets: Object.entries(RANGE_PRESETS).map(([value, label]) => ({ value, label })),
    areas: Object.entries(AUDIT_AREAS).map(([value, area]) => ({ value, label: area.label })),
    rangeForm,
    audit,
    auditPage,
    auditForm: {
      actor: auditFilters.actor ?? "",
      area: auditFilters.area ?? "",
      from: params.get("registro_de") ?? "",
      to: params.get("registro_ate") ?? "",
      error: auditRead.ok ? null : auditRead.message,
    },
    actors: [...actors.map((a) => ({ value: a.id, label: a.fullName })), { value: AUDIT_NO_ACTOR, label: "O próprio site ou visitantes" }],
  };
}

const shortDay = (isoDay: string) => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

/** The period's charts, one a kind of activity. */
const TRENDS = [
  { key: "samples", title: "Amostras solicitadas", color: "#2f7d4a" },
  { key: "reviews", title: "Avaliações recebidas", color: "#5b4bb7" },
  { key: "redemptions", title: "Prêmios resgatados", color: "#b45309" },
] as const;

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { counters, fees, tables, range, chart, presets, areas, rangeForm, audit, auditPage, auditForm, actors } = loaderData;
  const series = (key: "samples" | "reviews" | "redemptions") => chart.map((w) => ({ start: w.start, label: w.label, value: w[key] }));
  const daily = range.daily;
  const rangeText = `${shortDay(range.from)} a ${shortDay(range.to)}`;
  const csvHref = `/admin-panel/relatorios.csv?${new URLSearchParams({ de: range.from, ate: range.to }).toString()}`;
  const auditFiltered = Boolean(auditForm.actor || auditForm.area || auditForm.from || auditForm.to);
  return (
    <>
      <AdminPageHeader
        title="Relatórios"
        description="O negócio em números: totais, tendências do período escolhido e o registro de alterações."
        actions={
          <a href={csvHref} className={buttonVariants({ variant: "outline" })} download>
            <Download aria-hidden /> Exportar CSV (por dia)
          </a>
        }
      />
      <ReportRangeForm values={rangeForm} presets={presets} />
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
        <SectionTitle id="tendencias">{daily ? "Por dia" : "Por semana"}</SectionTitle>
        <p className="-mt-2 mb-3 text-sm text-muted" data-testid="report-range">
          De {rangeText} ({range.days} {range.days === 1 ? "dia" : "dias"})
        </p>
        <div className="grid gap-4 lg:grid-cols-3">
          {TRENDS.map((t) => (
            <WeeklyBarChart
              key={t.key}
              title={t.title}
              points={series(t.key)}
              color={t.color}
              unit={daily ? "Dia" : "Semana"}
              caption="no período"
            />
          ))}
        </div>
      </section>

      <FeeReportSection fees={fees} rangeText={rangeText} />

      <div className="mt-8 grid gap-6 xl:grid-cols-3">
        <section aria-labelledby="mais-pedidos">
          <SectionTitle id="mais-pedidos">Produtos mais pedidos no período</SectionTitle>
          <TopProductsTable rows={tables.topProducts} />
        </section>
        <section aria-labelledby="amostras-recentes">
          <SectionTitle id="amostras-recentes">Amostras recentes</SectionTitle>
          <RecentSamplesTable rows={tables.recentSamples} />
        </section>
        <section aria-labelledby="posts-recentes">
          <SectionTitle id="posts-recentes">Posts recentes</SectionTitle>
          <RecentPostsTable rows={tables.recentPosts} />
        </section>
      </div>

      <section className="mt-10" aria-labelledby="auditoria">
        <SectionTitle id="auditoria">Registro de alterações</SectionTitle>
        <AuditFilterForm values={auditForm} actors={actors} areas={areas} />
        <AuditTable
          rows={audit.rows}
          filtered={auditFiltered}
          page={{ page: auditPage, pageCount: Math.max(1, Math.ceil(audit.total / 20)), total: audit.total }}
        />
      </section>
    </>
  );
}
