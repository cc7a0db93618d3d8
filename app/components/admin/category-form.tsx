import type { FetcherWithComponents } from "react-router";
import { categorySchema } from "~/validation/admin/post";
import type { ActionResult } from "./action-result";
import { SourceAndSlug } from "./slug-input";
import { DialogForm, DialogFormButtons } from "./form-dialog";
import { useAdminForm } from "./use-admin-form";

export function CategoryForm({
  fetcher,
  category,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  category?: { id: string; name: string; slug: string };
  onCancel: () => void;
}) {
  const intent = category ? "category-update" : "category-create";
  const [form, fields] = useAdminForm(categorySchema, fetcher.data, { intent, id: category?.id });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={category?.id}>
      <SourceAndSlug fields={fields} source="name" saved={category} maxLength={80} />
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Criar categoria" editing={Boolean(category)} />
    </DialogForm>
  );
}
