import { z } from "zod";
import { ROLES } from "~/db/schema/enums";
import { cleanString, requiredText } from "../common";

export const newUserSchema = z.object({
  fullName: requiredText("Informe o nome completo.", 120),
  // About someone else's address: not "seu e-mail".
  email: cleanString({ error: "Informe o e-mail do novo usuário." })
    .trim()
    .min(1, "Informe o e-mail do novo usuário.")
    .max(254, "E-mail longo demais.")
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Digite um e-mail válido")
    .transform((v) => v.toLowerCase()),
  role: z.enum(ROLES, { error: "Escolha a permissão." }).default("user"),
});
export type NewUserInput = z.output<typeof newUserSchema>;

export const pointsAdjustmentSchema = z.object({
  amount: z.preprocess(
    // An empty field is "no amount", not zero.
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim().replace(",", "."))) : v),
    z
      .number({ error: "Informe a quantidade de pontos." })
      .refine(Number.isFinite, "Informe a quantidade de pontos.")
      .refine(Number.isInteger, "Use um número inteiro de pontos.")
      .refine((n) => n !== 0, "A quantidade não pode ser zero.")
      .refine((n) => Math.abs(n) <= 100_000, "Use no máximo 100.000 pontos por ajuste."),
  ),
  reason: requiredText("Informe o motivo do ajuste.", 200),
});
export type PointsAdjustmentInput = z.output<typeof pointsAdjustmentSchema>;
