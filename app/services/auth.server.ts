import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import * as schema from "~/db/schema";
import { dropUnconfirmedPassword, endSessions, hasPassword, passwordLink, revokePasswordLinks } from "~/models/credentials.server";
import { recordAcceptance } from "~/models/terms.server";
import { ensureProfile, grantOwnerRole, isOwnerEmail } from "~/models/users.server";
import { AUTH_TEXTS } from "~/i18n/auth";
import { BRAND } from "~/lib/common/brand";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { env } from "~/lib/server/env.server";
import { authReturnPath } from "~/lib/server/safe-redirect.server";
import { hit } from "~/lib/server/rate-limit.server";
import { enforceAccountFields } from "~/lib/server/auth-fields.server";
import { afterPasswordReset, DELEGATED_PATHS, enforceAuthLimits, releaseAuthLimits } from "~/lib/server/auth-limits.server";
import {
  sendAlreadyRegisteredMail,
  sendChangeEmailConfirmationMail,
  sendConfirmationMail,
  sendConfirmWithPasswordMail,
  sendNewAddressMail,
  sendResetPasswordMail,
} from "~/lib/server/auth-mails.server";

export const SESSION_DAYS = 30;

/**
 * The sign-up endpoint, behind the /auth form that says "Ao criar a conta, você aceita os Termos de Uso
 * e a Política de Privacidade": an account it creates has accepted the versions in force.
 */
const SIGN_UP_PATH = "/sign-up/email";

/** Where the links of the account e-mails land, whoever asked for them. */
export const AUTH_PATHS = {
  /** After confirming the sign-up e-mail (signed in: on to the dashboard; else the sign-in form explains). */
  emailConfirmed: "/auth?confirmado=1",
  resetPassword: "/auth/nova-senha",
  /** The current address approved a change of e-mail; a link went to the new one. */
  emailChangeConfirmed: "/dashboard?email=confirmar",
  emailChanged: "/dashboard?email=alterado",
} as const;

/**
 * better-auth's endpoints that answer over HTTP are only those the site uses: the confirmation and
 * reset links of the e-mails, and the account operations of the /auth forms and the set-password page
 * (the same endpoints, hooks and limits as the forms, which call them through the server API; "/sair"
 * signs out through it too). Every other one is closed over HTTP; the
 * customer area calls change-email, change-password and verify-password through the server API after
 * asking for the current password and counting the attempt. tests/security/auth-endpoints.test.ts
 * lists both sides.
 */
export const AUTH_DISABLED_PATHS = [
  "/verify-password",
  "/sign-out",
  "/change-email",
  "/change-password",
  "/update-user",
  "/update-session",
  "/delete-user",
  "/delete-user/callback",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/sign-in/social",
  "/callback/:id",
  "/link-social",
  "/list-accounts",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
  "/ok",
  "/error",
];

/** How long the link of a confirmation that creates the password stays valid (as the plain confirmation's). */
const CONFIRM_WITH_PASSWORD_DAYS = 1;

/**
 * The confirmation e-mail of an unconfirmed account. A store owner's address (ADMIN_EMAILS), or one
 * whose password was dropped because a second sign-up claimed it, gets a link that confirms the address
 * by creating the password; any other gets the plain confirmation link.
 */
async function sendConfirmation(user: { id: string; email: string }, url: string) {
  if (isOwnerEmail(user.email)) await dropUnconfirmedPassword(user.id);
  return (await hasPassword(user.id)) ? sendConfirmationMail(user.email, url) : sendPasswordConfirmation(user);
}

async function sendPasswordConfirmation(user: { id: string; email: string }) {
  const link = await passwordLink(user.id, { days: CONFIRM_WITH_PASSWORD_DAYS, query: "confirmar=1" });
  return sendConfirmWithPasswordMail(user.email, link);
}

/**
 * An address was just confirmed: sessions from before it are nobody's proof, so they end, and a store
 * owner's account becomes admin.
 */
async function onAddressConfirmed(user: { id: string; email: string }) {
  await db().transaction(async (tx) => {
    await endSessions(user.id, tx);
    await grantOwnerRole(user.id, user.email, tx);
    // A confirmed address counts among the home page's customers.
    await invalidateOnCommit(tx, Tags.customers);
  });
}

