import { BR_STATES } from "~/db/schema/enums";
import { FieldError, Input, Label, NativeSelect } from "~/components/ui/input";
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
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-brand-900">Endereço de entrega do prêmio</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={id("fullName")}>Destinatário</Label>
        <Input
          id={id("fullName")}
          name="fullName"
          autoComplete="name"
          defaultValue={defaults.fullName}
          maxLength={120}
          {...described("fullName")}
        />
        <FieldError id={id("fullName-erro")}>{errors.fullName}</FieldError>
      </div>
      <div className="grid grid-cols-[1fr_5.5rem] gap-x-3 gap-y-1.5">
        <div className="grid gap-1.5">
          <Label htmlFor={id("zipCode")}>CEP</Label>
          <Input
            id={id("zipCode")}
            name="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            defaultValue={defaults.zipCode}
            {...described("zipCode")}
            onChange={(e) => {
              const input = e.currentTarget;
              input.value = maskCep(input.value);
              // The CEP tells the state, unless one was chosen.
              const state = input.form?.elements.namedItem("state") as HTMLSelectElement | null;
              const found = normalizeCep(input.value) ? stateForCep(input.value) : null;
              if (found && state && !state.value) state.value = found;
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={id("state")}>Estado</Label>
          <NativeSelect
            id={id("state")}
            name="state"
            autoComplete="address-level1"
            defaultValue={defaults.state ?? ""}
            {...described("state")}
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
          <FieldError id={id("zipCode-erro")}>{errors.zipCode}</FieldError>
          <FieldError id={id("state-erro")}>{errors.state}</FieldError>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id("street")}>Rua ou avenida</Label>
        <Input
          id={id("street")}
          name="street"
          autoComplete="address-line1"
          defaultValue={defaults.street}
          maxLength={ADDRESS_MAX.street}
          {...described("street")}
        />
        <FieldError id={id("street-erro")}>{errors.street}</FieldError>
      </div>
      <div className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1.5">
        <div className="grid gap-1.5">
          <Label htmlFor={id("number")}>Número</Label>
          <Input
            id={id("number")}
            name="number"
            placeholder="S/N"
            defaultValue={defaults.number}
            maxLength={ADDRESS_MAX.number}
            {...described("number")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={id("complement")}>Complemento</Label>
          <Input
            id={id("complement")}
            name="complement"
            autoComplete="address-line2"
            placeholder="Opcional"
            defaultValue={defaults.complement ?? ""}
            maxLength={ADDRESS_MAX.complement}
          />
        </div>
        <div className="col-span-2 grid gap-1 empty:hidden">
          <FieldError id={id("number-erro")}>{errors.number}</FieldError>
          <FieldError id={id("complement-erro")}>{errors.complement}</FieldError>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id("district")}>Bairro</Label>
        <Input
          id={id("district")}
          name="district"
          autoComplete="address-level3"
          defaultValue={defaults.district}
          maxLength={ADDRESS_MAX.district}
          {...described("district")}
        />
        <FieldError id={id("district-erro")}>{errors.district}</FieldError>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id("city")}>Cidade</Label>
        <Input
          id={id("city")}
          name="city"
          autoComplete="address-level2"
          defaultValue={defaults.city}
          maxLength={ADDRESS_MAX.city}
          {...described("city")}
        />
        <FieldError id={id("city-erro")}>{errors.city}</FieldError>
      </div>
    </fieldset>
  );
}
