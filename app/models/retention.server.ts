/**
 * Keeping personal data only as long as needed (LGPD art. 15 and 16). The periods
 * live in privacy_settings (one row; the defaults below when it is absent) and the privacy page states
 * them from the same place. `applyRetention(now)` is the periodic job's body: the lead wires it to the
 * job queue; it takes the clock as an argument so a test can move it.
 */
import { and, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { db, type Db } from "~/lib/server/db/client.server";
import { contactMessages, privacySettings, rewardRedemptions, sampleRequests } from "~/db/schema";
import { invalidateOnCommit, sharedData, Tags } from "~/lib/server/cache.server";
import { deleteExpiredSessions, deleteExpiredVerifications, deleteOldRateLimitRows } from "~/lib/server/maintenance.server";
import { recordAudit } from "./admin/audit.server";
import { ERASED_SAMPLE } from "./anonymisation.server";
import { deleteExpiredUnconfirmedRequests } from "./privacy.server";

export interface RetentionSettings {
  sampleAddressDays: number;
  contactMessageMonths: number;
}

export const DEFAULT_RETENTION: RetentionSettings = { sampleAddressDays: 180, contactMessageMonths: 24 };

/** Sample requests whose delivery data is erased after the period (counted from their last change). */
export const ENDED_SAMPLE_STATUSES = ["completed", "rejected"] as const;

const DAY_MS = 86_400_000;

export async function readRetentionSettings(database: Db = db()): Promise<RetentionSettings> {
  const [row] = await database.select().from(privacySettings).where(eq(privacySettings.id, 1));
  return row ? { sampleAddressDays: row.sampleAddressDays, contactMessageMonths: row.contactMessageMonths } : DEFAULT_RETENTION;
}

/** The periods as the public privacy page reads them (cached with the other settings). */
export function retentionSettings(): Promise<RetentionSettings> {
  return sharedData("privacy:retention", [Tags.settings], () => readRetentionSettings());
}

export async function updateRetentionSettings(input: RetentionSettings, actorId: string, database: Db = db()): Promise<RetentionSettings> {
  await database.transaction(async (tx) => {
    const [before] = await tx.select().from(privacySettings).where(eq(privacySettings.id, 1)).for("update");
    await tx
      .insert(privacySettings)
      .values({ id: 1, ...input, updatedAt: new Date() })
      .onConflictDoUpdate({ target: privacySettings.id, set: { ...input, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorId,
      action: "privacy_settings.update",
      entity: "privacy_settings",
      entityId: "1",
      before: before
        ? { sampleAddressDays: before.sampleAddressDays, contactMessageMonths: before.contactMessageMonths }
        : DEFAULT_RETENTION,
      after: input,
    });
    await invalidateOnCommit(tx, Tags.settings);
  });
  return input;
}

/** `months` calendar months before `now` (UTC). */
function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now.getTime());
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

export interface RetentionResult {
  sampleRequests: number;
  /** Delivery addresses of physical rewards, erased on the same period once the redemption ended. */
  rewardAddresses: number;
  contactMessages: number;
  /** Data-removal requests whose owner never confirmed them before the link expired. */
  unconfirmedRemovalRequests: number;
  sessions: number;
  verifications: number;
  rateLimits: number;
}

/**
 * Erases what is past its period, in one transaction, and records the counts in the audit log:
 * delivery data of sample requests completed or rejected more than `sampleAddressDays` ago (and of
 * physical rewards' redemptions completed or cancelled as long ago); contact
 * messages older than `contactMessageMonths`; data-removal requests left unconfirmed past their link's expiry; expired sessions and verification tokens; rate-limit
 * rows whose window is over, except the known sign-in addresses, which are kept KNOWN_ADDRESS_DAYS
 * (the same clean-ups as lib/maintenance.server.ts's jobs, in this transaction).
 */
export async function applyRetention(now: Date = new Date(), database: Db = db()): Promise<RetentionResult> {
  const settings = await readRetentionSettings(database);
  const sampleCutoff = new Date(now.getTime() - settings.sampleAddressDays * DAY_MS);
  const contactCutoff = monthsBefore(now, settings.contactMessageMonths);

  return database.transaction(async (tx) => {
    const samples = await tx
      .update(sampleRequests)
      .set(ERASED_SAMPLE(now))
      .where(
        and(
          inArray(sampleRequests.status, [...ENDED_SAMPLE_STATUSES]),
          lt(sampleRequests.updatedAt, sampleCutoff),
          isNull(sampleRequests.personalDataErasedAt),
        ),
      )
      .returning({ id: sampleRequests.id });
    const rewardAddresses = await tx
      .update(rewardRedemptions)
      .set({ deliveryAddress: null })
      .where(
        and(
          inArray(rewardRedemptions.status, ["completed", "cancelled"]),
          lt(rewardRedemptions.updatedAt, sampleCutoff),
          isNotNull(rewardRedemptions.deliveryAddress),
        ),
      )
      .returning({ id: rewardRedemptions.id });
    const contacts = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, contactCutoff))
      .returning({ id: contactMessages.id });
    const unconfirmedRemovalRequests = await deleteExpiredUnconfirmedRequests(tx, now);
    // The same clean-ups as the hourly and nightly jobs (lib/maintenance.server.ts), counted here for the audit.
    const sessions = await deleteExpiredSessions(tx, now);
    const verifications = await deleteExpiredVerifications(now, tx);
    const rateLimits = await deleteOldRateLimitRows(now.getTime(), tx);
    const counts: RetentionResult = {
      sampleRequests: samples.length,
      rewardAddresses: rewardAddresses.length,
      contactMessages: contacts.length,
      unconfirmedRemovalRequests,
      sessions,
      verifications,
      rateLimits,
    };
    if (Object.values(counts).some((n) => n > 0)) {
      await recordAudit(tx, {
        actorId: null,
        action: "privacy.retention",
        entity: "retention",
        entityId: null,
        after: { ...counts, settings },
      });
    }
    return counts;
  });
}
