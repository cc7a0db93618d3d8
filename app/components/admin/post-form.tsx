import { useEffect, useMemo, useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Plus, Send, Sparkles } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { suggestPostProducts, type SuggestableProduct } from "~/lib/common/post-product-suggestions";
import { POST_STATUSES } from "~/db/schema/enums";
import { toLocalDateTimeInput } from "~/i18n/local-date-time";
import { POST_STATUS_LABELS, postSchema } from "~/validation/admin/post";
import type { ActionResult } from "./action-result";
import { CheckboxField, OrderedChoiceField, SelectField, TextAreaField, TextField, type FieldMeta } from "~/components/ui/field";
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
  /** The products the post names, in order. */
  productIds: string[];
  /** The version the edit form carries (a save based on an older one is refused). */
  updatedAt: string | Date;
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
  productChoices,
  onCancel,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  post?: PostValues;
  categories: { id: string; name: string }[];
  authors: PostAuthors;
  /** The active products a post may name (and what the suggestions read). */
  productChoices: SuggestableProduct[];
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
  const [form, fields] = useAdminForm(postSchema, fetcher.data, { intent, id: post?.id });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={post?.id} version={post?.updatedAt} multipart>
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
        images
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
      <PostProductsField meta={fields.productIds} saved={post?.productIds ?? []} choices={productChoices} />
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
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Criar post" editing={Boolean(post)}>
        {post && !isOut(post) ? (
          <Button type="submit" name="publishNow" value="1" variant="outline" disabled={fetcher.state !== "idle"}>
            <Send aria-hidden /> Publicar agora
          </Button>
        ) : null}
      </DialogFormButtons>
    </DialogForm>
  );
}

/** Whether the post is on the blog already: published, with a date that has come (not a schedule). */
function isOut(post: PostValues): boolean {
  return post.status === "published" && post.publishedAt !== null && new Date(post.publishedAt).getTime() <= Date.now();
}

/** What the server sent back for a list field (what was sent, after a refusal), if anything. */
function sentList(meta: FieldMeta): string[] | null {
  const sent = meta.initialValue;
  if (Array.isArray(sent)) return sent.filter((v): v is string => typeof v === "string");
  return typeof sent === "string" ? [sent] : null;
}

/**
 * "Produtos citados": the products the post names, in order, and the ones its title and text point
 * to (lib/common/post-product-suggestions.ts), read again as the admin types, one click to add.
 */
function PostProductsField({ meta, saved, choices }: { meta: FieldMeta; saved: string[]; choices: SuggestableProduct[] }) {
  const [chosen, setChosen] = useState<string[]>(() => sentList(meta) ?? saved);
  const [text, setText] = useState({ title: "", content: "" });
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const read = () => {
      const value = (name: string) => {
        const field = form.elements.namedItem(name);
        return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
      };
      setText({ title: value("title"), content: value("content") });
    };
    read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(read, 300);
    };
    form.addEventListener("input", later);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", later);
    };
  }, []);
  const suggestions = useMemo(() => suggestPostProducts(text, choices, chosen), [text, choices, chosen]);
  return (
    <div ref={anchor} className="grid gap-3 rounded-xl border border-cream-200 p-3">
      <OrderedChoiceField
        meta={meta}
        label="Produtos citados"
        options={choices.map((c) => ({ value: c.id, label: c.name }))}
        value={chosen}
        onChange={setChosen}
        addLabel="Adicionar produto…"
        allChosenText="Todos os produtos ativos já estão na lista."
        emptyText="Nenhum produto escolhido."
        hint="Aparecem no fim do post, nesta ordem, com o botão de amostra grátis; a página de cada produto lista o post."
      />
      {suggestions.length ? (
        <div>
          <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
            <Sparkles className="size-4 text-brand-700" aria-hidden /> Sugestões pelo texto do post
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Sugestões pelo texto do post">
            {suggestions.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => setChosen((list) => (list.includes(s.id) ? list : [...list, s.id]))}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  <Plus className="size-4" aria-hidden />
                  <span className="sr-only">Adicionar </span>
                  {s.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
