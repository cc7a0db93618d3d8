import { z } from "zod";
import { POST_STATUSES } from "~/db/schema/enums";
import { optionalText, requiredText, UUID_PATTERN } from "../common";
import { imageUrlField } from "./image";
import { checkboxField, numberOrZero } from "./numbers";
import { slugField } from "./slug";

export const POST_STATUS_LABELS = { draft: "Rascunho", published: "Publicado", archived: "Arquivado" } as const;

export const postSchema = z.object({
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
  status: z.enum(POST_STATUSES, { error: "Escolha o status." }).default("draft"),
  featured: checkboxField,
  metaTitle: optionalText(200),
  metaDescription: optionalText(300),
  readTime: z.preprocess(
    (v) => (v == null || (typeof v === "string" && v.trim() === "") ? 5 : numberOrZero(v)),
    z.number().int("O tempo de leitura deve ser um número inteiro.").min(1, "O tempo de leitura deve ser no mínimo 1 minuto.").max(240, "O tempo de leitura deve ser no máximo 240 minutos."),
  ),
});

export type PostInput = z.output<typeof postSchema>;

export const categorySchema = z.object({
  name: requiredText("Informe o nome da categoria.", 80),
  slug: slugField,
});

export type CategoryInput = z.output<typeof categorySchema>;
