import { z } from "zod";
import { cleanString } from "./common";

import { REVIEW_CONTENT_MAX, REVIEW_TITLE_MAX } from "./limits";

export { REVIEW_CONTENT_MAX, REVIEW_TITLE_MAX };

/** The specification's messages (section 8), used by the form and the action. */
export const REVIEW_MESSAGES = {
  rating: "Por favor, selecione uma classificação.",
  content: "Por favor, escreva um comentário sobre o produto.",
  titleMax: `O título pode ter no máximo ${REVIEW_TITLE_MAX} caracteres.`,
  contentMax: `O comentário pode ter no máximo ${REVIEW_CONTENT_MAX} caracteres.`,
} as const;

/** Rating 1-5 (0 or missing is "no rating"), optional title up to 100, text up to 1000 after trimming. */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  title: cleanString()
    .trim()
    .max(REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleMax)
    .optional()
    .transform((v) => (v ? v : null)),
  content: cleanString({ error: REVIEW_MESSAGES.content })
    .trim()
    .min(1, REVIEW_MESSAGES.content)
    .max(REVIEW_CONTENT_MAX, REVIEW_MESSAGES.contentMax),
});

export type ReviewInput = z.output<typeof reviewSchema>;