/** Sets the page better-auth redirects to after following the link. */
function withCallback(url: string, path: string): string {
  const link = new URL(url);
  const asked = link.searchParams.get("callbackURL");
  link.searchParams.set(
    "callbackURL",
    callbackWithReturn(path, asked ? new URL(asked, env().baseUrl).searchParams.get("redirectTo") : null),
  );
  return link.toString();
}

/**
 * An auth link's landing page, carrying the page the person was on when they asked (a product with its
 * sample form) as `redirectTo`: only a same-site path that is not an auth page, so the link still lands
 * where we say and goes on from there.
 */
export function callbackWithReturn(path: string, back: string | null | undefined): string {
  const to = authReturnPath(back);
  return to ? `${path}${path.includes("?") ? "&" : "?"}redirectTo=${encodeURIComponent(to)}` : path;
}

/** The (unverified) claims of a verification token, to tell which e-mail to send. */
function tokenPayload(token: string): { requestType?: string } {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { requestType?: string };
  } catch {
    return {};
  }
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The reset token of a /reset-password call (body or query). */
function resetToken(ctx: HookContext): string | undefined {
  const token = (ctx.body as { token?: unknown } | undefined)?.token ?? (ctx.query as { token?: unknown } | undefined)?.token;
  return typeof token === "string" && token ? token : undefined;
}

/**
 * The account of each reset in progress, by token, from the before hook to the after hook of the same
 * call (better-auth consumes the token in between). Entries live for one request.
 */
const resetting = new Map<string, string>();

async function noteResetAccount(ctx: HookContext) {
  const token = resetToken(ctx);
  if (!token) return;
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
  if (!user) return;
  if (resetting.size > 1_000) resetting.clear();
  resetting.set(token, user.email);
}

/**
 * A store owner's address (ADMIN_EMAILS) is never taken by a change of e-mail: the owner role goes with
 * the address, and a link clicked by mistake in the owner's mailbox must not hand it to someone else.
 */
function refuseOwnerAddress(body: unknown) {
  const newEmail = (body as { newEmail?: unknown } | undefined)?.newEmail;
  if (typeof newEmail === "string" && isOwnerEmail(newEmail)) {
    throw new APIError("BAD_REQUEST", { message: AUTH_TEXTS.emailReserved, code: "EMAIL_RESERVED" });
  }
}

