/**
 * The site's rules for names and passwords, held on every better-auth path that sets one, in its
 * before hook: the /auth forms, the dashboard's change of password, the invitation's and the reset's
 * set-password page, and direct calls to /api/auth/* all meet the same zod schemas as the forms.
 */
import { APIError } from "better-auth/api";
import type { z } from "zod";
import { emailSchema } from "~/validation/common";
import { fullNameSchema, newPasswordSchema } from "~/validation/auth";

/** Codes of the refusals below; their message (Portuguese, from the schema) is shown as it is. */
export const FIELD_RULE_CODES = ["INVALID_NAME", "WEAK_PASSWORD", "INVALID_EMAIL_FIELD"] as const;

interface FieldRules {
  /** The body's name field: required (sign-up) or checked only when sent (update-user). */
  name?: "required" | "optional";
  /** The body field that carries the new password. */
  password?: "password" | "newPassword";
  email?: boolean;
}

/** Per endpoint path; any endpoint that sets a name or a password must be listed. */
export const FIELD_RULES: Record<string, FieldRules> = {
  "/sign-up/email": { name: "required", password: "password", email: true },
  "/update-user": { name: "optional" },
  "/reset-password": { password: "newPassword" },
  "/change-password": { password: "newPassword" },
  "/set-password": { password: "newPassword" },
};

function check<T>(schema: z.ZodType<T>, value: unknown, code: (typeof FIELD_RULE_CODES)[number]): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new APIError("BAD_REQUEST", { message: parsed.error.issues[0]?.message ?? "Dados inválidos.", code });
}

/**
 * Throws a 400 APIError with the Portuguese message when the body breaks a rule; otherwise gives the
 * body with the name as the schema leaves it (trimmed, control characters dropped), for better-auth to store.
 */
export function enforceAccountFields(path: string | undefined, body: unknown): { body: Record<string, unknown> } | undefined {
  // better-auth's one server-only endpoint, setPassword, has no path of its own: its calls reach the hook as "/".
  const rules = FIELD_RULES[!path || path === "/" ? "/set-password" : path];
  if (!rules) return undefined;
  const fields = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  if (rules.email) check(emailSchema, fields.email, "INVALID_EMAIL_FIELD");
  if (rules.password) check(newPasswordSchema, fields[rules.password], "WEAK_PASSWORD");
  if (rules.name === "required" || (rules.name === "optional" && fields.name !== undefined)) {
    return { body: { ...fields, name: check(fullNameSchema, fields.name, "INVALID_NAME") } };
  }
  return undefined;
}
