import { and, eq, inArray, ne } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "~/lib/server/db/client.server";
import { profiles, user } from "~/db/schema";
import type { Role, UserStatus } from "~/db/schema/enums";
import { env } from "~/lib/server/env.server";
import { awardPoints } from "./loyalty.server";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";

export interface Profile {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
  points: number;
  avatarUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The first-profile rule: full name from sign-up, else the e-mail's local part, else 'Usuário'. */
export function defaultFullName(name: string | null | undefined, email: string | null | undefined): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const local = email?.split("@")[0]?.trim();
  return local || "Usuário";
}

/** An address of ADMIN_EMAILS: once confirmed, its account is a store owner (admin, protected from other admins). */
export function isOwnerEmail(email: string): boolean {
  return env().adminEmails.includes(email.trim().toLowerCase());
}

/** The role a new profile starts with: admin only for a store owner's address that is already confirmed. */
export function roleForEmail(email: string, emailVerified: boolean): Role {
  return emailVerified && isOwnerEmail(email) ? "admin" : "user";
}

/**
 * Gives the admin role to the account of a confirmed store-owner address (called when an address is
 * confirmed), in `tx`. Nothing for any other address; true when the role changed.
 */
export async function grantOwnerRole(userId: string, email: string, tx: Tx): Promise<boolean> {
  if (!isOwnerEmail(email)) return false;
  const changed = await tx
    .update(profiles)
    .set({ role: "admin", updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), ne(profiles.role, "admin")))
    .returning({ id: profiles.id });
  if (changed.length) await invalidateOnCommit(tx, Tags.user(userId));
  return changed.length > 0;
}

/**
 * At start: every confirmed account of an ADMIN_EMAILS address is an admin again (a store owner demoted
 * before owners were protected gets the role back). Returns how many were restored.
 */
export async function restoreOwners(): Promise<number> {
  const emails = env().adminEmails;
  if (!emails.length) return 0;
  return db().transaction(async (tx) => {
    const restored = await tx
      .update(profiles)
      .set({ role: "admin", updatedAt: new Date() })
      .where(
        and(
          ne(profiles.role, "admin"),
          inArray(profiles.email, emails),
          inArray(profiles.id, tx.select({ id: user.id }).from(user).where(eq(user.emailVerified, true))),
        ),
      )
      .returning({ id: profiles.id });
    await invalidateOnCommit(tx, ...restored.map(({ id }) => Tags.user(id)));
    return restored.length;
  });
}

/** Creates the profile of a user that has none (admin for a confirmed ADMIN_EMAILS address; points 0). */
export async function ensureProfile(
  authUser: { id: string; email: string; name?: string | null; emailVerified?: boolean | null },
  tx: DbOrTx = db(),
): Promise<Profile> {
  const existing = await tx.select().from(profiles).where(eq(profiles.id, authUser.id)).limit(1);
  if (existing[0]) return existing[0];
  const email = authUser.email.toLowerCase();
  const inserted = await tx
    .insert(profiles)
    .values({
      id: authUser.id,
      email,
      fullName: defaultFullName(authUser.name, email),
      role: roleForEmail(email, Boolean(authUser.emailVerified)),
      points: 0,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return inserted[0];
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, authUser.id)).limit(1);
  return row;
}

/** The profile of `userId`, or null (every session check reads it: lib/session.server.ts). */
export async function readProfile(userId: string): Promise<Profile | null> {
  return (await getProfile(userId)) ?? null;
}

export async function getProfile(userId: string): Promise<Profile | undefined> {
  const [row] = await db().select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row;
}

/** Initials for the avatar: first letters of up to two words of the name, else two letters of the e-mail, else 'U'. */
export function initials(fullName: string | null | undefined, email: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length)
    return words
      .slice(0, 2)
      .map((w) => w[0].toUpperCase())
      .join("");
  const mail = (email ?? "").trim();
  if (mail) return mail.slice(0, 2).toUpperCase();
  return "U";
}

/** The reference of the one-time award for completing the profile. */
export const PROFILE_AWARD_REFERENCE = "profile";

/** Complete means a full name and a phone. */
export function isProfileComplete(profile: { fullName: string | null; phone: string | null }): boolean {
  return Boolean(profile.fullName?.trim() && profile.phone?.trim());
}

export class ProfileError extends Error {}

/**
 * Saves the name and phone (the account's name follows), then awards `profile_complete` the first
 * time the profile is complete. Returns the saved profile and the points given (0 if none).
 */
export async function updateProfile(
  userId: string,
  input: { fullName: string; phone: string | null },
): Promise<{ profile: Profile; pointsAwarded: number }> {
  const fullName = input.fullName.trim();
  if (!fullName) throw new ProfileError("Informe seu nome completo.");
  const phone = input.phone?.trim() || null;
  const profile = await db().transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx.update(profiles).set({ fullName, phone, updatedAt: now }).where(eq(profiles.id, userId)).returning();
    if (!row) throw new ProfileError("Usuário não autenticado");
    await tx.update(user).set({ name: fullName, updatedAt: now }).where(eq(user.id, userId));
    await invalidateOnCommit(tx, Tags.user(userId), Tags.customers);
    return row;
  });
  // Outside the transaction: a failed award is logged and never undoes the saved profile.
  const pointsAwarded = isProfileComplete(profile) ? await awardPoints(userId, "profile_complete", PROFILE_AWARD_REFERENCE) : 0;
  if (!pointsAwarded) return { profile, pointsAwarded };
  return { profile: (await getProfile(userId)) ?? profile, pointsAwarded };
}
