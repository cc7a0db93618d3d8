import { formText } from "~/lib/common/form-text";
import { UserPlus } from "~/components/icons";
import type { Route } from "./+types/users";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { ROLES, USER_STATUSES, type Role, type UserStatus } from "~/db/schema/enums";
import { MSG } from "~/i18n/admin";
import { ROLE_LABELS } from "~/i18n/labels";
import { adminErrorMessage, pageNumber } from "~/models/admin/errors.server";
import { createUserWithInvitation, listUsers, setUserRole, setUserStatus, USER_SORT } from "~/models/admin/users.server";
import { readSort } from "~/lib/common/list-sort";
import { choiceParam, searchParam } from "~/models/admin/list-filter.server";
import { newUserSchema } from "~/validation/admin/user";
import { AdminPageHeader } from "~/components/admin/page-header";
import { LoadError } from "~/components/admin/load-error";
import { choiceSelect, FilterBar } from "~/components/admin/filter-bar";
import { NewItemDialog } from "~/components/admin/form-dialog";
import { adminFormId } from "~/components/admin/use-admin-form";
import { NewUserForm } from "~/components/admin/new-user-form";
import { UserTable } from "~/components/admin/user-table";
import { failure, isUuid, parseForm, readAdminAction, success, unknownIntent } from "./action-helpers.server";
import { handlePointsAdjustment } from "./user-actions.server";

const USER_STATUS_FILTER_LABELS: Record<UserStatus, string> = { active: "Ativos", inactive: "Inativos" };

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Usuários – Painel", description: "Contas, permissões e pontos.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const q = searchParam(url.searchParams);
  const role = choiceParam(url.searchParams, "role", ROLES);
  const status = choiceParam(url.searchParams, "status", USER_STATUSES);
  const sort = readSort(url.searchParams, USER_SORT);
  const list = await listUsers({ q, role, status, sort, page: pageNumber(url.searchParams.get("pagina")) });
  return { list, q, role, status, sort, selfId: admin.id };
}

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent, id } = await readAdminAction(args);
  if (!form) return unknownIntent();

  if (intent === "create") {
    const parsed = parseForm(newUserSchema, form);
    if ("errors" in parsed)
      return failure("Erro ao adicionar usuário.", { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
    try {
      await createUserWithInvitation(parsed.data, admin.id);
      return success("Usuário adicionado com sucesso!", `Enviamos um convite para ${parsed.data.email}.`);
    } catch (error) {
      const message = adminErrorMessage(error);
      return failure(`Erro ao adicionar usuário: ${message}`, {
        errors: message.includes("e-mail") ? { email: message } : undefined,
        form,
      });
    }
  }

  if (!isUuid(id)) return unknownIntent();

  if (intent === "role") {
    const role = formText(form, "role");
    if (!(ROLES as readonly string[]).includes(role)) return failure(MSG.roleError, { description: "Permissão inválida." });
    try {
      await setUserRole(admin.id, id, role as Role);
      return success(MSG.roleUpdated);
    } catch (error) {
      return failure(MSG.roleError, { description: adminErrorMessage(error) });
    }
  }

  if (intent === "status") {
    const status = formText(form, "status");
    if (!(USER_STATUSES as readonly string[]).includes(status)) return failure(MSG.activationError, { description: "Status inválido." });
    try {
      await setUserStatus(admin.id, id, status as UserStatus);
      return success(status === "active" ? MSG.userActivated : MSG.userDeactivated);
    } catch (error) {
      return failure(MSG.activationError, { description: adminErrorMessage(error) });
    }
  }

  if (intent === "points") return handlePointsAdjustment(form, admin, id);

  return unknownIntent();
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { list, q, role, status, sort, selfId } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Usuários"
        description="Permissões, ativação de contas e ajustes de pontos."
        actions={
          <NewItemDialog title="Adicionar Usuário" className="max-w-md" icon={UserPlus} formId={adminFormId("create")}>
            {(fetcher, close) => <NewUserForm fetcher={fetcher} onCancel={close} />}
          </NewItemDialog>
        }
      />
      <FilterBar
        q={q}
        placeholder="Nome ou e-mail"
        selects={[
          choiceSelect({ name: "role", label: "Permissão", value: role }, ["admin", "user"], ROLE_LABELS, "Todas"),
          choiceSelect({ name: "status", label: "Status", value: status }, USER_STATUSES, USER_STATUS_FILTER_LABELS),
        ]}
      />
      <UserTable list={list} sort={sort} selfId={selfId} filtered={Boolean(q) || role !== "all" || status !== "all"} />
    </>
  );
}

export function ErrorBoundary() {
  return <LoadError message={MSG.usersLoadError} />;
}
