import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Truck } from "~/components/icons";
import { cn } from "~/lib/common/cn";
import { formatBRL } from "~/i18n/format";
import { deliveryEstimate, REGION_LABELS, regionOf, type ShippingQuoteTable } from "~/i18n/samples";

/**
 * The fee table: the page's (the form without JavaScript), else fetched once per form from GET
 * /amostras/frete (the admin's figures; for a signed-in customer also the last address and coupons).
 */
export function useShippingQuotes(table?: ShippingQuoteTable | null): ShippingQuoteTable | null {
  const fetcher = useFetcher<ShippingQuoteTable>();
  useEffect(() => {
    if (!table && fetcher.state === "idle" && !fetcher.data) void fetcher.load("/amostras/frete");
    // Loaded once per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return table ?? fetcher.data ?? null;
}

/**
 * The shipping fee and delivery time for the chosen state, before sending; zero with a free-shipping
 * coupon the customer holds. The server decides the fee again when the request is made.
 */
export function ShippingFeeNote({
  state,
  quotes,
  listAll = false,
  coupon = null,
  className,
}: {
  state: string;
  quotes: ShippingQuoteTable | null;
  /** Without a state chosen, list every region (the form on the page, without JavaScript). */
  listAll?: boolean;
  /** A coupon typed in the form: one of the customer's ("known"), or only of the right shape ("typed"). */
  coupon?: "known" | "typed" | null;
  className?: string;
}) {
  const region = regionOf(state);
  const rate = region && quotes ? quotes.rates.find((r) => r.region === region) : undefined;
  return (
    <div
      className={cn("flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950", className)}
      data-testid="shipping-fee"
      aria-live="polite"
    >
      <Truck className="mt-0.5 size-4 shrink-0" aria-hidden />
      {rate && region && quotes ? (
        <p>
          {quotes.charged && coupon === "known" ? (
            <>
              <strong>Frete para {state}</strong>: <strong className="whitespace-nowrap">{formatBRL(0)}</strong> com o seu cupom de frete
              grátis (em vez de <span className="whitespace-nowrap">{formatBRL(rate.feeCents)}</span>). Entrega em {deliveryEstimate(rate)}{" "}
              após o envio.
            </>
          ) : quotes.charged ? (
            <>
              <strong>Frete para {state}</strong> ({REGION_LABELS[region]}):{" "}
              <strong className="whitespace-nowrap">{formatBRL(rate.feeCents)}</strong>, pago por Pix depois de enviar
              {coupon === "typed" ? " (ou grátis, se o cupom for válido: conferimos ao enviar)" : ""}. Entrega em {deliveryEstimate(rate)}{" "}
              após o envio.
            </>
          ) : (
            <>
              <strong>Frete grátis:</strong> o envio para {state} é por nossa conta. Entrega em {deliveryEstimate(rate)} após o envio.
            </>
          )}
        </p>
      ) : listAll && quotes ? (
        <div>
          <p>
            <strong>Amostra grátis:</strong>{" "}
            {quotes.charged ? "você paga apenas o frete, por Pix, depois de enviar:" : "o frete é por nossa conta. Prazos de entrega:"}
          </p>
          <ul className="mt-1">
            {quotes.rates.map((r) => (
              <li key={r.region}>
                {REGION_LABELS[r.region]}: {quotes.charged ? <strong className="whitespace-nowrap">{formatBRL(r.feeCents)}</strong> : null}
                {quotes.charged ? ", " : ""}
                {deliveryEstimate(r)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>
          <strong>Amostra grátis:</strong>{" "}
          {quotes && !quotes.charged ? "o frete é por nossa conta." : "você paga apenas o frete até o seu endereço."} Informe o CEP ou o
          estado para ver o{quotes && !quotes.charged ? " prazo de entrega." : " valor e o prazo."}
        </p>
      )}
    </div>
  );
}
