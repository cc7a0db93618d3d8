import type { Route } from "./+types/settings";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { createPointSetting, deletePointSetting, listPointSettings, updatePointSetting } from "~/models/admin/settings.server";
import { pointSettingSchema } from "~/validation/admin/point-setting";
import { AdminPageHeader } from "~/components/admin/page-header";
import { NewItemDialog } from "~/components/admin/form-dialog";
import { adminFormId } from "~/components/admin/use-admin-form";
import { PointSettingForm } from "~/components/admin/point-setting-form";
import { PointSettingTable } from "~/components/admin/point-setting-table";
import { crud, failure, formVersion, isUuid, parseForm, readAdminAction, success, unknownIntent } from "./action-helpers.server";
import { adminErrorMessage } from "~/models/admin/errors.server";
import { SampleShippingFeesForm } from "~/components/admin/sample-shipping-fees-form";
import {
  readSampleSettings,
  sampleSettingsVersion,
  shippingCharged,
  shippingFeesVersion,
  shippingRates,
  updateSampleSettings,
  updateShippingFees,
} from "~/models/shipping.server";
import { versionOf } from "~/models/admin/edit-version.server";
import { sampleSettingsSchema, shippingFeesSchema } from "~/validation/admin/shipping";
import { SamplePixDeadlineForm } from "~/components/admin/sample-pix-deadline-form";
import { SenderSettingsForm } from "~/components/admin/sender-settings-form";
import { readSenderSettings, updateSenderSettings } from "~/models/admin/packing.server";
import { senderSettingsSchema } from "~/validation/admin/sender";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Configurações – Painel", description: "Pontos por ação.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const [settings, rates, samples, feesVersion, samplesVersion, sender] = await Promise.all([
    listPointSettings(),
    shippingRates(),
    readSampleSettings(),
    shippingFeesVersion(),
    sampleSettingsVersion(),
    readSenderSettings(),
  ]);
  return {
    settings,
    rates,
    pixDeadlineDays: samples.pixDeadlineDays,
    charged: shippingCharged(),
    versions: { fees: versionOf(feesVersion), samples: versionOf(samplesVersion) },
    sender,
  };
}

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent, id } = await readAdminAction(args);
  if (!form) return unknownIntent();
  const actionField = (message: string) => (message.includes("ação") ? "action" : undefined);
  switch (intent) {
    case "setting-create":
      return crud("setting", "create", {
        form,
        schema: pointSettingSchema,
        write: (input) => createPointSetting(input, admin.id),
        fieldOf: actionField,
      });
    case "setting-update":
      if (!isUuid(id)) return unknownIntent();
      return crud("setting", "update", {
        form,
        schema: pointSettingSchema,
        write: (input) => updatePointSetting(id, input, admin.id, formVersion(form)),
        fieldOf: actionField,
      });
    case "shipping-fees": {
      const parsed = parseForm(shippingFeesSchema, form);
      if ("errors" in parsed)
        return failure("Erro ao atualizar o frete.", { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
      try {
        await updateShippingFees(parsed.data, admin.id, formVersion(form));
      } catch (error) {
        return failure("Erro ao atualizar o frete.", { description: adminErrorMessage(error), form, cause: error });
      }
      return success("Frete atualizado com sucesso!");
    }
    case "sample-settings": {
      const parsed = parseForm(sampleSettingsSchema, form);
      if ("errors" in parsed)
        return failure("Erro ao atualizar o prazo do Pix.", { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
      try {
        await updateSampleSettings(parsed.data, admin.id, formVersion(form));
      } catch (error) {
        return failure("Erro ao atualizar o prazo do Pix.", { description: adminErrorMessage(error), form, cause: error });
      }
      return success("Prazo do Pix atualizado com sucesso!");
    }
    case "sender-settings": {
      const parsed = parseForm(senderSettingsSchema, form);
      if ("errors" in parsed)
        return failure("Erro ao atualizar o remetente.", { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
      await updateSenderSettings(parsed.data, admin.id);
      return success("Remetente atualizado com sucesso!");
    }
    case "setting-delete":
      if (!isUuid(id)) return unknownIntent();
      return crud("setting", "delete", { form, write: () => deletePointSetting(id, admin.id) });
    default:
      return unknownIntent();
  }
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { settings, rates, charged, pixDeadlineDays, versions, sender } = loaderData;
  const configured = settings.map((s) => s.action);
  return (
    <>
      <AdminPageHeader
        title="Configurações"
        description="Quantos pontos cada ação vale. Sem configuração, a ação não dá pontos."
        actions={
          <NewItemDialog title="Nova configuração" className="max-w-md" formId={adminFormId("setting-create")}>
            {(fetcher, close) => <PointSettingForm fetcher={fetcher} configured={configured} onCancel={close} />}
          </NewItemDialog>
        }
      />
      <PointSettingTable rows={settings} configured={configured} />
      <SampleShippingFeesForm rates={rates} charged={charged} version={versions.fees} />
      <SamplePixDeadlineForm days={pixDeadlineDays} charged={charged} version={versions.samples} />
      <SenderSettingsForm sender={sender} />
    </>
  );
}
