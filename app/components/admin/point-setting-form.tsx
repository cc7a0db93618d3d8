import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { pointSettingSchema } from "~/validation/admin/point-setting";
import type { ActionResult } from "./action-result";
import { TextField } from "./fields";
import { useValidatedForm } from "./use-validated-form";

export interface PointSettingValues {
  id: string;
  action: string;
  points: number;
  description: string | null;
}

export function PointSettingForm({
  fetcher,
  setting,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  setting?: PointSettingValues;
  onCancel: () => void;
}) {
  const serverErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? null) : null;
  const { errors, formProps } = useValidatedForm(pointSettingSchema, serverErrors);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" {...formProps}>
      <input type="hidden" name="intent" value={setting ? "setting-update" : "setting-create"} />
      {setting ? <input type="hidden" name="id" value={setting.id} /> : null}
      <TextField
        label="Ação"
        name="action"
        required
        maxLength={60}
        defaultValue={setting?.action ?? ""}
        error={errors.action}
        autoCapitalize="none"
        spellCheck={false}
        hint="Chave usada pelo site: sample_request, product_review, profile_complete…"
      />
      <TextField label="Pontos" name="points" required inputMode="numeric" defaultValue={setting ? String(setting.points) : ""} error={errors.points} hint="Número inteiro, no mínimo 1." />
      <TextField label="Descrição" name="description" maxLength={300} defaultValue={setting?.description ?? ""} error={errors.description} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Salvando..." : setting ? "Salvar alterações" : "Criar configuração"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
