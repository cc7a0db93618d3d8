import { z } from "zod";
import { emailSchema, requiredText } from "./common";

/** Special characters that count for the password rule, as the specification lists them. */
export const PASSWORD_SPECIALS = `!@#$%^&*(),.?":{}|<>`;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 120;

/** Any character that is not a letter or a digit counts (PRODUCT.md); the specification's list is a subset. */
const SPECIAL_RE = /[^\p{L}\p{N}]/u;

/** The five password rules, in the order the sign-up form lists them (accented letters count as letters: Ç, á). */
export const PASSWORD_RULES = [
  { key: "length", label: `Pelo menos ${PASSWORD_MIN} caracteres`, test: (v: string) => v.length >= PASSWORD_MIN },
  { key: "upper", label: "Uma letra maiúscula", test: (v: string) => /\p{Lu}/u.test(v) },
  { key: "lower", label: "Uma letra minúscula", test: (v: string) => /\p{Ll}/u.test(v) },
  { key: "digit", label: "Um número", test: (v: string) => /\p{Nd}/u.test(v) },
  { key: "special", label: `Um caractere especial (${PASSWORD_SPECIALS})`, test: (v: string) => SPECIAL_RE.test(v) },
] as const;

export type PasswordStrength = "Fraca" | "Média" | "Forte";

/** 2 rules or fewer: Fraca; 3 to 4: Média; all 5: Forte. */
export function passwordStrength(password: string): { met: number; label: PasswordStrength } {
  const met = PASSWORD_RULES.filter((rule) => rule.test(password)).length;
  return { met, label: met <= 2 ? "Fraca" : met <= 4 ? "Média" : "Forte" };
}

/** The account's full name, as typed on sign-up and in the profile (better-auth's `name`). */
export const fullNameSchema = requiredText("Informe seu nome completo.", FULL_NAME_MAX);

export const FILL_ALL_FIELDS = "Por favor, preencha todos os campos corretamente.";
export const PASSWORDS_DIFFER = "As senhas não coincidem";

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
