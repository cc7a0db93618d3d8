import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { Building2 } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { BR_STATES } from "~/db/schema/enums";
import { maskCep } from "~/validation/cep-format";
import { CNPJ_PLACEHOLDER, maskCnpj } from "~/validation/cnpj";
import { senderSettingsSchema } from "~/validation/admin/sender";
import type { ActionResult } from "./action-result";
import { useAdminForm } from "./use-admin-form";

export interface SenderView {
  companyName: string;
  cnpj: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
  zipCode: string;
  /** False while the brand's details stand in (nothing saved yet). */
  saved: boolean;
}

/** The mask applied as the person types (the schema checks the result). */
const masked = (mask: (value: string) => string) => (e: React.FormEvent<HTMLInputElement>) => {
  e.currentTarget.value = mask(e.currentTarget.value);
};

/** Configurações: who sends the samples, printed on every label and used by the Correios export. */
export function SenderSettingsForm({ sender }: { sender: SenderView }) {
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useAdminForm(senderSettingsSchema, fetcher.data, { intent: "sender-settings" });
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="remetente-titulo" className="mt-8 rounded-xl border border-cream-200 bg-white p-4 sm:p-5">
      <h2 id="remetente-titulo" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Building2 className="size-5 text-brand-600" aria-hidden /> Remetente das etiquetas
      </h2>
      <p className="mt-1 text-sm text-muted">
        {sender.saved
          ? "Sai em todas as etiquetas de envio das amostras e no arquivo de pré-postagem dos Correios."
          : "Ainda não salvo: as etiquetas usam os dados da marca abaixo. Confira a razão social, o CNPJ e o endereço e salve."}
      </p>
      <fetcher.Form method="post" className="mt-4 grid gap-3 sm:grid-cols-6" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="sender-settings" />
        <TextField
          meta={fields.companyName}
          label="Razão social"
          className="sm:col-span-4"
          defaultValue={sender.companyName}
          autoComplete="organization"
        />
        <TextField
          meta={fields.cnpj}
          label="CNPJ"
          className="sm:col-span-2"
          defaultValue={sender.cnpj}
          inputMode="numeric"
          placeholder={CNPJ_PLACEHOLDER}
          maxLength={18}
          onInput={masked(maskCnpj)}
        />
        <TextField
          meta={fields.zipCode}
          label="CEP"
          className="sm:col-span-2"
          defaultValue={sender.zipCode}
          inputMode="numeric"
          maxLength={9}
          autoComplete="postal-code"
          onInput={masked(maskCep)}
        />
        <TextField
          meta={fields.street}
          label="Rua ou avenida"
          className="sm:col-span-4"
          defaultValue={sender.street}
          autoComplete="address-line1"
        />
        <TextField meta={fields.number} label="Número" className="sm:col-span-2" defaultValue={sender.number} />
        <TextField meta={fields.complement} label="Complemento" className="sm:col-span-4" defaultValue={sender.complement ?? ""} />
        <TextField meta={fields.district} label="Bairro" className="sm:col-span-2" defaultValue={sender.district} />
        <TextField meta={fields.city} label="Cidade" className="sm:col-span-3" defaultValue={sender.city} autoComplete="address-level2" />
        <SelectField
          meta={fields.state}
          label="UF"
          className="sm:col-span-1"
          defaultValue={sender.state}
          options={BR_STATES.map((uf) => ({ value: uf, label: uf }))}
        />
        <div className="sm:col-span-6">
          <Button type="submit" disabled={busy}>
            {busy ? "Salvando..." : "Salvar remetente"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
