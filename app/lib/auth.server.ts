import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { ensureProfile } from "~/models/users.server";
import { BRAND } from "./brand";
import { env } from "./env.server";
import { escapeHtml, mailButton, mailLayout, sendMail } from "./mail.server";

export const SESSION_DAYS = 30;

function createAuth() {
  const config = env();
  return betterAuth({
    appName: BRAND.name,
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await sendMail({
          to: user.email,
          subject: `Redefina sua senha – ${BRAND.name}`,
          html: mailLayout(
            "Redefina sua senha",
            `<p>Olá, ${escapeHtml(user.name)}!</p><p>Recebemos um pedido para redefinir a senha da sua conta. O link vale por 1 hora.</p>${mailButton(url, "Criar nova senha")}<p>Se não foi você, ignore este e-mail: sua senha continua a mesma.</p>`,
          ),
          text: `Olá, ${user.name}!\n\nPara criar uma nova senha, abra este link (válido por 1 hora):\n${url}\n\nSe não foi você, ignore este e-mail.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        await sendMail({
          to: user.email,
          subject: `Confirme seu e-mail – ${BRAND.name}`,
          html: mailLayout(
            "Confirme seu e-mail",
            `<p>Olá, ${escapeHtml(user.name)}!</p><p>Falta pouco para ativar sua conta na ${escapeHtml(BRAND.name)}. Confirme seu e-mail para entrar, pedir amostras grátis e juntar pontos.</p>${mailButton(url, "Confirmar e-mail")}<p>O link vale por 24 horas.</p>`,
          ),
          text: `Olá, ${user.name}!\n\nConfirme seu e-mail para ativar sua conta na ${BRAND.name}:\n${url}\n\nO link vale por 24 horas.`,
        });
      },
    },
    user: {
      changeEmail: {
        enabled: true,
        // The current address confirms the change first; the new one is then verified as on sign-up.
        async sendChangeEmailConfirmation({ user, newEmail, url }) {
          await sendMail({
            to: user.email,
            subject: `Confirme a troca de e-mail – ${BRAND.name}`,
            html: mailLayout(
              "Confirme a troca de e-mail",
              `<p>Olá, ${escapeHtml(user.name)}!</p><p>Recebemos um pedido para trocar o e-mail da sua conta para <strong>${escapeHtml(newEmail)}</strong>. Confirme para continuar.</p>${mailButton(url, "Confirmar troca de e-mail")}<p>Se não foi você, ignore este e-mail.</p>`,
            ),
            text: `Olá, ${user.name}!\n\nPara trocar o e-mail da sua conta para ${newEmail}, confirme:\n${url}\n\nSe não foi você, ignore este e-mail.`,
          });
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: "rv",
      useSecureCookies: config.baseUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: config.trustProxy ? ["x-forwarded-for"] : [] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await ensureProfile(user);
          },
        },
        update: {
          async after(user) {
            // Keep the profile's e-mail in step once a change of address is confirmed.
            await db()
              .update(schema.profiles)
              .set({ email: user.email.toLowerCase(), updatedAt: new Date() })
              .where(eq(schema.profiles.id, user.id));
          },
        },
      },
      session: {
        create: {
          async before(session) {
            const [profile] = await db()
              .select({ status: schema.profiles.status })
              .from(schema.profiles)
              .where(eq(schema.profiles.id, session.userId))
              .limit(1);
            if (profile?.status === "inactive") {
              throw new APIError("FORBIDDEN", { message: "Esta conta está desativada. Fale com o suporte.", code: "ACCOUNT_INACTIVE" });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const AUTH_KEY = Symbol.for("raiz-vital.auth");
type Global = typeof globalThis & { [AUTH_KEY]?: Auth };

/** The process's better-auth instance, built once the database is open. */
export function auth(): Auth {
  const g = globalThis as Global;
  g[AUTH_KEY] ??= createAuth();
  return g[AUTH_KEY];
}

/** Forgets the instance (tests that swap databases). */
export function resetAuth() {
  (globalThis as Global)[AUTH_KEY] = undefined;
}
