/**
 * Accepting the terms of use and the privacy policy: which version each person
 * accepted and when, and whether a newer one is waiting (docs/decisions/019-terms-versions.md).
 */
import { asc, eq, max } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { termsAcceptances } from "~/db/schema";
import { LEGAL_DOCUMENTS, type LegalDocument } from "~/db/schema/enums";
import { CURRENT_VERSIONS, isLegalDocument, LEGAL } from "~/i18n/legal";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";

export type AcceptedVersions = Partial<Record<LegalDocument, string>>;

/** The newest version of each document that the user accepted (none: never accepted). */
export async function acceptedVersions(userId: string, tx: DbOrTx = db()): Promise<AcceptedVersions> {
  const rows = await tx
    .select({ document: termsAcceptances.document, version: max(termsAcceptances.version) })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, userId))
    .groupBy(termsAcceptances.document);
  const accepted: AcceptedVersions = {};
  for (const row of rows) if (isLegalDocument(row.document) && row.version) accepted[row.document] = row.version;
  return accepted;
}

/**
 * The documents still to accept: those whose accepted version is older than the one in force (or
 * missing). Versions are dates, compared as text; one accepted later than the version in force (a
 * release rolled back) counts as accepted.
 */
export function pendingDocuments(accepted: AcceptedVersions, current: Record<LegalDocument, string> = CURRENT_VERSIONS): LegalDocument[] {
  return LEGAL_DOCUMENTS.filter((document) => !(accepted[document] && accepted[document] >= current[document]));
}

/** What `userId` must accept before going on (read with the session, lib/session.server.ts). */
export async function termsToAccept(userId: string): Promise<LegalDocument[]> {
  return pendingDocuments(await acceptedVersions(userId));
}

/** Rows saying that `userId` accepted the versions in force at `acceptedAt`: seed data and test accounts. */
export function currentAcceptanceRows(userId: string, acceptedAt = new Date()) {
  return LEGAL_DOCUMENTS.map((document) => ({ userId, document, version: CURRENT_VERSIONS[document], acceptedAt }));
}

/**
 * Records, in the caller's transaction, that `userId` accepted the versions in force of `documents`
 * (all by default). Accepting a version twice keeps the first time. The caller names
 * `Tags.user(userId)` in the same transaction (invalidateOnCommit).
 */
export async function recordAcceptance(
  tx: DbOrTx,
  userId: string,
  documents: readonly LegalDocument[] = LEGAL_DOCUMENTS,
  now = new Date(),
): Promise<void> {
  if (!documents.length) return;
  const rows = currentAcceptanceRows(userId, now).filter((row) => documents.includes(row.document));
  await tx.insert(termsAcceptances).values(rows).onConflictDoNothing();
}

export type AcceptResult =
  | { ok: true; accepted: LegalDocument[] }
  /** A document's version in force is not the one the page showed (it changed meanwhile): nothing recorded. */
  | { ok: false; reason: "changed" };

/**
 * "Aceitar e continuar": records the versions in force of the documents the user still had to
 * accept, provided they are the versions the page showed (`shown`, by document).
 */
export async function acceptPendingTerms(
  userId: string,
  shown: Partial<Record<LegalDocument, string>>,
  now = new Date(),
): Promise<AcceptResult> {
  const pending = await termsToAccept(userId);
  if (!pending.length) return { ok: true, accepted: [] };
  if (pending.some((document) => shown[document] !== CURRENT_VERSIONS[document])) return { ok: false, reason: "changed" };
  await db().transaction(async (tx) => {
    await recordAcceptance(tx, userId, pending, now);
    await invalidateOnCommit(tx, Tags.user(userId));
  });
  return { ok: true, accepted: pending };
}

/** Every acceptance of the user, oldest first, for the data export. */
export async function acceptanceHistory(userId: string, tx: DbOrTx = db()) {
  const rows = await tx
    .select({ document: termsAcceptances.document, version: termsAcceptances.version, acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, userId))
    .orderBy(asc(termsAcceptances.acceptedAt), asc(termsAcceptances.document));
  return rows.map((row) => ({ ...row, title: isLegalDocument(row.document) ? LEGAL[row.document].title : row.document }));
}
