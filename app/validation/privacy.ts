import { z } from "zod";
import { emailSchema, optionalText, requiredText } from "./common";

/** The data-removal request of /lgpd: full name and e-mail required, reason optional. */
export const dataRemovalSchema = z.object({
  fullName: requiredText("Informe seu nome completo.", 160).transform((v) => v.replace(/\s+/g, " ")),
  email: emailSchema,
  reason: optionalText(2000),
});

export type DataRemovalInput = z.output<typeof dataRemovalSchema>;
export type DataRemovalField = keyof DataRemovalInput;
export const DATA_REMOVAL_FIELDS: DataRemovalField[] = ["fullName", "email", "reason"];
