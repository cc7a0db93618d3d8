import { z } from "zod";

/**
 * The slug rule of the specification, for products, posts and categories: lowercase, accents removed,
 * anything but letters, digits, spaces and hyphens dropped, trimmed, whitespace turned into hyphens
 * (runs of hyphens collapsed, none at the ends).
 */
export function slugify(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An editable slug: empty means "from the name"; otherwise it must already be a slug. */
export const slugField = z
  .string()
  .trim()
  .max(120, "Use no máximo 120 caracteres.")
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || SLUG_PATTERN.test(v), "Use apenas letras minúsculas sem acento, números e hífens.");

/** The slug to store: the one typed, else the one generated from `source`. */
export function resolveSlug(typed: string, source: string): string {
  return typed || slugify(source);
}
