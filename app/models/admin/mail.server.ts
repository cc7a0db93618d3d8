/**
 * The panel's view of e-mail deliveries that failed or are waiting for another attempt (the mail
 * queue's jobs, lib/mail.server.ts), and "Reenviar": another attempt now, recorded in the audit log.
 */
import { sql } from "drizzle-orm";
import { db, type Tx } from "~/lib/server/db/client.server";
import { jobs, jobsDb, JOBS_SCHEMA } from "~/lib/server/jobs.server";
import { MAIL_QUEUE } from "~/lib/server/mail.server";
import { recordAudit } from "./audit.server";
import { AdminError, pageOf, PAGE_SIZE, type Page } from "./errors.server";

export interface MailDelivery {
  id: string;
  to: string;
  subject: string;
  /** "failed": attempts used up; "retry": waiting for its next attempt at `nextAttemptAt`. */
  state: "failed" | "retry";
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date | null;
}

interface JobRow {
  id: string;
  to: string | null;
  subject: string | null;
  state: "failed" | "retry";
  retry_count: number;
  error: string | null;
  created_on: Date | string;
  start_after: Date | string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function toDelivery(r: JobRow): MailDelivery {
  return {
    id: r.id,
    to: r.to ?? "",
    subject: r.subject ?? "",
    state: r.state,
    // pg-boss counts the retries started; a job in retry has failed one more time than that.
    attempts: Number(r.retry_count) + 1,
    lastError: r.error,
    createdAt: new Date(r.created_on),
    nextAttemptAt: r.state === "retry" ? new Date(r.start_after) : null,
  };
}

const SELECT = sql.raw(`select id, data->>'to' as to, data->>'subject' as subject, state::text as state, retry_count,
  coalesce(output->>'message', output::text) as error, created_on, start_after from ${JOBS_SCHEMA}.job`);

/** Failed deliveries first, then those waiting to be tried again; newest first within each. */
export async function listMailDeliveries(page = 1, pageSize = PAGE_SIZE): Promise<Page<MailDelivery> & { failed: number }> {
  const [rows, counts] = await Promise.all([
    db().execute(sql`${SELECT} where name = ${MAIL_QUEUE} and state in ('failed', 'retry')
      order by state = 'retry', created_on desc, id limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db().execute(sql`select count(*)::int as n, count(*) filter (where state = 'failed')::int as failed
      from ${sql.raw(`${JOBS_SCHEMA}.job`)} where name = ${MAIL_QUEUE} and state in ('failed', 'retry')`),
  ]);
  const [{ n, failed }] = rowsOf<{ n: number; failed: number }>(counts);
  return { ...pageOf(rowsOf<JobRow>(rows).map(toDelivery), n, page, pageSize), failed };
}

async function retryOne(tx: Tx, row: JobRow, actorId: string) {
  const options = { db: jobsDb(tx) };
  if (row.state === "failed") await jobs().retry(MAIL_QUEUE, row.id, options);
  else await jobs().update(MAIL_QUEUE, undefined, { ...options, id: row.id, startAfter: new Date() });
  await recordAudit(tx, {
    actorId,
    action: "mail_delivery.retry",
    entity: "mail_delivery",
    entityId: row.id,
    before: { title: row.subject, email: row.to, status: row.state, attempts: Number(row.retry_count) + 1 },
    after: { title: row.subject, email: row.to, status: "queued", attempts: Number(row.retry_count) + 1 },
  });
}

/** One more attempt at this delivery, now (the worker picks it up within a second or two). */
export async function retryMailDelivery(id: string, actorId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const found = rowsOf<JobRow>(
      await tx.execute(sql`${SELECT} where name = ${MAIL_QUEUE} and id = ${id} and state in ('failed', 'retry') for update`),
    );
    if (!found[0]) throw new AdminError("Envio não encontrado ou já entregue.");
    await retryOne(tx, found[0], actorId);
  });
}

/** One more attempt now at every failed or waiting delivery; returns how many. */
export async function retryAllMailDeliveries(actorId: string): Promise<number> {
  return db().transaction(async (tx) => {
    const found = rowsOf<JobRow>(
      await tx.execute(sql`${SELECT} where name = ${MAIL_QUEUE} and state in ('failed', 'retry') order by created_on for update`),
    );
    for (const row of found) await retryOne(tx, row, actorId);
    return found.length;
  });
}
