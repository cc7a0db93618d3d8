import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { LogIn } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { IntentFetcherForm, TextAreaField, TextField } from "~/components/ui/field";
import { FormActions, FormError, SubmitButton } from "~/components/ui/form-parts";
import { useConformForm, type FormAnswer } from "~/components/ui/use-conform-form";
import { sampleStatusInSentence } from "~/i18n/labels";
import { cn } from "~/lib/common/cn";
import { DeliveryAddressFields, useCepAddress } from "./delivery-address-fields";
import { clearSampleDraft, DRAFT_FIELDS, readSampleDraft, saveSampleDraft } from "./sample-draft";
import { ShippingFeeNote, useShippingQuotes } from "./sample-shipping-fee";
import type { SamplePrefill, ShippingQuoteTable } from "~/i18n/samples";
import { SAMPLE_SIGN_IN_MESSAGE, sampleSignInHref, type SampleProduct, type SampleViewer } from "./sample-links";
import { SAMPLE_NOTES_MAX } from "~/validation/limits";
import { maskPhone, PHONE_PLACEHOLDER } from "~/validation/phone";
import { CPF_PLACEHOLDER, CPF_REASON, maskCpf } from "~/validation/cpf";
import { normalizeCoupon } from "~/validation/coupon";

const loadSampleSchema = () => import("~/validation/sample").then((m) => m.sampleRequestSchema);

/** What the product page's action answers to intent "sample" (its toasts come by the flash cookie). */
export type SampleActionData = { intent: "sample" } & (
  | { ok: true; message: string; orderNumber?: string }
  | {
      ok: false;
      /** conform's reply: the fields' errors and what was typed. */
      reply?: Extract<FormAnswer, { ok: false }>["reply"];
      /** Set when the request could not be made (the fields were fine), or the visitor is not signed in. */
      formError?: string;
    }
);

/** The fields the form keeps in its state (masked, prefilled from the last request, emptied after sending). */
const KEPT = ["zipCode", "street", "number", "complement", "district", "city", "state", "phone", "cpf", "coupon"] as const;
type Kept = (typeof KEPT)[number];
type KeptValues = Record<Kept, string>;
const FOLLOW_CEP = ["city", "district"] as const;
const ADDRESS: ReadonlySet<Kept> = new Set(["zipCode", "street", "number", "complement", "district", "city", "state"]);

function keptValues(from: Partial<Record<string, unknown>>): KeptValues {
  return Object.fromEntries(KEPT.map((k) => [k, typeof from[k] === "string" ? from[k] : ""])) as KeptValues;
}

/** The last request's address, phone and CPF as form values (the profile's phone first); a coupon is offered, not filled in. */
function prefillValues(prefill: SamplePrefill | null | undefined, viewer: SampleViewer): Partial<KeptValues> {
  return {
    ...(prefill?.address ?? {}),
    complement: prefill?.address?.complement ?? "",
    phone: viewer.phone ?? prefill?.phone ?? "",
    cpf: prefill?.cpf ?? "",
  };
}

/**
 * The sample-request form (conform, decision 025): the same zod schema as the action checks it in the
 * browser (on submit, each field on blur and again on input), masks CEP, phone and CPF, offers the last
 * address used and an unused free-shipping coupon, shows 'Enviando...' while sending. Without
 * JavaScript it is a plain POST: the action's reply shows the errors beside the fields and keeps what was typed.
 */
