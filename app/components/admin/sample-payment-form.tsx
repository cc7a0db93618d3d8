import type { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { formatBRL, formatShortDate } from "~/i18n/format";
import { samplePaymentUndoSchema, sampleRefundSchema } from "~/validation/admin/sample";
import type { ActionResult } from "./action-result";
import { ConfirmAction } from "./confirm-action";
import { DialogForm, DialogFormButtons, FormDialog } from "./form-dialog";
import { useAdminForm } from "./use-admin-form";

type Fetcher = ReturnType<typeof useFetcher<ActionResult>>;

/** While the fee awaits payment: record it as received, or waive it, each after a confirmation (the server refuses a second time). */
export function SamplePaymentForm({
  sample,
  action,
}: {
  sample: { id: string; orderNumber: string; shippingFeeCents: number };
  action?: string;
}) {
  const fee = formatBRL(sample.shippingFeeCents);
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`Pagamento do frete do pedido ${sample.orderNumber}`}>
      <ConfirmAction
        trigger={<Button size="sm">Marcar {fee} como pago</Button>}
        title={`Marcar o frete de ${fee} do pedido ${sample.orderNumber} como pago?`}
        description="Confira o Pix recebido antes. O cliente recebe um e-mail e a solicitação segue para análise. Se for engano, dá para desfazer informando o motivo."
        confirmLabel="Marcar como pago"
        tone="default"
        fields={{ intent: "sample-payment", id: sample.id, decision: "paid" }}
        action={action}
      />
      <ConfirmAction
        trigger={
          <Button size="sm" variant="outline">
            Isentar frete
          </Button>
        }
        title={`Isentar o frete de ${fee} do pedido ${sample.orderNumber}?`}
        description="O cliente não paga nada e recebe um e-mail dizendo que o frete fica por conta da loja. Se for engano, dá para desfazer informando o motivo."
        confirmLabel="Isentar frete"
        tone="default"
        fields={{ intent: "sample-payment", id: sample.id, decision: "waived" }}
        action={action}
      />
    </div>
  );
}

/** Undoes "Marcar como pago" / "Isentar frete" of a pending request, with the reason (audited). */
export function SamplePaymentUndo({
  sample,
  action,
}: {
  sample: { id: string; orderNumber: string; paymentStatus: string };
  action?: string;
}) {
  const what = sample.paymentStatus === "paid" ? "o pagamento" : "a isenção";
  return (
    <FormDialog
      title={`Desfazer ${what} do frete`}
      description={`O frete do pedido ${sample.orderNumber} volta a aguardar pagamento, e o código Pix volta a aparecer para o cliente.`}
      className="max-w-md"
      trigger={
        <Button size="sm" variant="ghost">
          Desfazer {what}
        </Button>
      }
    >
      {(fetcher, close) => <UndoForm fetcher={fetcher} id={sample.id} onCancel={close} action={action} />}
    </FormDialog>
  );
}

function UndoForm({ fetcher, id, onCancel, action }: { fetcher: Fetcher; id: string; onCancel: () => void; action?: string }) {
  const intent = "sample-payment-undo";
  const [form, fields] = useAdminForm(samplePaymentUndoSchema, fetcher.data, { intent, id });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={id} action={action}>
      <TextAreaField label="Motivo" meta={fields.reason} required rows={3} maxLength={500} hint="Fica registrado no histórico." />
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Desfazer" />
    </DialogForm>
  );
}

/** The refund step: "Frete a devolver" until the admin records "Pix devolvido" with its date and end-to-end id. */
export function SampleRefundStep({
  sample,
  action,
}: {
  sample: {
    id: string;
    orderNumber: string;
    shippingFeeCents: number;
    refundStatus: string | null;
    refundedAt: Date | string | null;
    refundEndToEndId: string | null;
  };
  action?: string;
}) {
  if (sample.refundStatus === "refunded") {
    return (
      <p className="text-sm text-ink" data-testid="refund-done">
        Pix devolvido em {sample.refundedAt ? formatShortDate(sample.refundedAt) : "—"}
        <span className="block font-mono text-xs break-all text-muted">{sample.refundEndToEndId}</span>
      </p>
    );
  }
  if (sample.refundStatus !== "due") return null;
  return (
    <FormDialog
      title="Registrar Pix devolvido"
      description={`Devolva ${formatBRL(sample.shippingFeeCents)} por Pix ao cliente do pedido ${sample.orderNumber} e registre aqui a data e o identificador (end-to-end) do Pix. O cliente recebe um e-mail.`}
      className="max-w-md"
      trigger={<Button size="sm">Registrar Pix devolvido</Button>}
    >
      {(fetcher, close) => <RefundForm fetcher={fetcher} id={sample.id} onCancel={close} action={action} />}
    </FormDialog>
  );
}

/** Today in Brasília, as yyyy-MM-dd (the date field's default). */
function todayInBrasilia(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
}

function RefundForm({ fetcher, id, onCancel, action }: { fetcher: Fetcher; id: string; onCancel: () => void; action?: string }) {
  const intent = "sample-refund";
  const [form, fields] = useAdminForm(sampleRefundSchema, fetcher.data, { intent, id });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={id} action={action}>
      <TextField
        label="Data da devolução"
        meta={fields.refundedOn}
        type="date"
        required
        defaultValue={todayInBrasilia()}
        max={todayInBrasilia()}
      />
      <TextField
        label="Identificador do Pix (end-to-end)"
        meta={fields.endToEndId}
        required
        maxLength={40}
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono"
        hint="32 caracteres, começa com E (está no comprovante do Pix)."
      />
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Registrar devolução" />
    </DialogForm>
  );
}
