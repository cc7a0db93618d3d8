import { useEffect, useId, useState } from "react";
import { Form, useFetcher } from "react-router";
import { Truck } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { formatBRL } from "~/i18n/format";
import { deliveryEstimate, REGION_LABELS, regionOf, type ShippingQuoteTable } from "~/i18n/samples";
import { CEP_MESSAGES, maskCep } from "~/validation/cep-format";
import type { CepLookup } from "~/validation/cep";
import { readSampleDraft, saveSampleDraft } from "./sample-draft";

/**
 * "Calcular frete" on the product page, for everyone (visitors too), as Brazilian stores have it: the
 * CEP gives the region, the fee, the delivery time and how the fee is paid. The table is the admin's
 * (GET /amostras/frete); without JavaScript the form reloads the page with ?cep=, whose loader brings it.
 * The CEP typed is kept for the sample form (sample-draft.ts).
 *
 * The CEP ranges and the table of places (validation/cep.ts) load with the first use of the field, as
 * the fee table does: every product page shows the box, few visitors type in it.
 */
type LookupCep = (cep: string) => CepLookup | "unknown" | null;
let lookupCepLoaded: LookupCep | null = null;
const loadLookup = () => import("~/validation/cep").then((m) => (lookupCepLoaded = m.lookupCep));

export function ShippingCalculator({
  slug,
  initialCep,
  initialPlace = null,
  table,
}: {
  slug: string;
  /** The ?cep= of a submission without JavaScript. */
  initialCep?: string | null;
  /** What the server found for that CEP (the page renders it before the lookup's code is here). */
  initialPlace?: CepLookup | "unknown" | null;
  table?: ShippingQuoteTable | null;
}) {
  const id = useId();
  // The fee table is fetched when the field is first used, not with every product page.
  const fetcher = useFetcher<ShippingQuoteTable>();
  const quotes = table ?? fetcher.data ?? null;
  const [lookup, setLookup] = useState<{ fn: LookupCep } | null>(() => (lookupCepLoaded ? { fn: lookupCepLoaded } : null));
  const load = () => {
    if (!table && fetcher.state === "idle" && !fetcher.data) void fetcher.load("/amostras/frete");
    if (!lookup) void loadLookup().then((fn) => setLookup({ fn }));
  };
  const [cep, setCep] = useState(() => maskCep(initialCep ?? ""));
  const [shown, setShown] = useState(() => Boolean(initialCep));
  // Until the lookup's code is here: what the server found for the CEP it was sent, else nothing yet.
  const lookupCep: LookupCep = lookup?.fn ?? ((value) => (value === maskCep(initialCep ?? "") ? initialPlace : null));
  const found = shown ? lookupCep(cep) : null;
  const waiting = shown && !lookup && found === null && cep.length === 9;
  const error = shown && cep && !found && !waiting ? CEP_MESSAGES.format : found === "unknown" ? CEP_MESSAGES.unknown : undefined;

  // A CEP shown with its place is kept for the sample form (once the lookup's code is here).
  useEffect(() => {
    if (shown && lookup) remember(lookup.fn, cep);
  }, [shown, lookup, cep]);

  return (
    <section id="frete" aria-labelledby={`${id}-titulo`} className="grid gap-3 rounded-2xl border border-cream-200 p-4">
      <h2 id={`${id}-titulo`} className="flex items-center gap-2 font-semibold text-brand-900">
        <Truck className="size-5" aria-hidden /> Calcular frete da amostra
      </h2>
      <Form
        method="get"
        action={`/produto/${slug}#frete`}
        preventScrollReset
        className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          load();
          setShown(true);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-cep`}>CEP</Label>
          <Input
            id={`${id}-cep`}
            name="cep"
            value={cep}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-erro` : undefined}
            onFocus={load}
            onChange={(event) => {
              const next = maskCep(event.currentTarget.value);
              setCep(next);
              // A complete CEP shows its fee at once; a shorter one waits for the button.
              const complete = next.length === 9;
              setShown(complete);
            }}
          />
        </div>
        <Button type="submit" variant="outline">
          Calcular frete
        </Button>
      </Form>
      <FieldError id={`${id}-erro`}>{error}</FieldError>
      <div aria-live="polite" data-testid="shipping-quote">
        {found && found !== "unknown" ? (
          <QuoteLine place={found} quotes={quotes} />
        ) : waiting ? (
          <p className="text-sm text-muted">Calculando o frete...</p>
        ) : null}
      </div>
      <a
        href="https://buscacepinter.correios.com.br/app/endereco/index.php"
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center self-start text-sm text-brand-700 underline-offset-2 hover:underline"
      >
        Não sei meu CEP<span className="sr-only"> (abre o site dos Correios em nova aba)</span>
      </a>
    </section>
  );
}

/** Keeps a CEP with its place for the sample form; another CEP drops the street typed for the earlier one. */
function remember(lookupCep: LookupCep, value: string) {
  const place = lookupCep(value);
  if (!place || place === "unknown" || readSampleDraft().zipCode === value) return;
  // Another CEP: the street typed for the earlier one does not go with it.
  saveSampleDraft({
    zipCode: value,
    state: place.state,
    city: place.city ?? "",
    district: place.district ?? "",
    street: "",
    number: "",
    complement: "",
  });
}

function QuoteLine({ place, quotes }: { place: CepLookup; quotes: ShippingQuoteTable | null }) {
  const region = regionOf(place.state)!;
  const rate = quotes?.rates.find((r) => r.region === region);
  const where = `${place.city ? `${place.city}, ` : ""}${place.state}`;
  if (!quotes || !rate) return <p className="text-sm text-muted">Calculando o frete para {where}...</p>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <dt className="font-semibold">Destino</dt>
      <dd>
        {where} · {REGION_LABELS[region]}
      </dd>
      <dt className="font-semibold">Frete</dt>
      <dd>
        {quotes.charged ? (
          <>
            <strong className="whitespace-nowrap">{formatBRL(rate.feeCents)}</strong>, pago por Pix depois de solicitar
          </>
        ) : (
          <strong>Grátis: o envio é por nossa conta</strong>
        )}
      </dd>
      <dt className="font-semibold">Prazo</dt>
      <dd>{deliveryEstimate(rate)} após o envio</dd>
    </dl>
  );
}
