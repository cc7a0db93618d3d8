import { z } from "zod";
import { PRODUCT_STATUSES } from "~/db/schema/enums";
import { optionalText, requiredText, UUID_PATTERN } from "../common";
import { imageFileField, imageUrlField } from "./image";
import { checkboxField } from "./numbers";
import { slugField } from "./slug";

/** Benefits typed as a comma-separated list: trimmed, empty items dropped. */
export function parseBenefits(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

export const productSchema = z.object({
  name: requiredText("Informe o nome do produto.", 120),
  slug: slugField,
  shortDescription: optionalText(300),
  description: requiredText("Informe a descrição completa.", 10_000),
  categoryId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || UUID_PATTERN.test(v), "Categoria inválida."),
  benefits: z
    .string()
    .optional()
    .transform(parseBenefits)
    .refine((list) => list.length <= 20, "Use no máximo 20 benefícios.")
    .refine((list) => list.every((b) => b.length <= 120), "Cada benefício pode ter no máximo 120 caracteres."),
  howToUse: optionalText(2000),
  sampleDescription: optionalText(80),
  featured: checkboxField,
  status: z.enum(PRODUCT_STATUSES, { error: "Escolha o status." }).default("active"),
  imageUrl: imageUrlField,
  imageFile: imageFileField,
});

export type ProductInput = z.output<typeof productSchema>;
