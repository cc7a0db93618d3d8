import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { categorySchema } from "~/validation/admin/post";
import type { ActionResult } from "./action-result";
import { SourceAndSlug } from "./slug-input";
import { useValidatedForm } from "./use-validated-form";

export function CategoryForm({
  fetcher,
  category,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  category?: { id: string; name: string; slug: string };
  onCancel: () => void;
}) {
  const serverErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? null) : null;
  const { errors, formProps } = useValidatedForm(categorySchema, serverErrors);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" {...formProps}>
      <input type="hidden" name="intent" value={category ? "category-update" : "category-create"} />
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      <SourceAndSlug sourceName="name" sourceLabel="Nome" defaultSource={category?.name} defaultSlug={category?.slug} errors={errors} maxLength={80} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Salvando..." : category ? "Salvar alterações" : "Criar categoria"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
