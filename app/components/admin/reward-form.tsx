import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { rewardSchema } from "~/validation/admin/reward";
import type { ActionResult } from "./action-result";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./fields";
import { ImageField } from "./image-field";
import { useValidatedForm } from "./use-validated-form";

export interface RewardValues {
  id: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  pointsRequired: number;
  stock: number | null;
  kind?: string;
  active: boolean;
}

/** What redeeming gives (schema/enums.ts REWARD_KINDS), as the admin chooses it. */
const KIND_OPTIONS = [
  { value: "item", label: "Produto enviado pelos Correios (pede o endereço)" },
  { value: "free_shipping", label: "Cupom de frete grátis (gera um código)" },
  { value: "digital", label: "Digital ou serviço (instruções por e-mail)" },
];

export function RewardForm({ fetcher, reward, onCancel }: { fetcher: FetcherWithComponents<ActionResult>; reward?: RewardValues; onCancel: () => void }) {
  const serverErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? null) : null;
  const { errors, formProps } = useValidatedForm(rewardSchema, serverErrors);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" {...formProps}>
      <input type="hidden" name="intent" value={reward ? "reward-update" : "reward-create"} />
      {reward ? <input type="hidden" name="id" value={reward.id} /> : null}
      <TextField label="Nome" name="name" required maxLength={120} defaultValue={reward?.name ?? ""} error={errors.name} />
      <TextAreaField label="Descrição" name="description" rows={3} maxLength={1000} defaultValue={reward?.description ?? ""} error={errors.description} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Pontos necessários"
          name="pointsRequired"
          required
          inputMode="numeric"
          defaultValue={reward ? String(reward.pointsRequired) : ""}
          error={errors.pointsRequired}
          hint="Número inteiro, no mínimo 1."
        />
        <TextField
          label="Estoque"
          name="stock"
          inputMode="numeric"
          defaultValue={reward?.stock == null ? "" : String(reward.stock)}
          error={errors.stock}
          hint="Deixe vazio para ilimitado."
        />
      </div>
      <SelectField label="Tipo" name="kind" options={KIND_OPTIONS} defaultValue={reward?.kind ?? "item"} error={errors.kind} />
      <CheckboxField label="Ativo" name="active" defaultChecked={reward?.active ?? true} hint="Só prêmios ativos aparecem para os clientes." />
      <ImageField defaultUrl={reward?.imageUrl} error={errors.imageUrl ?? errors.imageFile} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Salvando..." : reward ? "Salvar alterações" : "Criar prêmio"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
