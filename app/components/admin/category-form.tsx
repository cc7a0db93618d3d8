import { getFormProps } from "@conform-to/react";
import type { FetcherWithComponents } from "react-router";
import { categorySchema } from "~/validation/admin/post";
import type { ActionResult } from "./action-result";
import { SourceAndSlug } from "./slug-input";
import { DialogFormButtons } from "./form-dialog";
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
  const [form, fields] = useAdminForm(categorySchema, fetcher.data, { intent });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      <SourceAndSlug
        source={fields.name}
        slug={fields.slug}
        sourceLabel="Nome"
        defaultSource={category?.name}
        defaultSlug={category?.slug}
        maxLength={80}
      />
      <DialogFormButtons onCancel={onCancel} busy={busy}>
        {category ? "Salvar alterações" : "Criar categoria"}
      </DialogFormButtons>
    </fetcher.Form>
  );
}