export function SampleRequestForm({
  product,
  viewer,
  onSuccess,
  onCancel,
  onSendingChange,
  fallback,
  shippingTable,
  className,
}: {
  product: SampleProduct;
  viewer: SampleViewer;
  onSuccess?: () => void;
  onCancel?: () => void;
  onSendingChange?: (sending: boolean) => void;
  /** The action's answer after a submission without JavaScript. */
  fallback?: SampleActionData | null;
  /** The fee table, when the page has it (the form without JavaScript); else the form fetches it. */
  shippingTable?: ShippingQuoteTable | null;
  className?: string;
}) {
  const fetcher = useFetcher<SampleActionData>();
  const result = fetcher.data ?? fallback ?? undefined;
  const { form, fields, onFocus } = useConformForm(loadSampleSchema, result, {
    id: `amostra-${product.slug}`,
    defaultValue: { fullName: viewer.fullName, email: viewer.email },
  });
  const sentBack = fallback && !fallback.ok ? fallback.reply?.initialValue : undefined;
  const quotes = useShippingQuotes(shippingTable);
  const [values, setValues] = useState<KeptValues>(() => keptValues(sentBack ?? prefillValues(shippingTable?.prefill, viewer)));
  const set = (field: Kept, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const sending = fetcher.state !== "idle";
  const offered = quotes?.prefill?.coupons[0] ?? null;
  const [prefilled] = useState(() => ({ done: Boolean(shippingTable?.prefill) || Boolean(sentBack) }));
  /** Fields the customer has typed in: the offered address never changes them underneath. */
  const [touched] = useState(() => new Set<Kept>());
  // The city and neighbourhood of the last address offered go with its CEP: typing another CEP replaces them.
  const { changeCep, typed, follow } = useCepAddress(
    setValues,
    touched,
    () => form.validate({ name: fields.zipCode.name }),
    !sentBack && shippingTable?.prefill?.address ? FOLLOW_CEP : [],
  );

  // What was typed before signing up or in "Calcular frete" (kept on this device) fills the fields still empty.
  useEffect(() => {
    const draft = readSampleDraft();
    setValues((v) =>
      keptValues(Object.fromEntries(KEPT.map((k) => [k, v[k] || (k in draft ? draft[k as keyof typeof draft] : "") || ""]))),
    );
  }, []);

  // Kept on the device as it is typed (not the CPF nor a coupon), for a detour through signing in.
  useEffect(() => {
    if (Object.values(values).some(Boolean)) saveSampleDraft(Object.fromEntries(DRAFT_FIELDS.map((k) => [k, values[k]])));
  }, [values]);

  // The last address arrives with the fee table (GET /amostras/frete): it fills the fields still empty and untouched.
  useEffect(() => {
    if (prefilled.done || !quotes?.prefill) return;
    prefilled.done = true;
    const offer = prefillValues(quotes.prefill, viewer);
    setValues((v) => {
      // Only when the whole offered address goes in (no CEP typed yet) do its city and neighbourhood follow the CEP.
      if (!v.zipCode && offer.zipCode) follow(FOLLOW_CEP);
      // A CEP typed before the offer arrived is a new address: the offer's street, neighbourhood and city
      // would belong to another place (its CEP lookup fills them), so only the phone, CPF and coupon come in.
      const fresh = Boolean(v.zipCode);
      const offered = (k: Kept) => (touched.has(k) || (fresh && ADDRESS.has(k)) ? "" : offer[k]);
      return keptValues(Object.fromEntries(KEPT.map((k) => [k, v[k] || offered(k) || ""])));
    });
    // Runs once, when the fee table arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quotes, viewer, prefilled, touched]);

  useEffect(() => {
    onSendingChange?.(sending);
    return () => onSendingChange?.(false);
  }, [sending, onSendingChange]);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer?.ok || fetcher.state !== "idle") return;
    // conform empties the fields it owns; the kept ones are emptied here, and the draft on the device.
    clearSampleDraft();
    setValues(keptValues({ phone: viewer.phone ?? "" }));
    onSuccess?.();
    // Runs once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  /** A field kept in state: its value, and its change (masked by `mask`). */
  const kept = (name: Kept, mask?: (value: string) => string) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      typed(name);
      set(name, mask ? mask(e.currentTarget.value) : e.currentTarget.value);
    },
  });

  const formError = result && !result.ok && !sending ? result.formError : undefined;
  const couponCode = normalizeCoupon(values.coupon);
  const couponKnown = couponCode !== null && (quotes?.prefill?.coupons ?? []).includes(couponCode);

  return (
    <IntentFetcherForm
      fetcher={fetcher}
      form={form}
      intent="sample"
      action={`/produto/${product.slug}`}
      onFocus={onFocus}
      className={cn("grid gap-4 sm:grid-cols-2", className)}
    >
      <FormError message={formError} className="sm:col-span-2" />
      <DeliveryAddressFields
        fields={fields}
        values={values}
        onChange={(field, value) => {
          typed(field);
          set(field, value);
        }}
        onCepChange={changeCep}
        onStateChange={(state) => {
          touched.add("state");
          set("state", state);
          // The CEP must be of the state: check it again with the state.
          if (values.zipCode) form.validate({ name: fields.zipCode.name });
        }}
      />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-brand-900">Seus dados</legend>
        <TextField
          meta={fields.fullName}
          label="Nome completo"
          className="sm:col-span-2"
          autoComplete="name"
          maxLength={120}
          aria-required
        />
        <TextField
          meta={fields.email}
          label="E-mail"
          className="sm:col-span-2"
          type="email"
          autoComplete="email"
          aria-required
          hint="Para contato sobre a entrega. Os avisos do pedido vão sempre para o e-mail da sua conta."
        />
        <TextField
          meta={fields.phone}
          label="Telefone"
          optional
          {...kept("phone", maskPhone)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={PHONE_PLACEHOLDER}
        />
        <TextField
          meta={fields.cpf}
          label="CPF"
          optional
          {...kept("cpf", maskCpf)}
          inputMode="numeric"
          autoComplete="off"
          placeholder={CPF_PLACEHOLDER}
          hint={CPF_REASON}
        />
      </fieldset>
      <TextAreaField
        meta={fields.notes}
        label="Observações"
        optional
        className="sm:col-span-2"
        rows={2}
        maxLength={SAMPLE_NOTES_MAX}
        placeholder="Ponto de referência, horário para entrega…"
      />
      {quotes?.charged ? (
        <div className="grid content-start gap-1.5 sm:col-span-2">
          <TextField
            meta={fields.coupon}
            label="Cupom de frete grátis"
            optional
            {...kept("coupon")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="FRETE-XXXXX-XXXXX"
            maxLength={40}
          />
          {offered && couponCode !== offered ? (
            <p className="text-sm text-brand-900">
              Você tem um cupom de frete grátis.{" "}
              <button
                type="button"
                className="inline-flex min-h-11 items-center font-semibold underline"
                onClick={() => set("coupon", offered)}
              >
                Usar o cupom {offered}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
      <ShippingFeeNote
        state={values.state}
        quotes={quotes}
        listAll={Boolean(shippingTable)}
        coupon={couponKnown ? "known" : couponCode ? "typed" : null}
        className="sm:col-span-2"
      />
      <FormActions onCancel={onCancel} cancelDisabled={sending} className="sm:col-span-2">
        <SubmitButton pending={sending} pendingLabel="Enviando...">
          Enviar Solicitação
        </SubmitButton>
      </FormActions>
    </IntentFetcherForm>
  );
}

/** For visitors: why they cannot ask yet, and the way to sign in and come back to this product. */
export function SampleSignIn({ slug, onCancel }: { slug: string; onCancel?: () => void }) {
  return (
    <div className="grid gap-4">
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        {SAMPLE_SIGN_IN_MESSAGE}
      </p>
      <FormActions onCancel={onCancel}>
        <Link to={sampleSignInHref(slug)} className={buttonVariants()}>
          <LogIn aria-hidden /> Entrar para solicitar
        </Link>
      </FormActions>
    </div>
  );
}

/** When the user already has an open request for the product. */
export function SampleAlreadyRequested({ status, onCancel }: { status: string; onCancel?: () => void }) {
  return (
    <div className="grid gap-4">
      <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
        Você já tem uma solicitação de amostra deste produto em andamento (status: <strong>{sampleStatusInSentence(status)}</strong>).
        Acompanhe em Minhas Amostras.
      </p>
      <FormActions onCancel={onCancel} cancelLabel="Fechar">
        <Link to="/dashboard?aba=amostras" className={buttonVariants()}>
          Ver Minhas Amostras
        </Link>
      </FormActions>
    </div>
  );
}
