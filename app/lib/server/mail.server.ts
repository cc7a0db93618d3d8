import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import type { Transporter } from "nodemailer";
import type { Job } from "pg-boss";
import type { DbOrTx } from "~/lib/server/db/client.server";
import { BRAND } from "~/lib/common/brand";
import { log } from "./logger.server";
import { env } from "./env.server";
import { enqueue, registerQueue } from "./jobs.server";

export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of the body, already escaped where they hold user text (see escapeHtml). */
  html: string;
  text: string;
  /** Where an answer goes; sendMail uses SUPPORT_EMAIL when the message names no one else. */
  replyTo?: string;
  /** Extra header lines (e.g. List-Unsubscribe), passed to nodemailer as they are. */
  headers?: Record<string, string>;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Wraps a message body in the brand's e-mail layout. */
export function mailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f7f3ea;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#1f5130;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#5b665b;border-top:1px solid #e8e2d4">${escapeHtml(BRAND.legalName)} · CNPJ ${escapeHtml(BRAND.cnpj)}<br>${escapeHtml(BRAND.address)}</td></tr>
</table></td></tr></table></body></html>`;
}

/** A call-to-action button for mail bodies. */
export function mailButton(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1f5130;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#5b665b">Se o botão não funcionar, copie este endereço no navegador:<br><a href="${escapeHtml(href)}" style="color:#1f5130;word-break:break-all">${escapeHtml(href)}</a></p>`;
}

/** The queue that delivers every e-mail (docs/decisions/013-job-queue.md). */
export const MAIL_QUEUE = "mail";

/**
 * An attempt gives up on an SMTP server that does not answer well before pg-boss takes the job back
 * (`expireInSeconds`), so a retry never runs beside an attempt that could still succeed; and the
 * job's signal aborts the connection if it ever does.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** About 30 s, 1, 2, 4… minutes between attempts, at most an hour apart: 12 attempts over about 6 hours. */
export const MAIL_QUEUE_OPTIONS = {
  retryLimit: 11,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 180,
  // A delivered mail's job is kept a week; a failed one a month, for the panel's "Reenviar".
  deleteAfterSeconds: 30 * 86_400,
  retentionSeconds: 14 * 86_400,
} as const;

let transporter: Transporter | undefined;

/** nodemailer loads with the first mail, not at every start of the server. */
async function getTransporter(): Promise<Transporter> {
  if (transporter) return transporter;
  const nodemailer = (await import("nodemailer")).default;
  if (transporter) return transporter;
  const { smtpUrl } = env();
  transporter = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return transporter;
}

/** Drops the SMTP transport, so the next mail reads SMTP_URL again (tests that move the server). */
export function resetMailTransport() {
  transporter?.close();
  transporter = undefined;
}

/**
 * Queues an e-mail. With `tx`, inside that transaction: the mail exists if and only if the change
 * that causes it commits. The queue's worker delivers it (`deliverMail`), with retries.
 * Every mail carries a Reply-To that a person reads: the message's own, else the support mailbox.
 */
export async function sendMail(message: MailMessage, options: { tx?: DbOrTx } = {}): Promise<void> {
  const queued: MailMessage = { ...message, replyTo: message.replyTo ?? env().supportEmail };
  await enqueue(MAIL_QUEUE, queued, { tx: options.tx });
}

/** The domain of MAIL_FROM, for the Message-ID. */
function senderDomain(): string {
  const match = /@([^>\s]+)/.exec(env().mailFrom);
  return match ? match[1] : "localhost";
}

/**
 * Delivers one message now: by SMTP when SMTP_URL is set; otherwise writes an .eml file under
 * DATA_DIR/mail and logs the links. `messageId` is the same on every attempt of one queued mail, so
 * a copy sent twice (an answer lost after the server took it) is recognisable as the same message.
 */
export async function deliverMail(message: MailMessage, options: { messageId?: string; signal?: AbortSignal } = {}): Promise<void> {
  const { smtpUrl, mailFrom, dataDir, supportEmail } = env();
  const info = await (
    await getTransporter()
  ).sendMail({
    from: mailFrom,
    replyTo: message.replyTo ?? supportEmail,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
    messageId: options.messageId,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (smtpUrl) return;
  const dir = path.join(dataDir, "mail");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(3).toString("hex")}.eml`);
  fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  log().info({ file, links }, `[mail] "${message.subject}" gravado (sem SMTP_URL)`);
}

/** The worker's handler: one attempt at one queued mail; a throw is a failed attempt, retried with back-off. */
export async function deliverQueuedMail(job: Job<MailMessage>): Promise<void> {
  try {
    await deliverMail(job.data, { messageId: `<${job.id}@${senderDomain()}>`, signal: job.signal });
  } catch (error) {
    log().warn({ job: job.id, attempt: job.retryCount + 1, err: error }, `[mail] falha ao entregar "${job.data.subject}"`);
    throw error;
  }
}

/** Declares the mail queue and its worker (server start-up and tests, before any mail is sent). */
export function registerMailQueue(): Promise<void> {
  return registerQueue<MailMessage>(MAIL_QUEUE, { ...MAIL_QUEUE_OPTIONS }, deliverQueuedMail);
}
