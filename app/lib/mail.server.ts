import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import type { Transporter } from "nodemailer";
import { BRAND } from "./brand";
import { env } from "./env.server";

export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of the body, already escaped where they hold user text (see escapeHtml). */
  html: string;
  text: string;
  /** Where an answer goes; sendMail uses SUPPORT_EMAIL when the message names no one else. */
  replyTo?: string;
  /** Extra header fields (e.g. List-Unsubscribe), passed to nodemailer as they are. */
  headers?: Record<string, string>;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
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

let transporter: Transporter | undefined;

/** nodemailer loads with the first mail, not at every start of the server. */
async function getTransporter(): Promise<Transporter> {
  if (transporter) return transporter;
  const nodemailer = (await import("nodemailer")).default;
  if (transporter) return transporter;
  const { smtpUrl } = env();
  transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return transporter;
}

/**
 * Sends by SMTP when SMTP_URL is set; otherwise writes an .eml file under DATA_DIR/mail and logs the links.
 * Every mail carries a Reply-To that a person reads: the message's own, else the support mailbox.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const { smtpUrl, mailFrom, dataDir, supportEmail } = env();
  const info = await (await getTransporter()).sendMail({
    from: mailFrom,
    replyTo: message.replyTo ?? supportEmail,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
  });
  if (smtpUrl) return;
  const dir = path.join(dataDir, "mail");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(3).toString("hex")}.eml`);
  fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  console.log(`[mail] para ${message.to}: "${message.subject}" → ${file}${links.length ? `\n[mail] links: ${links.join(" ")}` : ""}`);
}
