import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { POST_STATUSES } from "~/db/schema/enums";
import { POST_STATUS_LABELS, postSchema } from "~/validation/admin/post";
import type { ActionResult } from "./action-result";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./fields";
import { ImageField } from "./image-field";
import { MarkdownEditor } from "./markdown-editor";
import { SourceAndSlug } from "./slug-input";
import { useValidatedForm } from "./use-validated-form";

export interface PostValues {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  imageUrl: string | null;
  status: "draft" | "published" | "archived";
  featured: boolean;
  categoryId: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  readTime: number;
}

export function PostForm({
  fetcher,
  post,
  categories,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  post?: PostValues;
  categories: { id: string; name: string }[];
  onCancel: () => void;
}) {
  const serverErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? null) : null;
  const { errors, formProps } = useValidatedForm(postSchema, serverErrors);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" {...formProps}>
      <input type="hidden" name="intent" value={post ? "post-update" : "post-create"} />
      {post ? <input type="hidden" name="id" value={post.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SourceAndSlug
          sourceName="title"
          sourceLabel="Título"
          defaultSource={post?.title}
          defaultSlug={post?.slug}
          errors={errors}
          hint="Endereço do post: gerado a partir do título, pode ser editado."
        />
      </div>
      <TextAreaField label="Resumo" name="excerpt" rows={2} maxLength={500} defaultValue={post?.excerpt ?? ""} error={errors.excerpt} hint="Aparece nos cartões do blog." />
      <MarkdownEditor name="content" defaultValue={post?.content} error={errors.content} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Categoria"
          name="categoryId"
          defaultValue={post?.categoryId ?? ""}
          error={errors.categoryId}
          options={[{ value: "", label: "Sem categoria" }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
        />
        <SelectField
          label="Status"
          name="status"
          defaultValue={post?.status ?? "draft"}
          error={errors.status}
          options={POST_STATUSES.map((s) => ({ value: s, label: POST_STATUS_LABELS[s] }))}
        />
        <TextField label="Tempo de leitura (min)" name="readTime" inputMode="numeric" defaultValue={String(post?.readTime ?? 5)} error={errors.readTime} />
      </div>
      <CheckboxField label="Post em destaque" name="featured" defaultChecked={post?.featured ?? false} hint="Aparece em 'Posts em Destaque' (até 2)." />
      <ImageField defaultUrl={post?.imageUrl} error={errors.imageUrl ?? errors.imageFile} label="Imagem de capa" />
      <fieldset className="grid gap-4 rounded-xl border border-cream-200 p-3">
        <legend className="px-1 text-sm font-medium text-ink">SEO</legend>
        <TextField label="Meta título" name="metaTitle" maxLength={200} defaultValue={post?.metaTitle ?? ""} error={errors.metaTitle} />
        <TextAreaField label="Meta descrição" name="metaDescription" rows={2} maxLength={300} defaultValue={post?.metaDescription ?? ""} error={errors.metaDescription} />
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Salvando..." : post ? "Salvar alterações" : "Criar post"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
