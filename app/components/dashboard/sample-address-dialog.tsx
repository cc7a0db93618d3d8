import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { MapPin } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { IntentFetcherForm } from "~/components/ui/field";
import { FormActions, SubmitButton } from "~/components/ui/form-parts";
import { useConformForm, type FormAnswer } from "~/components/ui/use-conform-form";
import { ADDRESS_KEYS, DeliveryAddressFields, useCepAddress, type AddressValues } from "~/components/catalog/delivery-address-fields";

const loadSchema = () => import("~/validation/sample").then((m) => m.sampleAddressSchema);

const FOLLOW_CEP = ["city", "district"] as const;

/** What the dashboard's action answers to intent "correct-sample-address" (its toasts come by the flash cookie). */
export type CorrectAddressAnswer = { intent: "correct-sample-address"; sampleId?: string } & FormAnswer;

/** The request's address as form values (an older request's one line goes in the street field, to be completed). */
function valuesOf(delivery: Partial<AddressValues> & { address: string }): AddressValues {
  const values = Object.fromEntries(ADDRESS_KEYS.map((k) => [k, delivery[k] ?? ""])) as AddressValues;
  if (!values.street) values.street = delivery.address;
  return values;
}

/**
 * "Corrigir endereço" of a pending request: the sample form's address fields and CEP rules (the CEP
 * decides the state), checked by the same schema in the browser and by the action. Closes on success.
 */
export function SampleAddressDialog({
  sampleId,
  orderNumber,
  delivery,
}: {
  sampleId: string;
  orderNumber: string;
  delivery: Partial<AddressValues> & { address: string };
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<CorrectAddressAnswer>();
  const { form, fields, onFocus } = useConformForm(loadSchema, fetcher.data, { id: `endereco-${sampleId}` });
  const [values, setValues] = useState<AddressValues>(() => valuesOf(delivery));
  const [touched] = useState(() => new Set<string>());
  // The request's city and neighbourhood are its old CEP's: a new CEP replaces them until the customer types in them.
  const { changeCep, typed } = useCepAddress(setValues, touched, () => form.validate({ name: fields.zipCode.name }), FOLLOW_CEP);
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Each opening starts from the address as the request has it now.
        if (next) setValues(valuesOf(delivery));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="justify-self-start">
          <MapPin aria-hidden /> Corrigir endereço
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>Corrigir endereço</DialogTitle>
        <DialogDescription>
          Pedido {orderNumber}. Enquanto a solicitação está pendente, você pode corrigir o endereço de entrega. Se a região mudar, o frete a
          pagar acompanha o novo endereço.
        </DialogDescription>
        <IntentFetcherForm
          fetcher={fetcher}
          form={form}
          intent="correct-sample-address"
          onFocus={onFocus}
          preventScrollReset
          className="mt-2 grid gap-4 sm:grid-cols-2"
        >
          <input type="hidden" name="sampleId" value={sampleId} />
          <DeliveryAddressFields
            fields={fields}
            values={values}
            legend="Novo endereço de entrega"
            onChange={(field, value) => {
              typed(field);
              setValues((v) => ({ ...v, [field]: value }));
            }}
            onCepChange={changeCep}
            onStateChange={(state) => {
              typed("state");
              setValues((v) => ({ ...v, state }));
              if (values.zipCode) form.validate({ name: fields.zipCode.name });
            }}
          />
          <FormActions onCancel={() => setOpen(false)} cancelDisabled={sending} className="sm:col-span-2">
            <SubmitButton pending={sending} pendingLabel="Salvando...">
              Salvar endereço
            </SubmitButton>
          </FormActions>
        </IntentFetcherForm>
      </DialogContent>
    </Dialog>
  );
}
