import { z } from "zod";
import { optionalText } from "../common";
import { pointsField } from "./numbers";

export const pointSettingSchema = z.object({
  action: z
    .string({ error: "Informe a ação." })
    .trim()
    .min(1, "Informe a ação.")
    .max(60, "Use no máximo 60 caracteres.")
    .regex(/^[a-z][a-z0-9_]*$/, "Use letras minúsculas, números e _ (ex.: sample_request)."),
  points: pointsField("Os pontos"),
  description: optionalText(300),
});

export type PointSettingInput = z.output<typeof pointSettingSchema>;
