import type { useFetcher } from "react-router";
import { Coins } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { formatNumber } from "~/i18n/format";
import { pointsAdjustmentSchema } from "~/validation/admin/user";
import type { ActionResult } from "./action-result";
import { TextField } from "~/components/ui/field";
import { DialogForm, DialogFormButtons, FormDialog } from "./form-dialog";
import { adminFormId, useAdminForm } from "./use-admin-form";

/** The manual adjustment (posted to the page's own action, intent "points"), from Usuários and from a customer's page. */
export function PointsDialog({
  user,
  label = "Ajustar",
}: {
  /** Who gets the points: what the dialog shows of them. */
  user: { id: string; fullName: string; email: string; points: number };
  label?: string;
}) {
  const name = user.fullName.trim() || user.email;
  return (
    <FormDialog
      title="Ajustar pontos"
      description={`${name} tem ${formatNumber(user.points)} pontos. Use um número negativo para retirar pontos.`}
      className="max-w-md"
      formId={adminFormId("points", user.id)}
      trigger={
        <Button size="sm" variant="ghost" aria-label={`Ajustar pontos de ${name}`}>
          <Coins aria-hidden /> {label}
        </Button>
      }
    >
      {(fetcher, close) => <PointsForm fetcher={fetcher} userId={user.id} onCancel={close} />}
    </FormDialog>
  );
}

function PointsForm({
  fetcher,
  userId,
  onCancel,
}: {
  fetcher: ReturnType<typeof useFetcher<ActionResult>>;
  userId: string;
  onCancel: () => void;
}) {
  const intent = "points";
  const [form, fields] = useAdminForm(pointsAdjustmentSchema, fetcher.data, { intent, id: userId });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={userId}>
      <TextField
        label="Pontos"
        meta={fields.amount}
        type="number"
        inputMode="numeric"
        step={1}
        required
        hint="Ex.: 50 para dar, -20 para retirar."
      />
      <TextField label="Motivo" meta={fields.reason} required maxLength={200} hint="Fica no histórico de pontos do cliente." />
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Ajustar pontos" />
    </DialogForm>
  );
}
