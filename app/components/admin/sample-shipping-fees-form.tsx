import { useFetcher } from "react-router";
import { Truck } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { formatBRL, REGION_LABELS, type ShippingRate } from "~/i18n/samples";
import type { ActionResult } from "./action-result";
import { useFailureToast } from "./use-failure-toast";

/** Configurações: the samples' shipping fee and delivery time by region (one form for the three regions). */
export function SampleShippingFeesForm({ rates, charged }: { rates: ShippingRate[]; charged: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  useFailureToast(fetcher);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
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
      <fetcher.Form method="post" className="mt-4 grid gap-4" noValidate>
        <input type="hidden" name="intent" value="shipping-fees" />
        {rates.map((rate) => {
          const f = (name: string) => `${name}_${rate.region}`;
          return (
            <fieldset key={rate.region} className="grid grid-cols-2 gap-3 rounded-lg border border-cream-200 p-3 sm:grid-cols-[1fr_8rem_7rem_7rem] sm:items-end">
              <legend className="px-1 text-sm font-semibold text-ink">{REGION_LABELS[rate.region]}</legend>
              <p className="col-span-2 text-sm text-muted sm:col-span-1">Atual: {formatBRL(rate.feeCents)}, {rate.minDays} a {rate.maxDays} dias úteis</p>
              <div className="col-span-2 grid gap-1 sm:col-span-1">
                <Label htmlFor={f("fee")}>Frete (R$)</Label>
                <Input id={f("fee")} name={f("fee")} inputMode="decimal" defaultValue={(rate.feeCents / 100).toFixed(2).replace(".", ",")} aria-invalid={errors[f("fee")] ? true : undefined} />
                <FieldError>{errors[f("fee")]}</FieldError>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={f("min")}>Prazo mínimo</Label>
                <Input id={f("min")} name={f("min")} type="number" min={1} max={60} defaultValue={rate.minDays} aria-invalid={errors[f("min")] ? true : undefined} />
                <FieldError>{errors[f("min")]}</FieldError>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={f("max")}>Prazo máximo</Label>
                <Input id={f("max")} name={f("max")} type="number" min={1} max={60} defaultValue={rate.maxDays} aria-invalid={errors[f("max")] ? true : undefined} />
                <FieldError>{errors[f("max")]}</FieldError>
              </div>
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
