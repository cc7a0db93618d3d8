import type { FetcherWithComponents } from "react-router";
import { pointSettingSchema } from "~/validation/admin/point-setting";
import type { ActionResult } from "./action-result";
import { POINT_ACTIONS } from "~/db/schema/enums";
import { POINT_ACTION_LABELS } from "~/i18n/labels";
import { SelectField, TextField } from "~/components/ui/field";
import { DialogForm, DialogFormButtons } from "./form-dialog";
import { useAdminForm } from "./use-admin-form";

export interface PointSettingValues {
  id: string;
  action: string;
  points: number;
  description: string | null;
  /** The version the edit form carries (a save based on an older one is refused). */
  updatedAt: Date | string;
}

/** "Ao solicitar uma amostra". */
export function pointActionOption(action: string): string {
  const label = POINT_ACTION_LABELS[action];
  return label ? `Ao ${label}` : action;
}

/** The actions the site awards that have no setting yet (plus the one being edited). */
export function freePointActions(configured: string[], current?: string): string[] {
  return POINT_ACTIONS.filter((a) => a === current || !configured.includes(a));
}

export function PointSettingForm({
  fetcher,
  setting,
  configured,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  setting?: PointSettingValues;
  /** Actions that already have a setting. */
  configured: string[];
  onCancel: () => void;
}) {
  const choices = freePointActions(configured, setting?.action);
  const intent = setting ? "setting-update" : "setting-create";
  const [form, fields] = useAdminForm(pointSettingSchema, fetcher.data, { intent, id: setting?.id });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={setting?.id} version={setting?.updatedAt}>
      {choices.length ? (
        <SelectField
          label="Ação"
          meta={fields.action}
          required
          defaultValue={setting && choices.includes(setting.action) ? setting.action : setting ? "" : choices[0]}
          hint="As ações que o site premia; cada uma tem uma configuração."
          options={[
            ...(setting && !choices.includes(setting.action) ? [{ value: "", label: "Escolha uma ação" }] : []),
            ...choices.map((a) => ({ value: a, label: pointActionOption(a) })),
          ]}
        />
      ) : (
        <p className="rounded-lg bg-cream-100 p-3 text-sm text-ink" role="status">
          Todas as ações que o site premia já têm configuração. Edite uma delas para mudar os pontos.
        </p>
      )}
      <TextField
        label="Pontos"
        meta={fields.points}
        required
        inputMode="numeric"
        defaultValue={setting ? String(setting.points) : ""}
        hint="Número inteiro, no mínimo 1."
      />
      <TextField label="Descrição" meta={fields.description} maxLength={300} defaultValue={setting?.description ?? ""} />
      <DialogFormButtons
        fetcher={fetcher}
        onCancel={onCancel}
        label="Criar configuração"
        editing={Boolean(setting)}
        disabled={!choices.length}
        disabledReason="Nada a criar: todas as ações já têm configuração; edite uma delas na lista."
      />
    </DialogForm>
  );
}
