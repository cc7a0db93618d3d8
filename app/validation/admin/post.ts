import { z } from "zod";
import { POST_STATUSES } from "~/db/schema/enums";
import { optionalText, requiredText, UUID_PATTERN } from "../common";
import { fileChosen, imageFileField, imageUrlField } from "./image";
import { checkboxField, numberOrZero } from "./numbers";
import { slugField } from "./slug";

/** Most products a post may name. */
export const MAX_POST_PRODUCTS = 12;

export const POST_STATUS_LABELS = { draft: "Rascunho", published: "Publicado", archived: "Arquivado" } as const;

/** A date and time as the browser's datetime-local field sends it (São Paulo time): 2026-12-01T09:30. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/;

export const POST_MESSAGES = {
  imageAlt: "Descreva a imagem em poucas palavras (texto alternativo), para quem não pode vê-la.",
  publishedAt: "Informe uma data e hora de publicação válidas.",
  author: "Escolha um autor da equipe.",
  products: `Escolha no máximo ${MAX_POST_PRODUCTS} produtos.`,
  product: "Produto inválido.",
  productGone: "Um dos produtos escolhidos não existe mais. Revise a lista.",
} as const;

function validLocalDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
}

export const postSchema = z
  .object({
    title: requiredText("Informe o título.", 200),
    slug: slugField,
    content: requiredText("Escreva o conteúdo.", 100_000),
    excerpt: optionalText(500),
    categoryId: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || UUID_PATTERN.test(v), "Categoria inválida."),
    imageUrl: imageUrlField,
    /** The chosen file (an image needs its description). */
    imageFile: imageFileField,
    imageAlt: optionalText(250),
    authorId: z
      .string()
      .trim()
      .max(100, POST_MESSAGES.author)
      .optional()
      .transform((v) => v || null),
    /** Empty: now when published (and kept once set). A future date schedules the post. */
    publishedAt: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || validLocalDateTime(v), POST_MESSAGES.publishedAt),
    status: z.enum(POST_STATUSES, { error: "Escolha o status." }).default("draft"),
    featured: checkboxField,
    metaTitle: optionalText(200),
    metaDescription: optionalText(300),
    /** The products the post names, in the order shown on the post (one field per product, repeated). */
    productIds: z.preprocess(
      (v: unknown): unknown[] => (v == null || v === "" ? [] : Array.isArray(v) ? (v as unknown[]).filter((id) => id !== "") : [v]),
      z
        .array(z.string().trim().regex(UUID_PATTERN, POST_MESSAGES.product))
        .max(MAX_POST_PRODUCTS, POST_MESSAGES.products)
        .transform((ids) => [...new Set(ids)]),
    ),
    readTime: z.preprocess(
      (v) => (v == null || (typeof v === "string" && v.trim() === "") ? 5 : numberOrZero(v)),
      z
        .number()
        .int("O tempo de leitura deve ser um número inteiro.")
        .min(1, "O tempo de leitura deve ser no mínimo 1 minuto.")
        .max(240, "O tempo de leitura deve ser no máximo 240 minutos."),
    ),
  })
  .superRefine((post, ctx) => {
    if ((post.imageUrl || fileChosen(post.imageFile)) && !post.imageAlt)
      ctx.addIssue({ code: "custom", path: ["imageAlt"], message: POST_MESSAGES.imageAlt });
  });

export type PostInput = z.output<typeof postSchema>;

export const categorySchema = z.object({
  name: requiredText("Informe o nome da categoria.", 80),
  slug: slugField,
});

export type CategoryInput = z.output<typeof categorySchema>;

export const BODY_IMAGE_MESSAGES = {
  file: "Escolha a imagem que vai no texto.",
  alt: "Descreva a imagem: o texto alternativo é lido por quem não pode vê-la.",
} as const;

/**
 * "Inserir imagem" in the post's body (routes/admin-panel/blog-image.ts): the file, with the cover's
 * checks (type and size here, the content again on the server), and its description, always required.
 */
export const postBodyImageSchema = z.object({
  imageFile: z.unknown().superRefine((value, ctx) => {
    if (typeof File === "undefined" || !(value instanceof File) || value.size === 0)
      return ctx.addIssue({ code: "custom", message: BODY_IMAGE_MESSAGES.file });
    const checked = imageFileField.safeParse(value);
    if (!checked.success) ctx.addIssue({ code: "custom", message: checked.error.issues[0].message });
  }),
  alt: requiredText(BODY_IMAGE_MESSAGES.alt, 250),
});
