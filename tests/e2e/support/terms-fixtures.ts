/**
 * A customer who accepted an earlier version of the terms of use and of the privacy policy: the
 * site's versions in force are newer, so the next sign-in shows what changed. The data
 * says what such a person's rows are after a new version is published; nothing in the server is faked.
 */
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../app/lib/server/db/client.server.ts";
import * as s from "../../../app/db/schema/index.ts";
import { versionDate } from "../../../app/i18n/legal.ts";

export const OUTDATED_TERMS = {
  email: "olivia.termos@exemplo.com.br",
  password: "Termos@2026",
  fullName: "Olívia Antiga",
  /** Older than every version in force (app/i18n/legal.ts). */
  acceptedVersion: "2026-01-15",
} as const;

export async function seedTermsFixtures(db: Db) {
  const [existing] = await db.select({ id: s.user.id }).from(s.user).where(eq(s.user.email, OUTDATED_TERMS.email)).limit(1);
  if (existing) return;
  const id = crypto.randomUUID();
  const at = versionDate(OUTDATED_TERMS.acceptedVersion);
  await db.transaction(async (tx) => {
    await tx
      .insert(s.user)
      .values({ id, name: OUTDATED_TERMS.fullName, email: OUTDATED_TERMS.email, emailVerified: true, createdAt: at, updatedAt: at });
    await tx.insert(s.account).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(OUTDATED_TERMS.password),
      createdAt: at,
      updatedAt: at,
    });
    await tx
      .insert(s.profiles)
      .values({ id, email: OUTDATED_TERMS.email, fullName: OUTDATED_TERMS.fullName, createdAt: at, updatedAt: at });
    await tx.insert(s.termsAcceptances).values(
      (["termos", "privacidade"] as const).map((document) => ({
        userId: id,
        document,
        version: OUTDATED_TERMS.acceptedVersion,
        acceptedAt: at,
      })),
    );
  });
}
