import { z } from "zod";
import { REWARD_KINDS } from "~/db/schema/enums";
import { optionalText, requiredText } from "../common";
import { TRACKING_CODE_PATTERN } from "./sample";
import { imageFileField, imageUrlField } from "./image";
import { checkboxDefaultTrue, optionalCountField, pointsField } from "./numbers";

export const rewardSchema = z.object({
  name: requiredText("Informe o nome do prêmio.", 120),
  description: optionalText(1000),
  pointsRequired: pointsField("Os pontos necessários"),
  stock: optionalCountField("O estoque"),
  /** Older forms send none: a digital reward (what the column defaults to). */
  kind: z.preprocess((v) => (v === "" || v === undefined ? "digital" : v), z.enum(REWARD_KINDS, { error: "Escolha o tipo do prêmio." })),
  /** Active defaults to true. */
  active: checkboxDefaultTrue,
  imageUrl: imageUrlField,
  imageFile: imageFileField,
});

export type RewardInput = z.output<typeof rewardSchema>;

/** "Enviar" of a physical reward's redemption: the Correios code is required (the samples' own format). */
export const redemptionShipSchema = z.object({
  id: z.uuid("Resgate inválido."),
  trackingCode: z
    .string({ error: "Informe o código de rastreio." })
    .trim()
    .max(60, "Use no máximo 60 caracteres.")
    .transform((v) => v.toUpperCase().replace(/\s/g, ""))
    .refine((v) => v.length > 0, "Informe o código de rastreio.")
    .refine(
      (v) => v.length === 0 || TRACKING_CODE_PATTERN.test(v),
      "Código de rastreio inválido: use o formato dos Correios, como AA123456789BR.",
    ),
});
