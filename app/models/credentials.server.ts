/**
 * Passwords and the links that set them. A link to set a password is a row of better-auth's
 * verification table (`reset-password:<token>` → user id), as its own adapter writes one, so the
 * set-password page completes it with the ordinary reset call.
 */
import crypto from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "~/lib/server/db/client.server";
import { account, profiles, session, user, verification } from "~/db/schema";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { env } from "~/lib/server/env.server";
import { defaultFullName } from "./users.server";

const RESET_PREFIX = "reset-password:";

/** The page where a password is created or reset (routes/auth/reset-password.tsx). */
export const SET_PASSWORD_PATH = "/auth/nova-senha";

/**
 * A new link to set the password of `userId`, valid `days` days, landing on the set-password page with
 * `query` (which tells the page what the link is for). Written with `tx` when given.
 */
export async function passwordLink(userId: string, options: { days: number; query: string }, tx: DbOrTx = db()): Promise<string> {
  const token = crypto.randomBytes(18).toString("base64url");
  const now = new Date();
  await tx.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: `${RESET_PREFIX}${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + options.days * 86_400_000),
    createdAt: now,
    updatedAt: now,
  });
  const callback = `${SET_PASSWORD_PATH}?${options.query}`;
  return `${env().baseUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(callback)}`;
}

/**
 * Deletes every outstanding link to set the password of `userId` (resets and invitations): after a
 * reset, a change of password or a deactivation, an older e-mail must not open the account.
 */
export async function revokePasswordLinks(userId: string, tx: DbOrTx = db()): Promise<number> {
  const removed = await tx
    .delete(verification)
    .where(and(like(verification.identifier, `${RESET_PREFIX}%`), eq(verification.value, userId)))
    .returning({ id: verification.id });
  return removed.length;
}

/** True when the account has a password to sign in with. */
export async function hasPassword(userId: string, tx: DbOrTx = db()): Promise<boolean> {
  const [row] = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), sql`${account.password} is not null`))
    .limit(1);
  return Boolean(row);
}

/**
 * Forgets the password of an account whose address nobody has confirmed, and the name typed with it,
 * and ends its sessions: a sign-up is no proof of owning the address, so when the address is contested
 * (or belongs to a store owner) the password is chosen through a link sent to it, and the name in the
 * profile. Does nothing to a confirmed account.
 */
export async function dropUnconfirmedPassword(userId: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [unconfirmed] = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
      .for("update");
    if (!unconfirmed) return false;
    await tx
      .update(account)
      .set({ password: null, updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    const name = defaultFullName(null, unconfirmed.email);
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
    await tx.update(profiles).set({ fullName: name, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await invalidateOnCommit(tx, Tags.user(userId));
    return true;
  });
}

/** Ends every session of `userId` in `tx` (an address was just confirmed: a session from before is nobody's proof). */
export async function endSessions(userId: string, tx: Tx): Promise<void> {
  await tx.delete(session).where(eq(session.userId, userId));
  await invalidateOnCommit(tx, Tags.user(userId));
}
