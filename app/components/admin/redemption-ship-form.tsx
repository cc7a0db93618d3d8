import type { FetcherWithComponents } from "react-router";
import { TextField } from "~/components/ui/field";
import { redemptionShipSchema } from "~/validation/admin/reward";
import type { ActionResult } from "./action-result";
import { DialogForm, DialogFormButtons } from "./form-dialog";
import { useAdminForm } from "./use-admin-form";

/** "Enviar" of a physical reward (intent "redemption-ship"): its Correios code, e-mailed to the customer. */
export function RedemptionShipForm({
  fetcher,
  redemption,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  redemption: { id: string; rewardName: string; address: string };
  onCancel: () => void;
}) {
  const intent = "redemption-ship";
  const [form, fields] = useAdminForm(redemptionShipSchema, fetcher.data, { intent });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={redemption.id}>
      <p className="text-sm text-muted">
        <strong className="text-ink">{redemption.rewardName}</strong> para {redemption.address}
      </p>
      <TextField
        label="Código de rastreio"
        meta={fields.trackingCode}
        required
        autoComplete="off"
        autoCapitalize="characters"
        placeholder="AA123456789BR"
        maxLength={60}
        hint="O cliente recebe o código por e-mail, com o link dos Correios. Depois da entrega, conclua o resgate."
      />
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Marcar como enviado" />
    </DialogForm>
  );
}
