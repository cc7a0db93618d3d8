import type * as React from "react";
import { FieldError, Input, Label, NativeSelect } from "~/components/ui/input";
import { StateOptions } from "~/components/ui/state-options";
import { maskCep, normalizeCep, stateForCep } from "~/validation/cep";
import { ADDRESS_MAX } from "~/validation/limits";

export interface AddressDefaults {
  fullName: string;
  zipCode?: string;
  street?: string;
  number?: string;
  complement?: string | null;
  district?: string;
  city?: string;
  state?: string;
}

/**
 * Where a physical reward goes, in the order Brazilian stores ask it (CEP, street, number, complement,
 * neighbourhood, city, state), prefilled with the last address used. The server checks it
 * (validation/address.ts) and its messages show beside the fields.
 */
export function RewardAddressFields({
  idPrefix,
  defaults,
  errors,
}: {
  idPrefix: string;
  defaults: AddressDefaults;
  errors: Record<string, string>;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const described = (field: string) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": id(`${field}-erro`) } : {});
  /** The length limit of a field of the address, when it has one. */
  const limit = (name: string) => (name in ADDRESS_MAX ? { maxLength: ADDRESS_MAX[name as keyof typeof ADDRESS_MAX] } : {});
  /**
   * One labelled input of the address, its limit and error state taken from its name; its error below it
   * unless it shares a row (whose errors show below both). The complement's error does not mark it invalid.
   */
  const control = (
    name: keyof AddressDefaults,
    label: string,
    input: React.ComponentProps<typeof Input>,
    { inRow = false, marksError = true } = {},
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id(name)}>{label}</Label>
      <Input id={id(name)} name={name} {...input} {...limit(name)} {...(marksError ? described(name) : {})} />
      {inRow ? null : <FieldError id={id(`${name}-erro`)}>{errors[name]}</FieldError>}
    </div>
  );
  /** The errors of a row of two fields, below both. */
  const rowErrors = (first: string, second: string) => (
    <div className="col-span-2 grid gap-1 empty:hidden">
      <FieldError id={id(`${first}-erro`)}>{errors[first]}</FieldError>
      <FieldError id={id(`${second}-erro`)}>{errors[second]}</FieldError>
    </div>
  );
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-brand-900">Endereço de entrega do prêmio</legend>
      {control("fullName", "Destinatário", { autoComplete: "name", defaultValue: defaults.fullName, maxLength: 120 })}
      <div className="grid grid-cols-[1fr_5.5rem] gap-x-3 gap-y-1.5">
        {control(
          "zipCode",
          "CEP",
          {
            inputMode: "numeric",
            autoComplete: "postal-code",
            placeholder: "00000-000",
            defaultValue: defaults.zipCode,
            onChange: (e) => {
              const input = e.currentTarget;
              input.value = maskCep(input.value);
              // The CEP tells the state, unless one was chosen.
              const state = input.form?.elements.namedItem("state") as HTMLSelectElement | null;
              const found = normalizeCep(input.value) ? stateForCep(input.value) : null;
              if (found && state && !state.value) state.value = found;
            },
          },
          { inRow: true },
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={id("state")}>Estado</Label>
          <NativeSelect
            id={id("state")}
            name="state"
            autoComplete="address-level1"
            defaultValue={defaults.state ?? ""}
            {...described("state")}
          >
            <StateOptions />
          </NativeSelect>
        </div>
        {rowErrors("zipCode", "state")}
      </div>
      {control("street", "Rua ou avenida", { autoComplete: "address-line1", defaultValue: defaults.street })}
      <div className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1.5">
        {control("number", "Número", { placeholder: "S/N", defaultValue: defaults.number }, { inRow: true })}
        {control(
          "complement",
          "Complemento",
          { autoComplete: "address-line2", placeholder: "Opcional", defaultValue: defaults.complement ?? "" },
          { inRow: true, marksError: false },
        )}
        {rowErrors("number", "complement")}
      </div>
      {control("district", "Bairro", { autoComplete: "address-level3", defaultValue: defaults.district })}
      {control("city", "Cidade", { autoComplete: "address-level2", defaultValue: defaults.city })}
    </fieldset>
  );
}
