import { z } from "zod";
import { POINT_ACTIONS } from "~/db/schema/enums";
import { optionalText } from "../common";
import { pointsField } from "./numbers";

export const pointSettingSchema = z.object({
  // Only the actions the site awards: a free-typed key would be saved and never give a point.
  action: z.enum(POINT_ACTIONS, { error: "Escolha uma das ações que o site premia." }),
  points: pointsField("Os pontos"),
  description: optionalText(300),
});

export type PointSettingInput = z.output<typeof pointSettingSchema>;
