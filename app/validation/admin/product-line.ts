import { z } from "zod";
import { optionalText, requiredText } from "../common";
import { slugField } from "./slug";

/** A product line (product_categories): its name, its address (/produtos/<slug>) and the line's text. */
export const productLineSchema = z.object({
  name: requiredText("Informe o nome da linha.", 80),
  slug: slugField,
  description: optionalText(300),
});

export type ProductLineInput = z.output<typeof productLineSchema>;

export const LINE_DIRECTIONS = ["up", "down"] as const;
export type LineDirection = (typeof LINE_DIRECTIONS)[number];

/** "Mover para cima / para baixo": which line and where. */
export const productLineMoveSchema = z.object({
  direction: z.enum(LINE_DIRECTIONS, { error: "Direção inválida." }),
});
