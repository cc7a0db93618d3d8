import { z } from "zod";
import { PRODUCT_STATUSES } from "~/db/schema/enums";
import { optionalText, requiredText, UUID_PATTERN } from "../common";
import { imageFileField, imageUrlField } from "./image";
import { checkboxField } from "./numbers";
import { slugField } from "./slug";
import { PRODUCT_NEEDS as NEEDS } from "~/db/schema/enums";

/** Benefits typed as a comma-separated list: trimmed, empty items dropped. */
export function parseBenefits(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** "sono, Ansiedade" → ["sono", "ansiedade"]: each typed need as NEEDS writes it (accents and case ignored), once. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export function parseNeeds(value: string | null | undefined): { needs: string[]; unknown: string[] } {
  const needs: string[] = [];
  const unknown: string[] = [];
  for (const item of parseBenefits(value)) {
    const need = NEEDS.find((n) => fold(n) === fold(item));
    if (!need) unknown.push(item);
    else if (!needs.includes(need)) needs.push(need);
  }
  return { needs, unknown };
}

/** The stock of samples a product gets when the form leaves it empty (the column's default too). */
export const DEFAULT_SAMPLE_STOCK = 100;

/** A typed stock: empty is the default; any other text is read as a number, and text that is none is refused. */
function stockValue(value: unknown): unknown {
  if (value == null) return DEFAULT_SAMPLE_STOCK;
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  return value.trim() === "" ? DEFAULT_SAMPLE_STOCK : Number(value.trim());
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
  /** Free samples left to send; empty: the default stock. */
  sampleStock: z.preprocess(
    // Text that is not a number is refused (never read as 0, which would sell out the product).
    stockValue,
    z
      .number({ error: "Informe o estoque de amostras em números inteiros." })
      .int("O estoque de amostras deve ser um número inteiro.")
      .min(0, "O estoque de amostras não pode ser negativo.")
      .max(1_000_000, "O estoque de amostras deve ser no máximo 1.000.000."),
  ),
  notFor: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const { needs, unknown } = parseNeeds(v);
      if (unknown.length)
        ctx.addIssue({ code: "custom", message: `Necessidade desconhecida: ${unknown.join(", ")}. Use: ${NEEDS.join(", ")}.` });
      return needs;
    }),
  storeUrl: optionalText(500).refine(
    (v) => v === null || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v),
    "Informe o endereço completo da página na loja, começando com https://.",
  ),
  featured: checkboxField,
  status: z.enum(PRODUCT_STATUSES, { error: "Escolha o status." }).default("active"),
  imageUrl: imageUrlField,
  imageFile: imageFileField,
});

export type ProductInput = z.output<typeof productSchema>;
