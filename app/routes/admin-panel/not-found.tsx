import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/routes/site/not-found";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  return data(null, { status: 404 });
}

export const meta = () => pageMeta({ title: "Página não encontrada", description: "Página do painel inexistente.", noindex: true });

export default function AdminPanelNotFound() {
  return (
    <NotFoundContent>
      <Link
        to="/admin-panel"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Voltar ao painel
      </Link>
    </NotFoundContent>
  );
}
