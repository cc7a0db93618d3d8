import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Gift, LogIn } from "~/components/icons";
import { BR_STATES } from "~/db/schema/enums";
import { Button, buttonVariants } from "~/components/ui/button";
import { FieldError, Input, Label, NativeSelect, Textarea } from "~/components/ui/input";
import { sampleStatusInSentence } from "~/i18n/labels";
import { cn } from "~/lib/common/cn";
import { maskCep, normalizeCep, stateForCep } from "~/validation/cep";
import { ShippingFeeNote, useShippingQuotes } from "./sample-shipping-fee";
import type { SamplePrefill, ShippingQuoteTable } from "~/i18n/samples";
import { reopenHref } from "./sample-request-button";
import { firstErrors, submitChecked, useLazySchema } from "~/lib/render/use-lazy-schema";
import { ADDRESS_MAX, SAMPLE_NOTES_MAX } from "~/validation/limits";
import { maskPhone, PHONE_PLACEHOLDER } from "~/validation/phone";
import { CPF_PLACEHOLDER, maskCpf } from "~/validation/cpf";
import { normalizeCoupon } from "~/validation/coupon";
import type { SampleRequestField } from "~/validation/sample";

const loadSampleSchema = () => import("~/validation/sample").then((m) => m.sampleRequestSchema);

export const SAMPLE_SIGN_IN_MESSAGE = "Você precisa estar logado para solicitar uma amostra.";

export interface SampleViewer {
  fullName: string;
  email: string;
  phone?: string | null;
}

export interface SampleProduct {
  slug: string;
  name: string;
}

/** What the product page's action answers to intent "sample". */
export interface SampleActionData {
  intent: "sample";
  ok: boolean;
  message?: string;
  orderNumber?: string;
  formError?: string;
  errors?: Partial<Record<SampleRequestField, string>>;
  values?: Partial<Record<SampleRequestField, string>>;
}

/** Signing in from the dialog comes back to this page with the dialog open again. */
export function sampleSignInHref(slug: string) {
  return `/auth?redirectTo=${encodeURIComponent(reopenHref(slug))}`;
}

export { sampleFormHref } from "./sample-request-button";

const FIELD_ORDER: SampleRequestField[] = [
  "fullName", "email", "phone", "cpf", "zipCode", "street", "number", "complement", "district", "city", "state", "address", "notes", "coupon",
];

/** The fields the form keeps in its state (masked, prefilled from the last request, emptied after sending). */
const KEPT = ["zipCode", "street", "number", "complement", "district", "city", "state", "phone", "cpf", "coupon"] as const;
type Kept = (typeof KEPT)[number];
type KeptValues = Record<Kept, string>;

