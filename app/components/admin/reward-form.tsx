import type { FetcherWithComponents } from "react-router";
import { rewardSchema } from "~/validation/admin/reward";
import type { ActionResult } from "./action-result";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { ImageField } from "./image-field";
import { DialogForm, DialogFormButtons } from "./form-dialog";
import { useAdminForm } from "./use-admin-form";
import type { listRewards } from "~/models/admin/rewards.server";

export type RewardValues = Awaited<ReturnType<typeof listRewards>>[number];

/** What redeeming gives (schema/enums.ts REWARD_KINDS), as the admin chooses it. */
const KIND_OPTIONS = [
  { value: "item", label: "Produto enviado pelos Correios (pede o endereço)" },
  { value: "free_shipping", label: "Cupom de frete grátis (gera um código)" },
  { value: "digital", label: "Digital ou serviço (instruções por e-mail)" },
];

export function RewardForm({
  fetcher,
  reward,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  reward?: RewardValues;
  onCancel: () => void;
}) {
  const intent = reward ? "reward-update" : "reward-create";
  const [form, fields] = useAdminForm(rewardSchema, fetcher.data, { intent, id: reward?.id });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={reward?.id} version={reward?.updatedAt} multipart>
      <TextField label="Nome" meta={fields.name} required maxLength={120} defaultValue={reward?.name ?? ""} />
      <TextAreaField label="Descrição" meta={fields.description} rows={3} maxLength={1000} defaultValue={reward?.description ?? ""} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Pontos necessários"
          meta={fields.pointsRequired}
          required
          inputMode="numeric"
          defaultValue={reward ? String(reward.pointsRequired) : ""}
          hint="Número inteiro, no mínimo 1."
        />
        <TextField
          label="Estoque"
          meta={fields.stock}
          inputMode="numeric"
          defaultValue={reward?.stock == null ? "" : String(reward.stock)}
          hint="Deixe vazio para ilimitado."
        />
      </div>
      <SelectField label="Tipo" meta={fields.kind} options={KIND_OPTIONS} defaultValue={reward?.kind ?? "item"} />
      <CheckboxField
        label="Ativo"
        meta={fields.active}
        defaultChecked={reward?.active ?? true}
        hint="Só prêmios ativos aparecem para os clientes."
      />
      <ImageField file={fields.imageFile} url={fields.imageUrl} defaultUrl={reward?.imageUrl} />
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Criar prêmio" editing={Boolean(reward)} />
    </DialogForm>
  );
}
