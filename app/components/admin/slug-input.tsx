import { useState } from "react";
import { slugify } from "~/validation/admin/slug";
import { type FieldMeta, TextField } from "~/components/ui/field";

/**
 * The source field (name or title) and its slug. For a new record the slug follows the source until
 * the admin edits it by hand; clearing it makes it follow again. A saved record keeps its address when
 * renamed: its slug changes only when typed (clearing it brings the saved one back).
 */
const SAVED_SLUG_HINT =
  "Endereço na web: continua o mesmo se o nome mudar. Se você mudar o slug, o endereço anterior passa a levar ao novo.";

const SOURCE_LABELS = { name: "Nome", title: "Título" } as const;

export function SourceAndSlug<K extends keyof typeof SOURCE_LABELS>({
  fields,
  source: sourceKey,
  saved: record,
  maxLength = 200,
  hint = "Endereço na web: gerado a partir do nome, pode ser editado.",
}: {
  /** The form's fields: the source (`name` or `title`) and `slug`. */
  fields: Record<K | "slug", FieldMeta>;
  source: K;
  /** The saved record being edited: its source and slug. */
  saved?: Record<K | "slug", string>;
  maxLength?: number;
  hint?: string;
}) {
  const sourceMeta = fields[sourceKey];
  const slugMeta = fields.slug;
  const sourceLabel = SOURCE_LABELS[sourceKey];
  const defaultSource = record?.[sourceKey] ?? "";
  const defaultSlug = record?.slug ?? "";
  // What was typed and sent back (a page rendered from the action's answer) wins over the record.
  const typedSource = typeof sourceMeta.initialValue === "string" ? sourceMeta.initialValue : undefined;
  const typedSlug = typeof slugMeta.initialValue === "string" ? slugMeta.initialValue : undefined;
  const [source, setSource] = useState(typedSource ?? defaultSource);
  const [slug, setSlug] = useState(typedSlug || defaultSlug || slugify(typedSource ?? defaultSource));
  const saved = Boolean(defaultSlug);
  const [edited, setEdited] = useState(saved);
  return (
    <>
      <TextField
        meta={sourceMeta}
        label={sourceLabel}
        required
        maxLength={maxLength}
        value={source}
        onChange={(e) => {
          setSource(e.target.value);
          if (!edited) setSlug(slugify(e.target.value));
        }}
      />
      <TextField
        meta={slugMeta}
        label="Slug"
        value={slug}
        hint={saved ? SAVED_SLUG_HINT : hint}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => {
          setSlug(e.target.value);
          setEdited(saved || e.target.value !== "");
          if (e.target.value === "") setSlug(saved ? defaultSlug : slugify(source));
        }}
      />
    </>
  );
}
