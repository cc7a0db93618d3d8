import { useState } from "react";
import { slugify } from "~/validation/admin/slug";
import { TextField } from "./fields";

/**
 * The source field (name or title) and its slug: the slug follows the source until the admin edits
 * it by hand; clearing it makes it follow again.
 */
export function SourceAndSlug({
  sourceName,
  sourceLabel,
  defaultSource = "",
  defaultSlug = "",
  errors,
  maxLength = 200,
  hint = "Endereço na web: gerado a partir do nome, pode ser editado.",
}: {
  sourceName: string;
  sourceLabel: string;
  defaultSource?: string;
  defaultSlug?: string;
  errors: Record<string, string>;
  maxLength?: number;
  hint?: string;
}) {
  const [source, setSource] = useState(defaultSource);
  const [slug, setSlug] = useState(defaultSlug || slugify(defaultSource));
  const [edited, setEdited] = useState(Boolean(defaultSlug) && defaultSlug !== slugify(defaultSource));
  return (
    <>
      <TextField
        label={sourceLabel}
        name={sourceName}
        required
        maxLength={maxLength}
        value={source}
        error={errors[sourceName]}
        onChange={(e) => {
          setSource(e.target.value);
          if (!edited) setSlug(slugify(e.target.value));
        }}
      />
      <TextField
        label="Slug"
        name="slug"
        value={slug}
        error={errors.slug}
        hint={hint}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => {
          setSlug(e.target.value);
          setEdited(e.target.value !== "");
          if (e.target.value === "") setSlug(slugify(source));
        }}
      />
    </>
  );
}
