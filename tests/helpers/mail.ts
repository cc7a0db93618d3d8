import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import { drainQueue, enqueue, jobs, jobsStarted } from "~/lib/server/jobs.server";
import { MAIL_QUEUE, sendMail, type MailMessage } from "~/lib/server/mail.server";

/**
 * Delivers the queued mail now, in this process (the tests' queue has no workers): every job that is
 * due, and with `retries`, those waiting for a later attempt too. Returns the attempts made.
 */
export async function drainMailQueue(options: { retries?: boolean } = {}): Promise<number> {
  if (!jobsStarted()) return 0;
  if (options.retries) await bringRetriesForward();
  return drainQueue(MAIL_QUEUE);
}

/** Makes the mail jobs waiting for their next attempt due now (as the panel's "Reenviar" does). */
export async function bringRetriesForward(): Promise<void> {
  await jobs().getDb().executeSql(`update pgboss.job set start_after = now() where name = $1 and state = 'retry'`, [MAIL_QUEUE]);
}

export interface LocalMail {
  to: string[];
  replyTo: string[];
  subject: string;
  html: string;
  text: string;
  file: string;
}

/** A queued mail whose only attempt failed with `error` (as after its last retry); returns its job id. */
export async function queueFailedMail(message: MailMessage, error = "connect ECONNREFUSED 127.0.0.1:25"): Promise<string> {
  await drainMailQueue();
  const id = await enqueue(MAIL_QUEUE, message, { retryLimit: 0 });
  const [job] = await jobs().fetch(MAIL_QUEUE);
  if (job?.id !== id) throw new Error("queueFailedMail: another mail was waiting in the queue");
  await jobs().fail(MAIL_QUEUE, id, { message: error });
  return id;
}

/**
 * Mail written to DATA_DIR/mail (no SMTP_URL in tests; another server's data directory if given),
 * oldest first; this process's queued mail is delivered first.
 */
export async function localMails(dataDir = process.env.DATA_DIR!): Promise<LocalMail[]> {
  if (dataDir === process.env.DATA_DIR) await drainMailQueue();
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await PostalMime.parse(fs.readFileSync(path.join(dir, file)));
      return {
        to: (parsed.to ?? []).map((a) => (a.address ?? "").toLowerCase()),
        replyTo: (parsed.replyTo ?? []).map((a) => (a.address ?? "").toLowerCase()),
        subject: parsed.subject ?? "",
        html: parsed.html ?? "",
        text: parsed.text ?? "",
        file,
      };
    }),
  );
}

/** Waits for the n-th (1-based) message to `to` whose subject matches (account mail goes out after the answer). */
export async function waitForLocalMail(to: string, subject: RegExp, nth = 1, timeoutMs = 10_000, dataDir?: string): Promise<LocalMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await localMails(dataDir)).filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
    if (found.length >= nth) return found[nth - 1];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Nenhum e-mail "${subject}" para ${to}.`);
}

export async function countLocalMail(to: string, subject: RegExp): Promise<number> {
  return (await localMails()).filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject)).length;
}

/** The marker mails settleMail sent, by file name: never counted or compared as the app's mail. */
const markerFiles = new Set<string>();
const MARKER_DOMAIN = "marcador.invalid";

function mailDirOf(dataDir = process.env.DATA_DIR!) {
  return path.join(dataDir, "mail");
}

/** The names of the mail files in DATA_DIR/mail (or another data directory), markers left out, sorted. */
export function mailFileNames(dataDir?: string): string[] {
  const dir = mailDirOf(dataDir);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => !markerFiles.has(f))
        .sort()
    : [];
}

/**
 * Lets every mail caused so far arrive before a test says that none (or no more) was sent: sends a
 * marker mail through the app's own sendMail, after the action, and waits until it is delivered.
 * This process's queue is drained on every turn (a server in another process delivers with its own
 * worker), so a late mail of the action is there by then. The marker goes to an address of its own and is left out of mailFileNames.
 */
export async function settleMail(timeoutMs = 15_000, dataDir?: string): Promise<void> {
  const to = `marcador-${crypto.randomUUID()}@${MARKER_DOMAIN}`;
  const dir = mailDirOf(dataDir);
  const seen = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  await sendMail({ to, subject: "Marcador dos testes", html: "<p>marcador</p>", text: "marcador" });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await drainMailQueue();
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      if (seen.has(file)) continue;
      const content = fs.readFileSync(path.join(dir, file), "utf8");
      if (content.includes(to)) {
        markerFiles.add(file);
        return;
      }
      // A file still being written is read again on the next turn.
      if (content.includes("\n\n")) seen.add(file);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`O e-mail marcador para ${to} não chegou em ${timeoutMs} ms: a entrega de e-mails parou?`);
}

/** How many mails to `to` whose subject matches were sent, once every mail sent so far has arrived. */
export async function countSettledMail(to: string, subject: RegExp): Promise<number> {
  await settleMail();
  return countLocalMail(to, subject);
}

export function linkIn(mail: LocalMail, fragment: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(fragment));
  if (!link) throw new Error(`Link com "${fragment}" não encontrado em "${mail.subject}".`);
  return link;
}
