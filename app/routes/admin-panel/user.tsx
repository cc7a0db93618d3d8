import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { UserX } from "~/components/icons";
import { EmptyState } from "~/components/admin/empty-state";
import type { Route } from "./+types/user";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { customerDetail } from "~/models/admin/customers.server";
import { CustomerPage } from "~/components/admin/customer-page";
import { LoadError } from "~/components/admin/load-error";
import { isUuid, readAdminAction, unknownIntent } from "./action-helpers.server";
import { handlePointsAdjustment } from "./user-actions.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData?.customer.profile.fullName.trim() || "Cliente"} – Usuários – Painel`,
    description: "A página do cliente.",
    noindex: true,
  });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const customer = isUuid(params.id) ? await customerDetail(params.id) : null;
  if (!customer) throw data(null, { status: 404 });
  return { customer, self: admin.id === customer.profile.id };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { admin, form, intent } = await readAdminAction({ request, context });
  if (!form || !isUuid(params.id)) return unknownIntent();
  if (intent === "points") return handlePointsAdjustment(form, admin, params.id);
  return unknownIntent();
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  return <CustomerPage customer={loaderData.customer} self={loaderData.self} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <EmptyState icon={UserX} title="Usuário não encontrado">
        A conta não existe ou foi excluída.{" "}
        <Link to="/admin-panel/usuarios" className="font-semibold text-brand-700 underline">
          Voltar para Usuários
        </Link>
      </EmptyState>
    );
  }
  return <LoadError message="Erro ao carregar usuário." />;
}
