/**
 * Work that must wait for a transaction's commit, and must never happen when it rolls back: this
 * process's own cache invalidation (lib/cache.server.ts `invalidateOnCommit`). Every database handle
 * that `openDatabase` makes runs it: `db().transaction(fn)` commits, then runs what `fn` asked for
 * with `afterCommit(tx, …)`, before it returns. A savepoint (`tx.transaction`) hands its work to the
 * enclosing transaction when it is released, and drops it when it rolls back.
 */
import type { PgTransactionConfig } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.server";

/** The work each open transaction asked for, by transaction handle. */
const pending = new WeakMap<object, Array<() => void>>();

/**
 * Runs `work` once `tx` committed (never if it rolls back). Only inside the callback of a
 * `db().transaction` of a handle from `openDatabase`: anywhere else it throws, since the work would
 * otherwise be lost without a word.
 */
export function afterCommit(tx: Tx, work: () => void): void {
  const list = pending.get(tx);
  if (!list) throw new Error("afterCommit: fora de uma transação aberta por db().transaction (ou depois do seu fim).");
  list.push(work);
}

type Transaction = <T>(callback: (tx: Tx) => Promise<T>, config?: PgTransactionConfig) => Promise<T>;

/** `transaction`, run so that the work its callback asks for runs after the commit (or, nested, joins `parent`'s). */
function tracked(transaction: Transaction, parent?: Array<() => void>): Transaction {
  return async (callback, config) => {
    const work: Array<() => void> = [];
    const result = await transaction(async (tx) => {
      pending.set(tx, work);
      const savepoint = tx.transaction.bind(tx);
      (tx as { transaction: Transaction }).transaction = tracked((inner) => savepoint(inner), work);
      try {
        return await callback(tx);
      } finally {
        pending.delete(tx);
      }
    }, config);
    if (parent) parent.push(...work);
    else for (const run of work) run();
    return result;
  };
}

/** Makes `db.transaction` (and its savepoints) run the work asked for with `afterCommit` (openDatabase calls it). */
export function runWorkAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  (db as { transaction: Transaction }).transaction = tracked((callback, config) => transaction(callback, config));
  return db;
}
