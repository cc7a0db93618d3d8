import { Pencil, Plus, Settings, Trash2 } from "~/components/icons";
import type { Route } from "./+types/settings";
import { requireAdmin } from "~/lib/session.server";
import { pageMeta } from "~/lib/meta";
import { formatNumber, formatShortDate } from "~/i18n/format";
import { POINT_ACTION_LABELS } from "~/i18n/labels";
import { createPointSetting, deletePointSetting, listPointSettings, updatePointSetting } from "~/models/admin/settings.server";
import { pointSettingSchema } from "~/validation/admin/point-setting";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { EmptyState } from "~/components/admin/empty-state";
import { FormDialog } from "~/components/admin/form-dialog";
import { PointSettingForm } from "~/components/admin/point-setting-form";
import { crud, failure, isUuid, parseForm, readAdminForm, success, text, unknownIntent } from "./action-helpers.server";
import { SampleShippingFeesForm } from "~/components/admin/sample-shipping-fees-form";
import { shippingCharged, shippingRates, updateShippingFees } from "~/models/shipping.server";
import { shippingFeesSchema } from "~/validation/admin/shipping";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Configurações – Painel", description: "Pontos por ação.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const [settings, rates] = await Promise.all([listPointSettings(), shippingRates()]);
  return { settings, rates, charged: shippingCharged() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const form = await readAdminForm(request);
  if (!form) return unknownIntent();
  const intent = text(form, "intent");
  const id = text(form, "id");
  const actionField = (message: string) => (message.includes("ação") ? "action" : undefined);
  switch (intent) {
    case "setting-create":
      return crud("setting", "create", { form, schema: pointSettingSchema, write: (input) => createPointSetting(input, admin.id), fieldOf: actionField });
    case "setting-update":
      if (!isUuid(id)) return unknownIntent();
      return crud("setting", "update", { form, schema: pointSettingSchema, write: (input) => updatePointSetting(id, input, admin.id), fieldOf: actionField });
    case "shipping-fees": {
      const parsed = parseForm(shippingFeesSchema, form);
      if ("errors" in parsed) return failure("Erro ao atualizar o frete.", { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
      await updateShippingFees(parsed.data, admin.id);
      return success("Frete atualizado com sucesso!");
    }
    case "setting-delete":
      if (!isUuid(id)) return unknownIntent();
      return crud("setting", "delete", { form, write: () => deletePointSetting(id, admin.id) });
    default:
      return unknownIntent();
  }
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { settings, rates, charged } = loaderData;
  const configured = settings.map((s) => s.action);
  return (
    <>
      <AdminPageHeader
        title="Configurações"
        description="Quantos pontos cada ação vale. Sem configuração, a ação não dá pontos."
        actions={
          <FormDialog
            title="Nova configuração"
            className="max-w-md"
            trigger={
              <Button>
                <Plus aria-hidden /> Nova configuração
              </Button>
            }
          >
            {(fetcher, close) => <PointSettingForm fetcher={fetcher} configured={configured} onCancel={close} />}
          </FormDialog>
        }
      />
      {settings.length ? (
        <Table label="Configurações de pontos" stacked>
          <TableHeader>
            <TableRow>
              <TableHead>Ação</TableHead>
              <TableHead>Pontos</TableHead>
              <TableHead>Descrição</TableHead>
              <TableHead>Criada em</TableHead>
              <TableHead className="text-right">Ações</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {settings.map((s) => (
              <TableRow key={s.id} data-testid="setting-row">
                <TableCell className="min-w-44 max-md:col-span-2">
                  <code className="rounded bg-cream-100 px-1.5 py-0.5 text-sm">{s.action}</code>
                  {POINT_ACTION_LABELS[s.action] ? <p className="mt-1 text-xs text-muted">Ao {POINT_ACTION_LABELS[s.action]}</p> : null}
                </TableCell>
                <TableCell label="Pontos" className="font-semibold whitespace-nowrap text-amber-900">{formatNumber(s.points)}</TableCell>
                <TableCell label="Descrição" className="min-w-48 text-muted">{s.description || "—"}</TableCell>
                <TableCell label="Criada em" className="whitespace-nowrap">{formatShortDate(s.createdAt)}</TableCell>
                <TableCell className="max-md:col-span-2">
                  <div className="flex justify-end gap-1 max-md:justify-start">
                    <FormDialog
                      title="Editar configuração"
                      className="max-w-md"
                      trigger={
                        <Button variant="ghost" size="icon" aria-label={`Editar ${s.action}`}>
                          <Pencil aria-hidden />
                        </Button>
                      }
                    >
                      {(fetcher, close) => <PointSettingForm fetcher={fetcher} setting={s} configured={configured} onCancel={close} />}
                    </FormDialog>
                    <ConfirmAction
                      title="Remover esta configuração?"
                      description={`A ação "${s.action}" deixará de dar pontos.`}
                      confirmLabel="Remover"
                      fields={{ intent: "setting-delete", id: s.id }}
                      trigger={
                        <Button variant="ghost" size="icon" aria-label={`Remover ${s.action}`} className="text-red-700 hover:bg-red-50">
                          <Trash2 aria-hidden />
                        </Button>
                      }
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <EmptyState icon={Settings} title="Nenhuma configuração de pontos">
          Crie uma configuração para cada ação que deve dar pontos aos clientes.
        </EmptyState>
      )}
      <SampleShippingFeesForm rates={rates} charged={charged} />
    </>
  );
}
