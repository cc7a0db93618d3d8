import { z } from "zod";
import { requiredText } from "../common";

/** The most reviews approved in one go (one transaction and one e-mail each). */
export const REVIEW_BULK_LIMIT = 100;

/** The store's answer to a review, shown under it on the product page. */
export const reviewReplySchema = z.object({
  reply: requiredText("Escreva a resposta da loja.", 1000),
});
export type ReviewReplyInput = z.output<typeof reviewReplySchema>;

/** The reviews ticked for "Aprovar selecionadas". */
export const reviewBulkSchema = z.object({
  ids: z
    .array(z.uuid("Avaliação inválida."))
    .min(1, "Selecione ao menos uma avaliação.")
    .max(REVIEW_BULK_LIMIT, `Selecione no máximo ${REVIEW_BULK_LIMIT} avaliações por vez.`),
});