function keptValues(from: Partial<Record<string, string | null | undefined>>): KeptValues {
  return Object.fromEntries(KEPT.map((k) => [k, from[k] ?? ""])) as KeptValues;
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
 * The sample-request form: the same zod schema as the action checks it in the browser (on submit,
 * then live on the fields already in error), masks CEP, phone and CPF, offers the last address used and
 * an unused free-shipping coupon, shows 'Enviando...' while sending.
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
  const formRef = useRef<HTMLFormElement>(null);
  const initial = fallback && !fallback.ok ? (fallback.values ?? {}) : {};
  const quotes = useShippingQuotes(shippingTable);
  const [errors, setErrors] = useState<Partial<Record<SampleRequestField, string>>>(fallback?.errors ?? {});
  const [values, setValues] = useState<KeptValues>(() =>
    keptValues(fallback && !fallback.ok ? initial : prefillValues(shippingTable?.prefill, viewer)),
  );
  const set = (field: Kept, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const sending = fetcher.state !== "idle";
  const result = fetcher.data ?? fallback ?? null;
  const id = (field: string) => `amostra-${product.slug}-${field}`;
  const offered = quotes?.prefill?.coupons[0] ?? null;
  const prefilled = useRef(Boolean(shippingTable?.prefill) || Boolean(fallback && !fallback.ok));
  /** Fields the customer has typed in: the offered address never changes them underneath. */
  const touched = useRef(new Set<Kept>());

  // The last address arrives with the fee table (GET /amostras/frete): it fills the fields still empty and untouched.
  useEffect(() => {
    if (prefilled.current || !quotes?.prefill) return;
    prefilled.current = true;
    const offer = prefillValues(quotes.prefill, viewer);
    setValues((v) => keptValues(Object.fromEntries(KEPT.map((k) => [k, v[k] || (touched.current.has(k) ? "" : offer[k]) || ""]))));
  }, [quotes, viewer]);

  useEffect(() => {
    onSendingChange?.(sending);
    return () => onSendingChange?.(false);
  }, [sending, onSendingChange]);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle") return;
    if (answer.ok) {
      formRef.current?.reset();
      setValues(keptValues({ phone: viewer.phone ?? "" }));
      setErrors({});
      onSuccess?.();
    } else if (answer.errors) {
      setErrors(answer.errors);
    }
    // Runs once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  const schema = useLazySchema(loadSampleSchema);
  const check = (form: HTMLFormElement) => {
    const parsed = schema.current()!.safeParse(Object.fromEntries(new FormData(form)));
    return parsed.success ? {} : (firstErrors(parsed.error) as Partial<Record<SampleRequestField, string>>);
  };

  /** Re-checks the given fields (live, once a field has been flagged or left). */
  const recheck = async (fields: SampleRequestField[]) => {
    await schema.ready();
    if (!formRef.current) return;
    const next = check(formRef.current);
    setErrors((current) => {
      const merged = { ...current };
      for (const field of fields) {
        if (next[field]) merged[field] = next[field];
        else delete merged[field];
      }
      return merged;
    });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    submitChecked(event, schema.current() !== null, schema.ready, (form) => {
      const found = check(form);
      if (!Object.keys(found).length) return true;
      setErrors(found);
      const first = FIELD_ORDER.find((f) => found[f]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return false;
    });

  const field = (name: SampleRequestField) => ({
    id: id(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? id(`${name}-erro`) : undefined,
    onBlur: (e: React.FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      if (e.currentTarget.value || errors[name]) void recheck(name === "state" ? ["state", "zipCode"] : [name]);
    },
    onChange: () => {
      if (errors[name]) void recheck([name]);
    },
  });

  /** A field kept in state: its value, and its change (masked by `mask`). */
  const kept = (name: Kept, mask?: (value: string) => string) => ({
    ...field(name),
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      touched.current.add(name);
      set(name, mask ? mask(e.currentTarget.value) : e.currentTarget.value);
      if (errors[name]) void recheck([name]);
    },
  });

  const formError = result && !result.ok ? result.formError : undefined;
  const couponCode = normalizeCoupon(values.coupon);
  const couponKnown = couponCode !== null && (quotes?.prefill?.coupons ?? []).includes(couponCode);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={`/produto/${product.slug}`}
      noValidate
      onFocus={schema.preload}
      onSubmit={onSubmit}
      className={cn("grid gap-4 sm:grid-cols-2", className)}
    >
      <input type="hidden" name="intent" value="sample" />
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="grid content-start gap-1.5 sm:col-span-2">
        <Label htmlFor={id("fullName")}>Nome completo</Label>
        <Input {...field("fullName")} autoComplete="name" defaultValue={initial.fullName ?? viewer.fullName} required maxLength={120} />
        <FieldError id={id("fullName-erro")}>{errors.fullName}</FieldError>
      </div>
      <div className="grid content-start gap-1.5 sm:col-span-2">
        <Label htmlFor={id("email")}>E-mail</Label>
        <Input
          {...field("email")}
          type="email"
          autoComplete="email"
          defaultValue={initial.email ?? viewer.email}
          required
          aria-describedby={[errors.email ? id("email-erro") : null, id("email-dica")].filter(Boolean).join(" ")}
        />
        <p id={id("email-dica")} className="text-xs text-muted">
          Para contato sobre a entrega. Os avisos do pedido vão sempre para o e-mail da sua conta.
        </p>
        <FieldError id={id("email-erro")}>{errors.email}</FieldError>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={id("phone")}>
          Telefone <span className="font-normal text-muted">(opcional)</span>
        </Label>
        <Input {...kept("phone", maskPhone)} type="tel" inputMode="tel" autoComplete="tel-national" placeholder={PHONE_PLACEHOLDER} />
        <FieldError id={id("phone-erro")}>{errors.phone}</FieldError>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={id("cpf")}>
          CPF <span className="font-normal text-muted">(opcional)</span>
        </Label>
        <Input {...kept("cpf", maskCpf)} inputMode="numeric" autoComplete="off" placeholder={CPF_PLACEHOLDER} />
        <FieldError id={id("cpf-erro")}>{errors.cpf}</FieldError>
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-brand-900">Endereço de entrega</legend>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id("zipCode")}>CEP</Label>
          <Input
            {...kept("zipCode")}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            required
            onChange={(e) => {
              touched.current.add("zipCode");
              const next = maskCep(e.currentTarget.value);
              // The CEP tells the state: fill it in (the fee shows at once), unless the customer chose one.
              const found = normalizeCep(next) ? stateForCep(next) : null;
              setValues((v) => ({ ...v, zipCode: next, state: found && !v.state ? found : v.state }));
              if (errors.zipCode) recheck(["zipCode"]);
            }}
          />
          <FieldError id={id("zipCode-erro")}>{errors.zipCode}</FieldError>
        </div>
        <div className="grid content-start gap-1.5 sm:col-span-2">
          <Label htmlFor={id("street")}>Rua ou avenida</Label>
          <Input {...kept("street")} autoComplete="address-line1" required maxLength={ADDRESS_MAX.street} />
          <FieldError id={id("street-erro")}>{errors.street ?? errors.address}</FieldError>
        </div>
        <div className="grid grid-cols-[6.5rem_1fr] gap-3 sm:col-span-2 sm:grid-cols-[8rem_1fr]">
          <div className="grid content-start gap-1.5">
            <Label htmlFor={id("number")}>Número</Label>
            <Input {...kept("number")} autoComplete="off" placeholder="S/N" required maxLength={ADDRESS_MAX.number} />
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={id("complement")}>
              Complemento <span className="font-normal text-muted">(opcional)</span>
            </Label>
            <Input {...kept("complement")} autoComplete="address-line2" placeholder="Apto, bloco, casa…" maxLength={ADDRESS_MAX.complement} />
          </div>
          <div className="col-span-2 grid gap-1 empty:hidden">
            <FieldError id={id("number-erro")}>{errors.number}</FieldError>
            <FieldError id={id("complement-erro")}>{errors.complement}</FieldError>
          </div>
        </div>
        <div className="grid content-start gap-1.5 sm:col-span-2">
          <Label htmlFor={id("district")}>Bairro</Label>
          <Input {...kept("district")} autoComplete="address-level3" required maxLength={ADDRESS_MAX.district} />
          <FieldError id={id("district-erro")}>{errors.district}</FieldError>
        </div>
        <div className="grid grid-cols-[1fr_6.5rem] content-start gap-x-3 gap-y-1.5 sm:col-span-2">
          <div className="grid content-start gap-1.5">
            <Label htmlFor={id("city")}>Cidade</Label>
            <Input {...kept("city")} autoComplete="address-level2" required maxLength={ADDRESS_MAX.city} />
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={id("state")}>Estado</Label>
            <NativeSelect
              {...field("state")}
              autoComplete="address-level1"
              value={values.state}
              required
              onChange={(e) => {
                touched.current.add("state");
                set("state", e.currentTarget.value);
                if (errors.state || values.zipCode) recheck(values.zipCode ? ["state", "zipCode"] : ["state"]);
              }}
            >
              <option value="" disabled>
                UF
              </option>
              {BR_STATES.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="col-span-2 grid gap-1 empty:hidden">
            <FieldError id={id("city-erro")}>{errors.city}</FieldError>
            <FieldError id={id("state-erro")}>{errors.state}</FieldError>
          </div>
        </div>
      </fieldset>
      <div className="grid content-start gap-1.5 sm:col-span-2">
        <Label htmlFor={id("notes")}>
          Observações <span className="font-normal text-muted">(opcional)</span>
        </Label>
        <Textarea {...field("notes")} rows={2} maxLength={SAMPLE_NOTES_MAX} defaultValue={initial.notes} placeholder="Ponto de referência, horário para entrega…" />
        <FieldError id={id("notes-erro")}>{errors.notes}</FieldError>
      </div>
      {quotes?.charged ? (
        <div className="grid content-start gap-1.5 sm:col-span-2">
          <Label htmlFor={id("coupon")}>
            Cupom de frete grátis <span className="font-normal text-muted">(opcional)</span>
          </Label>
          <Input {...kept("coupon")} autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="FRETE-XXXXX-XXXXX" maxLength={40} />
          {offered && couponCode !== offered ? (
            <p className="text-sm text-brand-900">
              Você tem um cupom de frete grátis.{" "}
              <button type="button" className="inline-flex min-h-11 items-center font-semibold underline" onClick={() => set("coupon", offered)}>
                Usar o cupom {offered}
              </button>
            </p>
          ) : null}
          <FieldError id={id("coupon-erro")}>{errors.coupon}</FieldError>
        </div>
      ) : null}
      <ShippingFeeNote state={values.state} quotes={quotes} listAll={Boolean(shippingTable)} coupon={couponKnown ? "known" : couponCode ? "typed" : null} className="sm:col-span-2" />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={sending}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" disabled={sending}>
          {sending ? "Enviando..." : "Enviar Solicitação"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** For visitors: why they cannot ask yet, and the way to sign in and come back to this product. */
export function SampleSignIn({ slug, onCancel }: { slug: string; onCancel?: () => void }) {
  return (
    <div className="grid gap-4">
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        {SAMPLE_SIGN_IN_MESSAGE}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
        <Link to={sampleSignInHref(slug)} className={buttonVariants()}>
          <LogIn aria-hidden /> Entrar para solicitar
        </Link>
      </div>
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Fechar
          </Button>
        ) : null}
        <Link to="/dashboard?aba=amostras" className={buttonVariants()}>Ver Minhas Amostras</Link>
      </div>
    </div>
  );
}

