import { Link } from "react-router";
import { Award, Package, Truck, Users } from "~/components/icons";
import type { Route } from "./+types/index";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { dashboardStats, recentActivity } from "~/models/admin/dashboard.server";
import { AdminPageHeader, SectionTitle } from "~/components/admin/page-header";
import { RecentActivity } from "~/components/admin/recent-activity";
import { StatCard } from "~/components/admin/stat-card";
import { firstName } from "~/lib/common/person-name";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Painel", description: "Visão geral da Raiz Vital.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const [stats, activity] = await Promise.all([dashboardStats(), recentActivity()]);
  return { firstName: firstName(admin.fullName), stats, activity };
}

const ICONS = { users: Users, products: Package, samples: Truck, redemptions: Award } as const;
const LINKS = {
  users: "/admin-panel/usuarios",
  products: "/admin-panel/produtos",
  samples: "/admin-panel/amostras?status=pending",
  redemptions: "/admin-panel/premios#resgates",
} as const;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { firstName, stats, activity } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={firstName ? `Olá, ${firstName}! Veja como está a Raiz Vital hoje.` : "Veja como está a Raiz Vital hoje."}
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.map((s) => (
          <Link key={s.key} to={LINKS[s.key]} className="rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-600">
            <StatCard
              title={s.title}
              value={s.value}
              change={s.change}
              recent={s.recent}
              previous={s.previous}
              hint={s.hint}
              icon={ICONS[s.key]}
            />
          </Link>
        ))}
      </div>
      <section className="mt-8" aria-labelledby="atividade">
        <SectionTitle id="atividade">Atividade recente</SectionTitle>
        <RecentActivity items={activity} />
      </section>
    </>
  );
}
