import type { FetcherWithComponents } from "react-router";
import { POST_STATUSES } from "~/db/schema/enums";
import { toLocalDateTimeInput } from "~/i18n/local-date-time";
import { POST_STATUS_LABELS, postSchema } from "~/validation/admin/post";
import type { ActionResult } from "./action-result";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { ImageField } from "./image-field";
import { MarkdownEditor } from "./markdown-editor";
import { SourceAndSlug } from "./slug-input";
import { DialogForm, DialogFormButtons } from "./form-dialog";
import { categoryOptions, labelledOptions } from "./select-options";
import { useAdminForm } from "./use-admin-form";

const STATUS_OPTIONS = labelledOptions(POST_STATUSES, POST_STATUS_LABELS);

export interface PostValues {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  authorId: string | null;
  publishedAt: string | Date | null;
  status: "draft" | "published" | "archived";
  featured: boolean;
  categoryId: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  readTime: number;
}

export interface PostAuthors {
  /** The team (active admins) who can sign a post. */
  team: { id: string; fullName: string; credentials: string | null }[];
  /** Whoever is signed in: the author of a new post unless another is chosen. */
  currentUserId: string;
}

export function PostForm({
  fetcher,
  post,
  categories,
  authors,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  post?: PostValues;
  categories: { id: string; name: string }[];
  authors: PostAuthors;
  onCancel: () => void;
}) {
  const authorId = post ? (post.authorId ?? "") : authors.currentUserId;
  const authorOptions = authors.team.map((m) => ({ value: m.id, label: m.credentials ? `${m.fullName} (${m.credentials})` : m.fullName }));
  // An author who has left the team still signs their posts until another is chosen.
  if (authorId && !authors.team.some((m) => m.id === authorId))
    authorOptions.unshift({ value: authorId, label: "Autor atual (fora da equipe)" });
  // An older post signed by a name alone keeps that signature unless a member is chosen.
  if (!authorId) authorOptions.unshift({ value: "", label: "Assinatura atual (sem conta na equipe)" });
  const intent = post ? "post-update" : "post-create";
  const [form, fields] = useAdminForm(postSchema, fetcher.data, { intent });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={post?.id} multipart>
      <div className="grid gap-4 sm:grid-cols-2">
        <SourceAndSlug fields={fields} source="title" saved={post} hint="Endereço do post: gerado a partir do título, pode ser editado." />
      </div>
      <TextAreaField
        label="Resumo"
        meta={fields.excerpt}
        rows={2}
        maxLength={500}
        defaultValue={post?.excerpt ?? ""}
        hint="Aparece nos cartões do blog."
      />
      <MarkdownEditor
        name={fields.content.name}
        defaultValue={typeof fields.content.initialValue === "string" ? fields.content.initialValue : post?.content}
        error={fields.content.errors?.[0]}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Categoria"
          meta={fields.categoryId}
          defaultValue={post?.categoryId ?? ""}
          options={categoryOptions(categories)}
        />
        <SelectField label="Status" meta={fields.status} defaultValue={post?.status ?? "draft"} options={STATUS_OPTIONS} />
        <TextField label="Tempo de leitura (min)" meta={fields.readTime} inputMode="numeric" defaultValue={String(post?.readTime ?? 5)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Autor" meta={fields.authorId} defaultValue={authorId} options={authorOptions} />
        <TextField
          label="Data de publicação"
          meta={fields.publishedAt}
          type="datetime-local"
          defaultValue={toLocalDateTimeInput(post?.publishedAt)}
          hint="Horário de Brasília. Vazio: ao publicar. Uma data futura agenda o post: ele só aparece no blog a partir dela."
        />
      </div>
      <CheckboxField
        label="Post em destaque"
        meta={fields.featured}
        defaultChecked={post?.featured ?? false}
        hint="Aparece em 'Posts em Destaque' (até 2)."
      />
      <ImageField file={fields.imageFile} url={fields.imageUrl} defaultUrl={post?.imageUrl} label="Imagem de capa" />
      <TextField
        label="Texto alternativo da imagem"
        meta={fields.imageAlt}
        maxLength={250}
        defaultValue={post?.imageAlt ?? ""}
        hint="Obrigatório com imagem: descreva o que ela mostra, para quem usa leitor de tela."
      />
      <fieldset className="grid gap-4 rounded-xl border border-cream-200 p-3">
        <legend className="px-1 text-sm font-medium text-ink">SEO</legend>
        <TextField label="Meta título" meta={fields.metaTitle} maxLength={200} defaultValue={post?.metaTitle ?? ""} />
        <TextAreaField
          label="Meta descrição"
          meta={fields.metaDescription}
          rows={2}
          maxLength={300}
          defaultValue={post?.metaDescription ?? ""}
        />
      </fieldset>
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Criar post" editing={Boolean(post)} />
    </DialogForm>
  );
}
