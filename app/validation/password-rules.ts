/**
 * The password rules and the messages the account forms show while the person types, without zod:
 * the strength meter reads them on first load; the schemas of auth.ts check the same rules.
 */

/** Special characters that count for the password rule, as the specification lists them. */
export const PASSWORD_SPECIALS = `!@#$%^&*(),.?":{}|<>`;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Any character that is not a letter or a digit counts; the specification's list is a subset. */
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

export const FILL_ALL_FIELDS = "Por favor, preencha todos os campos corretamente.";
export const PASSWORDS_DIFFER = "As senhas não coincidem";
