import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { Clock } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { PIX_DEADLINE_LIMITS, sampleSettingsSchema } from "~/validation/admin/shipping";
import type { ActionResult } from "./action-result";
import { useAdminForm } from "./use-admin-form";
import { StaleNotice, VersionInput } from "./form-dialog";

/** Configurações: how many days the customer has to pay the fee by Pix before an unpaid request expires. */
export function SamplePixDeadlineForm({ days, charged, version }: { days: number; charged: boolean; version: string }) {
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useAdminForm(sampleSettingsSchema, fetcher.data, { intent: "sample-settings" });
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="prazo-pix-titulo" className="mt-8 rounded-xl border border-cream-200 bg-white p-4 sm:p-5">
      <h2 id="prazo-pix-titulo" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Clock className="size-5 text-brand-600" aria-hidden /> Prazo do Pix
      </h2>
      <p className="mt-1 text-sm text-muted">
        {charged
          ? "O cliente vê “Pague até” ao lado do código Pix. Sem o pagamento até o fim desse dia, a solicitação expira: é cancelada, os pontos voltam e o cliente recebe um e-mail."
          : "Sem PIX_KEY configurada a loja paga o frete e nenhuma solicitação expira; o prazo vale quando o Pix for ativado."}
      </p>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-start gap-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="sample-settings" />
        <VersionInput version={version} />
        <div className="w-full empty:hidden">
          <StaleNotice result={fetcher.data} />
        </div>
        <TextField
          meta={fields.pixDeadlineDays}
          label="Prazo para pagar o frete (dias)"
          className="w-full gap-1 sm:w-64"
          type="number"
          inputMode="numeric"
          min={PIX_DEADLINE_LIMITS.min}
          max={PIX_DEADLINE_LIMITS.max}
          defaultValue={days}
        />
        <Button type="submit" disabled={busy} className="sm:mt-6">
          {busy ? "Salvando..." : "Salvar prazo"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
