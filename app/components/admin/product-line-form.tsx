import type { FetcherWithComponents } from "react-router";
import { productLineSchema } from "~/validation/admin/product-line";
import type { ActionResult } from "./action-result";
import { TextAreaField } from "~/components/ui/field";
import { SourceAndSlug } from "./slug-input";
import { DialogForm, DialogFormButtons, NewItemDialog } from "./form-dialog";
import { adminFormId, useAdminForm } from "./use-admin-form";

export interface ProductLineFormValues {
  id: string;
  name: string;
  slug: string;
  description: string;
  /** The version the edit form carries (a save based on an older one is refused). */
  updatedAt: Date | string;
}

/** "Nova linha": the button and its dialog on the Linhas tab. */
export function NewProductLineDialog() {
  return (
    <NewItemDialog title="Nova linha" className="max-w-md" formId={adminFormId("line-create")}>
      {(fetcher, close) => <ProductLineForm fetcher={fetcher} onCancel={close} />}
    </NewItemDialog>
  );
}

/** Create or rename a product line (intents line-create / line-update). */
export function ProductLineForm({
  fetcher,
  line,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  line?: ProductLineFormValues;
  onCancel: () => void;
}) {
  const intent = line ? "line-update" : "line-create";
  const [form, fields] = useAdminForm(productLineSchema, fetcher.data, { intent, id: line?.id });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={line?.id} version={line?.updatedAt}>
      <SourceAndSlug
        fields={fields}
        source="name"
        saved={line}
        maxLength={80}
        hint="Endereço da linha na loja (/produtos/…). Se mudar, o endereço antigo leva ao novo."
      />
      <TextAreaField
        label="Descrição"
        meta={fields.description}
        rows={3}
        maxLength={300}
        defaultValue={line?.description ?? ""}
        hint="Aparece no topo da página da linha."
      />
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Criar linha" editing={Boolean(line)} />
    </DialogForm>
  );
}
