import { z } from "zod";
import { optionalText, requiredText } from "../common";
import { imageUrlField } from "./image";
import { checkboxDefaultTrue, optionalCountField, pointsField } from "./numbers";

export const rewardSchema = z.object({
  name: requiredText("Informe o nome do prêmio.", 120),
  description: optionalText(1000),
  pointsRequired: pointsField("Os pontos necessários"),
  stock: optionalCountField("O estoque"),
  /** Active defaults to true. */
  active: checkboxDefaultTrue,
  imageUrl: imageUrlField,
});

export type RewardInput = z.output<typeof rewardSchema>;