function createAuth() {
  const config = env();
  return betterAuth({
    appName: BRAND.name,
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    // Only over HTTP: the customer area calls these through the server API after asking for the
    // current password and counting the attempt; a stolen cookie alone cannot reach them directly.
    disabledPaths: AUTH_DISABLED_PATHS,
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
        await sendResetPasswordMail(user, withCallback(url, AUTH_PATHS.resetPassword));
      },
      async onPasswordReset({ user }) {
        // The link proved the mailbox: older links go, and an unconfirmed address is confirmed by it.
        await revokePasswordLinks(user.id);
        if (!user.emailVerified) {
          const context = await auth().$context;
          await context.internalAdapter.updateUser(user.id, { emailVerified: true });
          await onAddressConfirmed(user);
        }
      },
      async onExistingUserSignUp({ user }) {
        // A second sign-up before the address was confirmed: nobody can tell which one owns it, so no
        // password chosen so far survives; the link sent to the address creates it (and confirms).
        // The page answers the same either way.
        if (!user.emailVerified) {
          if (await dropUnconfirmedPassword(user.id)) await sendPasswordConfirmation(user);
          return;
        }
        await sendAlreadyRegisteredMail(user, `${config.baseUrl}/auth`, `${config.baseUrl}/auth?view=recuperar`);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url, token }) {
        // The same endpoint confirms a new account and, at the end of a change of e-mail, the new address.
        if (tokenPayload(token).requestType === "change-email-verification") {
          await sendNewAddressMail(user.email, withCallback(url, AUTH_PATHS.emailChanged));
        } else {
          await sendConfirmation(user, withCallback(url, AUTH_PATHS.emailConfirmed));
        }
      },
      // Called for a sign-up's confirmation only (not a change of e-mail), before the session the link
      // opens is created: every earlier session ends.
      async beforeEmailVerification(user) {
        await db().transaction((tx) => endSessions(user.id, tx));
      },
      async afterEmailVerification(user) {
        await db().transaction((tx) => grantOwnerRole(user.id, user.email, tx));
      },
    },
    user: {
      changeEmail: {
        enabled: true,
        // The current address confirms the change first; the new one is then verified as on sign-up.
        async sendChangeEmailConfirmation({ user, newEmail, url }) {
          await sendChangeEmailConfirmationMail(user, newEmail, withCallback(url, AUTH_PATHS.emailChangeConfirmed));
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      // Sign-in, sign-up, resend and reset have per-IP and per-account limits of our own (hooks below).
      customRules: DELEGATED_PATHS,
      // Its windows are counted as ours are (rate_limit rows named app:better-auth:…): its own database
      // storage, when one of its windows ran out, deleted every row of the table older than a minute,
      // our hour-long counters and the known addresses of the sign-in lock-out included.
      customStorage: { consume: (key, rule) => hit({ name: "better-auth", max: rule.max, windowSeconds: rule.window }, key) },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await enforceAuthLimits(ctx.path, ctx.headers, ctx.body);
        if (ctx.path === "/change-email") refuseOwnerAddress(ctx.body);
        const checked = enforceAccountFields(ctx.path, ctx.body);
        if (ctx.path === "/reset-password") await noteResetAccount(ctx);
        if (checked) return { context: { body: checked.body } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email" && ctx.context.newSession) await releaseAuthLimits(ctx.path, ctx.headers, ctx.body);
        // A new password: links to set one that were sent before no longer open the account.
        if (ctx.path === "/change-password" && !isAPIError(ctx.context.returned) && ctx.context.session) {
          await revokePasswordLinks(ctx.context.session.user.id);
        }
        if (ctx.path === "/reset-password") {
          const token = resetToken(ctx);
          const email = token ? resetting.get(token) : undefined;
          if (token) resetting.delete(token);
          if (email && !isAPIError(ctx.context.returned)) await afterPasswordReset(email, ctx.headers);
        }
      }),
    },
    advanced: {
      cookiePrefix: "rv",
      useSecureCookies: config.baseUrl.startsWith("https://"),
      // The server entry sets x-rv-client-ip from the socket (a client-sent copy is overwritten).
      ipAddress: { ipAddressHeaders: config.trustProxy ? ["x-forwarded-for"] : ["x-rv-client-ip"] },
      database: { generateId: () => crypto.randomUUID() },
      // Mail goes out after the answer, so an unknown address answers as fast as a known one.
      backgroundTasks: { handler: (task) => void task },
    },
    // better-auth writes its own rows (user, session) outside our transactions, and runs these
    // after-hooks once its write committed: their notice to the other processes is sent in a
    // transaction of ours, after that commit (docs/decisions/009-tagged-caches.md says what that leaves).
    databaseHooks: {
      user: {
        create: {
          // Once better-auth has written the user (after-hooks wait for its transaction, if any): the
          // profile and, for a sign-up, the acceptance of the terms in force, in one transaction. Not
          // atomic with the user row; an account left without an acceptance is asked for it at its
          // first page (middleware/terms.ts), so nothing is ever recorded that was not accepted.
          async after(user, context) {
            await db().transaction(async (tx) => {
              await ensureProfile(user, tx);
              if (context?.path === SIGN_UP_PATH) await recordAcceptance(tx, user.id);
              // An account created already confirmed (an invitation) counts as a customer at once.
              await invalidateOnCommit(tx, Tags.user(user.id), Tags.customers);
            });
          },
        },
        update: {
          async after(user) {
            // Keep the profile's e-mail in step once a change of address is confirmed.
            await db().transaction(async (tx) => {
              await tx
                .update(schema.profiles)
                .set({ email: user.email.toLowerCase(), updatedAt: new Date() })
                .where(eq(schema.profiles.id, user.id));
              await invalidateOnCommit(tx, Tags.user(user.id));
            });
          },
        },
        delete: {
          async after(user) {
            await db().transaction((tx) => invalidateOnCommit(tx, Tags.user(user.id), Tags.customers));
          },
        },
      },
      session: {
        // A session ended (sign-out, "Sair" everywhere, a password reset): its cached copies go.
        delete: {
          async after(session) {
            await db().transaction((tx) => invalidateOnCommit(tx, Tags.user(session.userId)));
          },
        },
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

let instance: Auth | undefined;

/** The process's better-auth instance, built once the database is open. */
export function auth(): Auth {
  return (instance ??= createAuth());
}

/** Forgets the instance (tests that swap databases). */
export function resetAuth() {
  instance = undefined;
}
