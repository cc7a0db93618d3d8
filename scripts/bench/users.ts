/**
 * Bench customers: confirmed accounts written straight into the embedded database (while no server
 * has it open), then signed in through the site, each from its own loopback address.
 */
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { inArray } from "drizzle-orm";
import { openDatabase } from "../../app/lib/server/db/client.server.ts";
import * as s from "../../app/db/schema/index.ts";
import { currentAcceptanceRows } from "../../app/models/terms.server.ts";
import { signIn } from "./load.ts";

export interface BenchUser {
  email: string;
  fullName: string;
  ip: string;
  cookie: string;
}

const PASSWORD = "Bench@2026-senha";

/** The loopback address of user `i` (127.0.0.0/8 is all loopback on Linux). */
export function userIp(i: number): string {
  return `127.0.${10 + Math.floor(i / 250)}.${1 + (i % 250)}`;
}

/** Adds `count` bench customers to the data directory's database (idempotent per run id). */
export async function createBenchUsers(dataDir: string, count: number, run: string): Promise<Omit<BenchUser, "cookie">[]> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    const hash = await hashPassword(PASSWORD);
    const users = Array.from({ length: count }, (_, i) => ({
      id: crypto.randomUUID(),
      email: `bench-${run}-${i}@exemplo.com.br`,
      fullName: `Cliente de Teste ${i}`,
      ip: userIp(i),
    }));
    const now = new Date();
    for (let i = 0; i < users.length; i += 200) {
      const batch = users.slice(i, i + 200);
      await handle.db.transaction(async (tx) => {
        await tx
          .insert(s.user)
          .values(batch.map((u) => ({ id: u.id, name: u.fullName, email: u.email, emailVerified: true, createdAt: now, updatedAt: now })));
        await tx.insert(s.account).values(
          batch.map((u) => ({
            id: crypto.randomUUID(),
            accountId: u.id,
            providerId: "credential",
            userId: u.id,
            password: hash,
            createdAt: now,
            updatedAt: now,
          })),
        );
        await tx.insert(s.profiles).values(batch.map((u) => ({ id: u.id, email: u.email, fullName: u.fullName })));
        // Customers who accepted the terms in force, so their pages are the pages, not /termos/aceitar.
        await tx.insert(s.termsAcceptances).values(batch.flatMap((u) => currentAcceptanceRows(u.id, now)));
      });
    }
    const made = await handle.db
      .select({ id: s.user.id })
      .from(s.user)
      .where(
        inArray(
          s.user.email,
          users.map((u) => u.email),
        ),
      );
    if (made.length !== count) throw new Error(`bench users: ${made.length} of ${count} created`);
    return users.map(({ email, fullName, ip }) => ({ email, fullName, ip }));
  } finally {
    await handle.close();
  }
}

/** Signs every bench user in (a few at a time), each from its own address. */
export async function signInAll(url: string, users: Omit<BenchUser, "cookie">[]): Promise<BenchUser[]> {
  const out: BenchUser[] = [];
  for (let i = 0; i < users.length; i += 8) {
    const batch = users.slice(i, i + 8);
    out.push(...(await Promise.all(batch.map(async (u) => ({ ...u, cookie: await signIn(url, u.email, PASSWORD, u.ip) })))));
  }
  return out;
}
