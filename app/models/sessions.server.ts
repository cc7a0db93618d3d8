/**
 * The signed-in devices of an account, as the customer area lists them ("Aparelhos conectados"): one
 * row of better-auth's session table each. The customer ends one of them, or all ("Sair de todos os
 * aparelhos"); "Sair" ends only the session of the browser that pressed it (routes/auth/sign-out.ts).
 *
 * The rows are read and deleted here by id, never by token: a token is a credential and never leaves
 * the server. Each delete is limited to the account's own rows.
 */
import { and, desc, eq, gt } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { session } from "~/db/schema";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { describeDevice } from "~/lib/common/device";
import { endSessions } from "./credentials.server";

export interface AccountSession {
  id: string;
  /** "Chrome no Android" (lib/common/device.ts). */
  device: string;
  /** When better-auth last renewed it (at most a day behind its last use: session.updateAge). */
  lastUsedAt: Date;
  createdAt: Date;
  /** The session of the browser that asks. */
  current: boolean;
}

/** The account's open sessions, the asking browser's first, then the most recently used. */
export async function listAccountSessions(userId: string, currentSessionId: string, tx: DbOrTx = db()): Promise<AccountSession[]> {
  const rows = await tx
    .select({ id: session.id, userAgent: session.userAgent, updatedAt: session.updatedAt, createdAt: session.createdAt })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
  return rows
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      lastUsedAt: row.updatedAt,
      createdAt: row.createdAt,
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one session of the account: what it was ("Chrome no Android"), or null when the account has none with that id. */
export async function endAccountSession(userId: string, sessionId: string): Promise<{ device: string } | null> {
  const ended = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
      .returning({ userAgent: session.userAgent });
    if (row) await invalidateOnCommit(tx, Tags.user(userId));
    return row;
  });
  if (!ended) return null;
  return { device: describeDevice(ended.userAgent) };
}

/** Ends every session of the account, the asking browser's included. */
export async function endAllAccountSessions(userId: string): Promise<void> {
  await db().transaction((tx) => endSessions(userId, tx));
}
