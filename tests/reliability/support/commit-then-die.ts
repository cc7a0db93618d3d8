/**
 * The writing process of tests/reliability/notify-on-commit.test.ts: a process with a server's
 * invalidation channel (lib/cache-notify.server.ts) on the test's database, which makes one write.
 *
 * - `kill`: a real model write (loyalty's adjustPoints) during which the process SIGKILLs itself the
 *   moment PostgreSQL answers its COMMIT: no code that follows the commit runs here (not the local
 *   invalidation, not the model's return).
 * - `rollback`: a ledger entry and its invalidation in a transaction that then rolls back, followed
 *   by a committed transaction that names Tags.settings only (the marker: PostgreSQL delivers
 *   notifications in commit order, so once the marker is heard nothing earlier is still on its way).
 *
 * Usage: node --import tsx commit-then-die.ts <database-url> <kill|rollback> <user-id>
 */
import pg from "pg";
import { openDatabase, setDatabase } from "~/lib/server/db/client.server";
import { startInvalidationChannel } from "~/lib/server/cache-notify.server";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { adjustPoints, applyLedgerEntry } from "~/models/loyalty.server";

const [url, mode, userId] = process.argv.slice(2);
const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
setDatabase(handle);
const channel = startInvalidationChannel(url);
await channel.ready;

if (mode === "kill") {
  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const query = pg.Client.prototype.query as unknown as Query;
  (pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    const result = query.apply(this, args);
    // Registered before the caller's own continuation: it runs first once COMMIT is answered.
    if (text?.trim().toLowerCase() === "commit" && result instanceof Promise) {
      void result.then(() => process.kill(process.pid, "SIGKILL"));
    }
    return result;
  };
  await adjustPoints(userId, 5, "Ajuste antes da queda", userId);
  process.stdout.write("returned\n"); // never written: the process died at its commit
} else if (mode === "rollback") {
  await handle.db
    .transaction(async (tx) => {
      await applyLedgerEntry(tx, { userId, kind: "adjustment", amount: 7, reason: "Ajuste desfeito" });
      await invalidateOnCommit(tx, Tags.user(userId));
      throw new Error("desfeita");
    })
    .catch((error: Error) => {
      if (error.message !== "desfeita") throw error;
    });
  await handle.db.transaction((tx) => invalidateOnCommit(tx, Tags.settings));
  await channel.close();
  await handle.close();
} else {
  throw new Error(`modo desconhecido: ${mode}`);
}
