import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { Truck } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { formatBRL, formatMoneyInput } from "~/i18n/format";
import { REGION_LABELS, type ShippingRate } from "~/i18n/samples";
import { shippingFeesSchema } from "~/validation/admin/shipping";
import type { ActionResult } from "./action-result";
import { useAdminForm } from "./use-admin-form";
import { StaleNotice, VersionInput } from "./form-dialog";

/** Configurações: the samples' shipping fee and delivery time by region (one form for the three regions). */
export function SampleShippingFeesForm({ rates, charged, version }: { rates: ShippingRate[]; charged: boolean; version: string }) {
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useAdminForm(shippingFeesSchema, fetcher.data, { intent: "shipping-fees" });
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="frete-titulo" className="mt-8 rounded-xl border border-cream-200 bg-white p-4 sm:p-5">
      <h2 id="frete-titulo" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Truck className="size-5 text-brand-600" aria-hidden /> Frete das amostras
      </h2>
      <p className="mt-1 text-sm text-muted">
        {charged
          ? "O cliente vê o valor e o prazo da sua região antes de enviar e paga o frete por Pix."
          : "Sem PIX_KEY configurada, a loja paga o frete: o cliente vê apenas o prazo."}
      </p>
      <fetcher.Form method="post" className="mt-4 grid gap-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="shipping-fees" />
        <VersionInput version={version} />
        <StaleNotice result={fetcher.data} />
        {rates.map((rate) => {
          const f = (name: string) => fields[`${name}_${rate.region}`];
          return (
            <fieldset
              key={rate.region}
              className="grid grid-cols-2 gap-3 rounded-lg border border-cream-200 p-3 lg:grid-cols-[1fr_8rem_7rem_7rem] lg:items-start"
            >
              <legend className="px-1 text-sm font-semibold text-ink">{REGION_LABELS[rate.region]}</legend>
              <p className="col-span-2 text-sm text-muted lg:col-span-1 lg:self-center">
                Atual: {formatBRL(rate.feeCents)}, {rate.minDays} a {rate.maxDays} dias úteis
              </p>
              <TextField
                meta={f("fee")}
                label="Frete (R$)"
                className="col-span-2 gap-1 lg:col-span-1"
                inputMode="decimal"
                defaultValue={formatMoneyInput(rate.feeCents)}
              />
              <TextField
                meta={f("min")}
                label="Prazo mínimo"
                className="gap-1"
                type="number"
                min={1}
                max={60}
                defaultValue={rate.minDays}
              />
              <TextField
                meta={f("max")}
                label="Prazo máximo"
                className="gap-1"
                type="number"
                min={1}
                max={60}
                defaultValue={rate.maxDays}
              />
            </fieldset>
          );
        })}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? "Salvando..." : "Salvar frete"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
