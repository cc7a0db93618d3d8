import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { formatBRL } from "~/i18n/format";
import { samplePaymentSchema } from "~/validation/admin/sample";
import type { ActionResult } from "./action-result";
import { useAdminForm } from "./use-admin-form";

/** While the fee awaits payment: record it as received, or waive it (each once; the server refuses a second time). */
export function SamplePaymentForm({
  sample,
  action,
}: {
  sample: { id: string; orderNumber: string; shippingFeeCents: number };
  action?: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const [form] = useAdminForm(samplePaymentSchema, fetcher.data, { intent: "sample-payment", id: sample.id });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="flex flex-wrap gap-2"
      {...getFormProps(form)}
      aria-label={`Pagamento do frete do pedido ${sample.orderNumber}`}
    >
      <input type="hidden" name="intent" value="sample-payment" />
      <input type="hidden" name="id" value={sample.id} />
      <Button type="submit" name="decision" value="paid" size="sm" disabled={busy}>
        Marcar {formatBRL(sample.shippingFeeCents)} como pago
      </Button>
      <Button type="submit" name="decision" value="waived" size="sm" variant="outline" disabled={busy}>
        Isentar frete
      </Button>
    </fetcher.Form>
  );
}
