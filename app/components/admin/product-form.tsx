import type { FetcherWithComponents } from "react-router";
import { PRODUCT_STATUSES } from "~/db/schema/enums";
import { DEFAULT_SAMPLE_STOCK, productSchema } from "~/validation/admin/product";
import type { ActionResult } from "./action-result";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { DialogForm, DialogFormButtons, NewItemDialog } from "./form-dialog";
import { ImageField } from "./image-field";
import { SourceAndSlug } from "./slug-input";
import { categoryOptions, labelledOptions } from "./select-options";
import { adminFormId, useAdminForm } from "./use-admin-form";
import { PRODUCT_NEEDS as NEEDS } from "~/db/schema/enums";
import { LOW_SAMPLE_STOCK, SAMPLE_STOCK_TEXTS } from "~/models/sample-stock";

export const PRODUCT_STATUS_LABELS: Record<(typeof PRODUCT_STATUSES)[number], string> = { active: "Ativo", inactive: "Inativo" };

const STATUS_OPTIONS = labelledOptions(PRODUCT_STATUSES, PRODUCT_STATUS_LABELS);

export interface ProductFormValues {
  id: string;
  name: string;
  slug: string;
  shortDescription: string | null;
  description: string;
  categoryId: string | null;
  benefits: string[];
  howToUse: string | null;
  sampleDescription: string | null;
  notFor: string[];
  storeUrl: string | null;
  sampleStock: number;
  featured: boolean;
  status: "active" | "inactive";
  imageUrl: string | null;
  /** The version the edit form carries (a save based on an older one is refused). */
  updatedAt: Date | string;
}

/** "Novo produto": the button and its dialog, in the panel's Produtos page and in /admin. */
export function NewProductDialog({ categories, action }: { categories: { id: string; name: string }[]; action?: string }) {
  return (
    <NewItemDialog title="Novo produto" formId={adminFormId("product-create")}>
      {(fetcher, close) => <ProductForm fetcher={fetcher} categories={categories} onCancel={close} action={action} />}
    </NewItemDialog>
  );
}

/** Create or edit a product; the same form serves the panel and /admin (intents product-create / product-update). */
export function ProductForm({
  fetcher,
  product,
  categories,
  onCancel,
  action,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  product?: ProductFormValues;
  categories: { id: string; name: string }[];
  onCancel: () => void;
  action?: string;
}) {
  const intent = product ? "product-update" : "product-create";
  const [form, fields] = useAdminForm(productSchema, fetcher.data, { intent, id: product?.id });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={product?.id} version={product?.updatedAt} action={action} multipart>
      <div className="grid gap-4 sm:grid-cols-2">
        <SourceAndSlug fields={fields} source="name" saved={product} maxLength={120} />
      </div>
      <TextField
        label="Descrição curta"
        meta={fields.shortDescription}
        defaultValue={product?.shortDescription ?? ""}
        maxLength={300}
        hint="Aparece nos cartões do catálogo."
      />
      <TextAreaField label="Descrição completa" meta={fields.description} required rows={5} defaultValue={product?.description ?? ""} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Categoria"
          meta={fields.categoryId}
          defaultValue={product?.categoryId ?? ""}
          options={categoryOptions(categories)}
        />
        <SelectField label="Status" meta={fields.status} defaultValue={product?.status ?? "active"} options={STATUS_OPTIONS} />
      </div>
      <TextField
        label="Benefícios"
        meta={fields.benefits}
        defaultValue={product?.benefits.join(", ") ?? ""}
        hint="Separe por vírgulas, por exemplo: Foco, Memória, Energia"
      />
      <TextAreaField label="Como usar" meta={fields.howToUse} rows={3} defaultValue={product?.howToUse ?? ""} />
      <TextField
        label="Amostra"
        meta={fields.sampleDescription}
        defaultValue={product?.sampleDescription ?? ""}
        maxLength={80}
        hint="O que vai na amostra grátis, por exemplo: 7 cápsulas · 7 dias"
      />
      <TextField
        label="Estoque de amostras"
        meta={fields.sampleStock}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={String(product?.sampleStock ?? DEFAULT_SAMPLE_STOCK)}
        hint={`Amostras grátis ainda disponíveis. Cada pedido tira uma; em 0 o botão da loja mostra "${SAMPLE_STOCK_TEXTS.soldOut}". O painel avisa com ${LOW_SAMPLE_STOCK} ou menos.`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Não indicado para"
          meta={fields.notFor}
          defaultValue={product?.notFor.join(", ") ?? ""}
          hint={`A busca por estas necessidades nunca mostra o produto. Separe por vírgulas: ${NEEDS.join(", ")}.`}
        />
        <TextField
          label="Endereço na loja"
          meta={fields.storeUrl}
          type="url"
          inputMode="url"
          defaultValue={product?.storeUrl ?? ""}
          maxLength={500}
          hint="Página do produto na loja, para o botão Comprar. Vazio: o endereço da loja com o slug."
        />
      </div>
      <CheckboxField
        label="Produto em destaque"
        meta={fields.featured}
        defaultChecked={product?.featured ?? false}
        hint="Aparece na página inicial (até 3)."
      />
      <ImageField file={fields.imageFile} url={fields.imageUrl} defaultUrl={product?.imageUrl} />
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Criar produto" editing={Boolean(product)} />
    </DialogForm>
  );
}
