import type { Route } from "./+types/index";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { dashboardOverview, recentActivity, WINDOW_DAYS } from "~/models/admin/dashboard.server";
import { AdminPageHeader, SectionTitle } from "~/components/admin/page-header";
import { RecentActivity } from "~/components/admin/recent-activity";
import { StatCard } from "~/components/admin/stat-card";
import { TodayInbox } from "~/components/admin/today-inbox";
import { firstName } from "~/lib/common/person-name";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Painel", description: "Visão geral da Raiz Vital.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const [overview, activity] = await Promise.all([dashboardOverview(), recentActivity()]);
  return { firstName: firstName(admin.fullName), inbox: overview.inbox, stats: overview.stats, windowDays: WINDOW_DAYS, activity };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { firstName, inbox, stats, windowDays, activity } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={firstName ? `Olá, ${firstName}! Veja o que precisa da sua atenção hoje.` : "Veja o que precisa da sua atenção hoje."}
      />
      <section aria-labelledby="hoje">
        <SectionTitle id="hoje">Hoje</SectionTitle>
        <TodayInbox items={inbox} />
      </section>
      <section className="mt-8" aria-labelledby="periodo">
        <SectionTitle id="periodo">Últimos {windowDays} dias</SectionTitle>
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {stats.map((s) => (
            <StatCard key={s.key} title={s.title} recent={s.recent} compared={s.compared} total={s.total} />
          ))}
        </div>
      </section>
      <section className="mt-8" aria-labelledby="atividade">
        <SectionTitle id="atividade">Atividade recente</SectionTitle>
        <RecentActivity items={activity} />
      </section>
    </>
  );
}
