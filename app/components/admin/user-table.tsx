import { useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { AlertDialog } from "~/components/ui/alert-dialog";
import { UserCheck, UserX, Users } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { ButtonWithReason, DisabledReason } from "~/components/ui/disabled-reason";
import { NativeSelect } from "~/components/ui/input";
import { MSG } from "~/i18n/admin";
import { formatNumber, formatShortDate } from "~/i18n/format";
import { ROLE_LABELS } from "~/i18n/labels";
import type { ActionResult } from "./action-result";
import { ConfirmAction, ConfirmContent } from "./confirm-action";
import type { PagedRows } from "./pagination";
import { DataTable, type Column } from "./data-table";
import type { SortView } from "~/lib/common/list-sort";
import { AccountStatusBadge, AnonymisedNote } from "./account-status";
import { PointsDialog } from "./points-dialog";
import { RowActionButton } from "./row-action-button";

export interface UserView {
  id: string;
  fullName: string;
  email: string;
  role: "user" | "admin";
  status: "active" | "inactive";
  points: number;
  createdAt: string | Date;
  /** Erased by an LGPD removal: never reactivated, no role, no points. */
  anonymised: boolean;
}

/** Granting or removing the admin role asks first: it opens or closes the whole panel to someone. */
function RoleSelect({ user, self }: { user: UserView; self: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const [asked, setAsked] = useState<"user" | "admin" | null>(null);
  const pending = fetcher.formData?.get("role");
  const name = user.fullName.trim() || user.email;
  const reasonId = useId();
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={user.id} />
      <NativeSelect
        name="role"
        value={asked ?? (typeof pending === "string" ? pending : user.role)}
        aria-label={`Permissão de ${name}`}
        disabled={self}
        aria-describedby={self ? reasonId : undefined}
        className="min-w-36"
        onChange={(e) => setAsked(e.currentTarget.value === "admin" ? "admin" : "user")}
      >
        <option value="user">{ROLE_LABELS.user}</option>
        <option value="admin">{ROLE_LABELS.admin}</option>
      </NativeSelect>
      {self ? (
        <DisabledReason id={reasonId} className="basis-full">
          Você não pode remover sua própria permissão de administrador.
        </DisabledReason>
      ) : null}
      <noscript>
        <Button type="submit" size="sm" variant="secondary">
          Salvar
        </Button>
      </noscript>
      <AlertDialog open={asked !== null} onOpenChange={(open) => (open ? null : setAsked(null))}>
        <ConfirmContent
          title={asked === "admin" ? `Tornar ${name} administrador?` : `Remover o acesso de administrador de ${name}?`}
          description={
            asked === "admin"
              ? "Administradores acessam o painel inteiro: produtos, clientes, pontos, amostras e pedidos de privacidade."
              : `${name} deixará de acessar o painel administrativo.`
          }
          cancelLabel="Voltar"
          confirmLabel={asked === "admin" ? "Tornar administrador" : "Remover acesso"}
          tone={asked === "admin" ? "default" : "destructive"}
          onConfirm={() => {
            if (asked) void fetcher.submit({ intent: "role", id: user.id, role: asked }, { method: "post" });
            setAsked(null);
          }}
        />
      </AlertDialog>
    </fetcher.Form>
  );
}

function StatusAction({ user, self }: { user: UserView; self: boolean }) {
  const name = user.fullName.trim() || user.email;
  if (user.anonymised) return <AnonymisedNote />;
  if (user.status === "inactive") {
    return (
      <RowActionButton
        fields={{ intent: "status", id: user.id, status: "active" }}
        icon={UserCheck}
        size="sm"
        variant="outline"
        label={`Ativar ${name}`}
      >
        Ativar
      </RowActionButton>
    );
  }
  if (self) {
    return (
      <ButtonWithReason size="sm" variant="ghost" disabled disabledReason="Você não pode desativar a sua própria conta.">
        <UserX aria-hidden /> Desativar
      </ButtonWithReason>
    );
  }
  return (
    <ConfirmAction
      title={`Desativar ${name}?`}
      description="A pessoa não poderá entrar e suas sessões abertas serão encerradas. O saldo de pontos é mantido para quando a conta for reativada."
      confirmLabel="Desativar"
      fields={{ intent: "status", id: user.id, status: "inactive" }}
      trigger={
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" aria-label={`Desativar ${name}`}>
          <UserX aria-hidden /> Desativar
        </Button>
      }
    />
  );
}

export function UserTable({
  list,
  sort,
  selfId,
  filtered,
}: {
  list: PagedRows<UserView>;
  sort: SortView;
  selfId: string;
  filtered: boolean;
}) {
  const columns: Column<UserView>[] = [
    {
      header: "Usuário",
      sortKey: "nome",
      card: "title",
      className: "min-w-0 lg:min-w-44",
      cell: (u) => (
        <>
          <p className={u.fullName.trim() ? "font-semibold text-ink" : "font-semibold text-muted italic"}>
            <Link to={`/admin-panel/usuarios/${u.id}`} className="text-brand-800 underline-offset-2 hover:underline">
              {u.fullName.trim() || MSG.missingName}
            </Link>
            {u.id === selfId ? <span className="ml-1 text-xs font-normal text-muted">(você)</span> : null}
          </p>
          <p className="text-sm wrap-anywhere text-muted">{u.email}</p>
        </>
      ),
    },
    {
      header: "Permissão",
      card: "wide",
      cell: (u) =>
        u.anonymised ? <span className="text-sm text-muted">{ROLE_LABELS[u.role]}</span> : <RoleSelect user={u} self={u.id === selfId} />,
    },
    {
      header: "Status",
      cell: (u) => (
        <div className="flex flex-col items-start gap-1.5">
          <AccountStatusBadge status={u.status} anonymised={u.anonymised} />
          <StatusAction user={u} self={u.id === selfId} />
        </div>
      ),
    },
    {
      header: "Pontos",
      sortKey: "pontos",
      sortFirst: "desc",
      cell: (u) => (
        <div className="flex flex-col items-start gap-1.5">
          <span className="font-semibold text-amber-900" data-testid="user-points">
            {formatNumber(u.points)}
          </span>
          {u.anonymised ? null : <PointsDialog user={u} />}
        </div>
      ),
    },
    {
      header: "Cadastro",
      sortKey: "cadastro",
      sortFirst: "desc",
      className: "whitespace-nowrap",
      cell: (u) => formatShortDate(u.createdAt),
    },
  ];
  return (
    <DataTable
      label="Usuários"
      rows={list.rows}
      rowTestId="user-row"
      columns={columns}
      sort={sort}
      page={list}
      cardsBelow="lg"
      empty={{
        icon: Users,
        title: filtered ? "Nenhum usuário encontrado com os filtros aplicados." : "Nenhum usuário cadastrado",
        text: filtered ? "Tente outro nome ou e-mail, ou mude os filtros." : "As contas criadas no site aparecem aqui.",
      }}
    />
  );
}
