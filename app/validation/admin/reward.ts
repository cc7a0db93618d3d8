import { z } from "zod";
import { REWARD_KINDS } from "~/db/schema/enums";
import { optionalText, requiredText } from "../common";
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
