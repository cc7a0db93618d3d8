import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Truck } from "~/components/icons";
import { cn } from "~/lib/cn";
import { deliveryEstimate, formatBRL, REGION_LABELS, regionOf, type ShippingQuoteTable } from "~/i18n/samples";

/**
 * The shipping fee and delivery time for the chosen state, before sending. The table comes from the
 * server (GET /amostras/frete, the admin's figures); the server decides the fee again when the request is made.
 */
export function ShippingFeeNote({ state, table, className }: { state: string; table?: ShippingQuoteTable | null; className?: string }) {
  const fetcher = useFetcher<ShippingQuoteTable>();
  useEffect(() => {
    if (!table && fetcher.state === "idle" && !fetcher.data) fetcher.load("/amostras/frete");
    // Loaded once per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const quotes = table ?? fetcher.data ?? null;
  const region = regionOf(state);
  const rate = region && quotes ? quotes.rates.find((r) => r.region === region) : undefined;
  return (
    <div className={cn("flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950", className)} data-testid="shipping-fee" aria-live="polite">
      <Truck className="mt-0.5 size-4 shrink-0" aria-hidden />
      {rate && region && quotes ? (
        <p>
          {quotes.charged ? (
            <>
              <strong>Frete para {state}</strong> ({REGION_LABELS[region]}): <strong className="whitespace-nowrap">{formatBRL(rate.feeCents)}</strong>, pago por Pix
              depois de enviar. Entrega em {deliveryEstimate(rate)} após o envio.
            </>
          ) : (
            <>
              <strong>Frete grátis:</strong> o envio para {state} é por nossa conta. Entrega em {deliveryEstimate(rate)} após o envio.
            </>
          )}
        </p>
      ) : table ? (
        <div>
          <p>
            <strong>Amostra grátis:</strong> {table.charged ? "você paga apenas o frete, por Pix, depois de enviar:" : "o frete é por nossa conta. Prazos de entrega:"}
          </p>
          <ul className="mt-1">
            {table.rates.map((r) => (
              <li key={r.region}>
                {REGION_LABELS[r.region]}: {table.charged ? <strong className="whitespace-nowrap">{formatBRL(r.feeCents)}</strong> : null}
                {table.charged ? ", " : ""}
                {deliveryEstimate(r)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>
          <strong>Amostra grátis:</strong>{" "}
          {quotes && !quotes.charged ? "o frete é por nossa conta." : "você paga apenas o frete até o seu endereço."} Informe o CEP ou o estado para ver o
          {quotes && !quotes.charged ? " prazo de entrega." : " valor e o prazo."}
        </p>
      )}
    </div>
  );
}
