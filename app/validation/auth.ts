import { z } from "zod";
import { emailSchema, requiredText } from "./common";
import { PASSWORD_MAX, PASSWORD_RULES, PASSWORDS_DIFFER } from "./password-rules";
import { FULL_NAME_MAX } from "./limits";

/** The account's full name, as typed on sign-up and in the profile (better-auth's `name`). */
export const fullNameSchema = requiredText("Informe seu nome completo.", FULL_NAME_MAX);

/** A password someone chooses: the five rules, wherever it is set (forms and better-auth's endpoints). */
export const newPasswordSchema = z
  .string({ error: "Crie uma senha." })
  .max(PASSWORD_MAX, `Use no máximo ${PASSWORD_MAX} caracteres.`)
  .refine((v) => PASSWORD_RULES.every((rule) => rule.test(v)), "A senha não atende a todos os requisitos.");

/** A new password typed twice (sign-up and reset). */
const passwordPair = {
  password: newPasswordSchema,
  confirmPassword: z.string({ error: "Confirme sua senha." }).min(1, "Confirme sua senha."),
};

function samePasswords<T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });
}

export const signUpSchema = samePasswords(
  z.object({
    fullName: fullNameSchema,
    email: emailSchema,
    ...passwordPair,
  }),
);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Informe sua senha." }).min(1, "Informe sua senha.").max(PASSWORD_MAX, "Senha longa demais."),
  // A checkbox sends "on" when ticked and nothing otherwise.
  rememberMe: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resendSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = samePasswords(
  z.object({
    // better-auth's tokens are letters, digits, - and _; anything else is a broken link, not a query to run.
    token: z.string({ error: "Link inválido." }).regex(/^[\w-]{1,200}$/, "Link inválido."),
    ...passwordPair,
  }),
);

export const currentPasswordSchema = z
  .string({ error: "Digite sua senha atual." })
  .min(1, "Digite sua senha atual.")
  .max(PASSWORD_MAX, "Senha longa demais.");

/** 'Trocar senha' in the customer area: the current password, then the new one twice. */
export const changePasswordSchema = samePasswords(
  z.object({
    currentPassword: currentPasswordSchema,
    ...passwordPair,
  }),
);
