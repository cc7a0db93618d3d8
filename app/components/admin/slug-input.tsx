import { useState } from "react";
import { slugify } from "~/validation/admin/slug";
import { TextField } from "./fields";

/**
 * The source field (name or title) and its slug. For a new record the slug follows the source until
 * the admin edits it by hand; clearing it makes it follow again. A saved record keeps its address when
 * renamed: its slug changes only when typed (clearing it brings the saved one back).
 */
const SAVED_SLUG_HINT = "Endereço na web: continua o mesmo se o nome mudar. Se você mudar o slug, o endereço anterior passa a levar ao novo.";

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
  const saved = Boolean(defaultSlug);
  const [edited, setEdited] = useState(saved);
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
