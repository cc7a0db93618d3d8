import { useState } from "react";
import { fieldAria, fieldError, FieldShell, TextField, type FieldMeta } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/input";
import { StateOptions } from "~/components/ui/state-options";
import { cn } from "~/lib/common/cn";
import { lookupCep, maskCep } from "~/validation/cep";
import { ADDRESS_MAX } from "~/validation/limits";

/** The address fields of the sample form and of Minhas Amostras' "Corrigir endereço", CEP first. */
export const ADDRESS_KEYS = ["zipCode", "street", "number", "complement", "district", "city", "state"] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];
export type AddressValues = Record<AddressKey, string>;

/**
 * The CEP decides: on every change it sets the state, and fills the city and neighbourhood its range
 * names when they are empty or were filled by an earlier CEP (`touched` holds the fields the customer
 * typed in; a field typed in is theirs). `validateCep` checks the CEP field at once (a complete CEP in
 * no state's range says so beside it).
 */
export function useCepAddress<V extends AddressValues>(
  setValues: (update: (values: V) => V) => void,
  touched: Set<string>,
  validateCep: () => void,
  /** Fields that came with the address being corrected: they belong to its CEP, so a new CEP replaces them. */
  followCep: readonly string[] = [],
) {
  /** Fields the CEP filled in (city, neighbourhood): the next CEP may change them again. */
  const [fromCep] = useState(() => new Set<string>(followCep));
  const changeCep = (typed: string) => {
    touched.add("zipCode");
    const zipCode = maskCep(typed);
    const place = lookupCep(zipCode);
    setValues((v) => {
      const next = { ...v, zipCode };
      if (place && place !== "unknown") {
        next.state = place.state;
        for (const [field, value] of [
          ["city", place.city],
          ["district", place.district],
        ] as const) {
          if (v[field] && !fromCep.has(field)) continue;
          next[field] = value ?? "";
          if (value) fromCep.add(field);
          else fromCep.delete(field);
        }
      }
      return next;
    });
    if (place) setTimeout(validateCep, 0);
  };
  /** A field the customer typed in: the CEP no longer changes it. */
  const typed = (field: string) => {
    touched.add(field);
    fromCep.delete(field);
  };
  /** Fields filled in with an offered address (the last one used): they belong to its CEP, so a new CEP replaces them. */
  const follow = (fields: readonly string[]) => {
    for (const field of fields) if (!touched.has(field)) fromCep.add(field);
  };
  return { changeCep, typed, follow };
}

type Fields = Record<AddressKey, FieldMeta> & { address?: FieldMeta };

/**
 * "Endereço de entrega": CEP, street, number, complement, neighbourhood, city and state, as Brazilian
 * stores ask them. The values live in the caller's state (`values`, `onChange`); the CEP's own change
 * goes to `onCepChange` (useCepAddress), the state's to `onStateChange` (the CEP is checked again).
 */
export function DeliveryAddressFields({
  fields,
  values,
  onChange,
  onCepChange,
  onStateChange,
  legend = "Endereço de entrega",
  className,
}: {
  fields: Fields;
  values: AddressValues;
  onChange: (field: Exclude<AddressKey, "zipCode" | "state">, value: string) => void;
  onCepChange: (typed: string) => void;
  onStateChange: (state: string) => void;
  legend?: string;
  className?: string;
}) {
  const found = lookupCep(values.zipCode);
  const stateError = fieldError(fields.state);
  const kept = (name: Exclude<AddressKey, "zipCode" | "state">) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(name, e.currentTarget.value),
  });
  return (
    <fieldset className={cn("grid gap-4 sm:col-span-2 sm:grid-cols-2", className)}>
      <legend className="mb-2 text-sm font-semibold text-brand-900">{legend}</legend>
      <TextField
        meta={fields.zipCode}
        label="CEP"
        value={values.zipCode}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        aria-required
        hint={found && found !== "unknown" ? `${found.city ? `${found.city}, ` : ""}${found.state}` : undefined}
        onChange={(e) => onCepChange(e.currentTarget.value)}
      />
      <TextField
        meta={fields.street}
        label="Rua ou avenida"
        className="sm:col-span-2"
        error={fields.address ? fieldError(fields.address) : undefined}
        {...kept("street")}
        autoComplete="address-line1"
        aria-required
        maxLength={ADDRESS_MAX.street}
      />
      <div className="grid grid-cols-[6.5rem_1fr] gap-3 sm:col-span-2 sm:grid-cols-[8rem_1fr]">
        <TextField
          meta={fields.number}
          label="Número"
          className="content-start"
          {...kept("number")}
          autoComplete="off"
          placeholder="S/N"
          aria-required
          maxLength={ADDRESS_MAX.number}
        />
        <TextField
          meta={fields.complement}
          label="Complemento"
          optional
          {...kept("complement")}
          autoComplete="address-line2"
          placeholder="Apto, bloco, casa…"
          maxLength={ADDRESS_MAX.complement}
        />
      </div>
      <TextField
        meta={fields.district}
        label="Bairro"
        className="sm:col-span-2"
        {...kept("district")}
        autoComplete="address-level3"
        aria-required
        maxLength={ADDRESS_MAX.district}
      />
      <div className="grid grid-cols-[1fr_6.5rem] content-start gap-x-3 gap-y-1.5 sm:col-span-2">
        <TextField
          meta={fields.city}
          label="Cidade"
          {...kept("city")}
          autoComplete="address-level2"
          aria-required
          maxLength={ADDRESS_MAX.city}
        />
        <FieldShell meta={fields.state} label="Estado" error={stateError}>
          <NativeSelect
            key={fields.state.key}
            id={fields.state.id}
            name={fields.state.name}
            {...fieldAria(fields.state, stateError, undefined)}
            autoComplete="address-level1"
            value={values.state}
            aria-required
            onChange={(e) => onStateChange(e.currentTarget.value)}
          >
            <StateOptions />
          </NativeSelect>
        </FieldShell>
      </div>
    </fieldset>
  );
}
