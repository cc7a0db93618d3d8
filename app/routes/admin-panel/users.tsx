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
import { newUserSchema } from "~/validation/admin/user";
import { Button } from "~/components/ui/button";
import { AdminPageHeader } from "~/components/admin/page-header";
import { LoadError } from "~/components/admin/load-error";
import { FilterBar } from "~/components/admin/filter-bar";
import { FormDialog } from "~/components/admin/form-dialog";
import { NewUserForm } from "~/components/admin/new-user-form";
import { UserTable } from "~/components/admin/user-table";
import { failure, isUuid, parseForm, readAdminForm, success, unknownIntent } from "./action-helpers.server";
import { handlePointsAdjustment } from "./user-actions.server";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Usuários – Painel", description: "Contas, permissões e pontos.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const roleParam = url.searchParams.get("role") ?? "all";
  const statusParam = url.searchParams.get("status") ?? "all";
  const role = (ROLES as readonly string[]).includes(roleParam) ? (roleParam as Role) : "all";
  const status = (USER_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as UserStatus) : "all";
  const sort = readSort(url.searchParams, USER_SORT);
  const list = await listUsers({ q, role, status, sort, page: pageNumber(url.searchParams.get("pagina")) });
  return { list, q, role, status, sort, selfId: admin.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const form = await readAdminForm(request);
  if (!form) return unknownIntent();
  const intent = formText(form, "intent");
  const id = formText(form, "id");

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
          <FormDialog
            title="Adicionar Usuário"
            className="max-w-md"
            trigger={
              <Button>
                <UserPlus aria-hidden /> Adicionar Usuário
              </Button>
            }
          >
            {(fetcher, close) => <NewUserForm fetcher={fetcher} onCancel={close} />}
          </FormDialog>
        }
      />
      <FilterBar
        q={q}
        placeholder="Nome ou e-mail"
        selects={[
          {
            name: "role",
            label: "Permissão",
            value: role,
            options: [
              { value: "all", label: "Todas" },
              { value: "admin", label: ROLE_LABELS.admin },
              { value: "user", label: ROLE_LABELS.user },
            ],
          },
          {
            name: "status",
            label: "Status",
            value: status,
            options: [
              { value: "all", label: "Todos" },
              { value: "active", label: "Ativos" },
              { value: "inactive", label: "Inativos" },
            ],
          },
        ]}
      />
      <UserTable list={list} sort={sort} selfId={selfId} filtered={Boolean(q) || role !== "all" || status !== "all"} />
    </>
  );
}

export function ErrorBoundary() {
  return <LoadError message={MSG.usersLoadError} />;
}
