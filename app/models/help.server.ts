/**
 * Contact messages of the help centre: each one is stored, then e-mailed to the support mailbox
 * (SUPPORT_EMAIL). A message whose e-mail fails stays stored, so the team still sees it in the panel.
 */
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { contactMessages } from "~/db/schema";
import { env } from "~/lib/server/env.server";
import { escapeHtml, mailLayout, sendMail, type MailMessage } from "~/lib/server/mail.server";
import type { Limit } from "~/lib/server/rate-limit.server";
import { formatDateTime } from "~/i18n/format";
import type { ContactInput } from "~/validation/contact";

/** Per IP and per sender e-mail. */
export const CONTACT_LIMIT: Limit = { name: "contact", max: 5, windowSeconds: 15 * 60 };

export function contactSubject(subject: string): string {
  return `Contato - ${subject}`;
}

/** The e-mail to the support team; every field the visitor typed is escaped. */
export function contactMail(input: ContactInput, meta: { to: string; receivedAt: Date; id: string }): MailMessage {
  const { baseUrl } = env();
  const row = (label: string, value: string) =>
    `<tr><td style="padding:6px 12px 6px 0;color:#5b665b;vertical-align:top;white-space:nowrap">${label}</td><td style="padding:6px 0">${value}</td></tr>`;
  const mailto = `mailto:${input.email}?subject=${encodeURIComponent(`Re: ${input.subject}`)}`;
  const body = `<p style="margin:0 0 16px">Nova mensagem enviada pelo formulário de contato do site.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px">
${row("Nome", escapeHtml(input.name))}
${row("E-mail", `<a href="${escapeHtml(mailto)}" style="color:#1f5130">${escapeHtml(input.email)}</a>`)}
${row("Assunto", escapeHtml(input.subject))}
${row("Recebida em", escapeHtml(formatDateTime(meta.receivedAt)))}
</table>
<p style="margin:20px 0 6px;font-weight:bold">Mensagem</p>
<div style="background:#f7f3ea;border-radius:8px;padding:12px 16px">${escapeHtml(input.message).replace(/\r?\n/g, "<br>")}</div>
<p style="margin:20px 0 0;font-size:13px;color:#5b665b">Responda para ${escapeHtml(input.email)}. A mensagem também está em ${escapeHtml(`${baseUrl}/admin-panel/privacidade`)} (referência ${escapeHtml(meta.id)}).</p>`;
  const text = [
    "Nova mensagem enviada pelo formulário de contato do site.",
    "",
    `Nome: ${input.name}`,
    `E-mail: ${input.email}`,
    `Assunto: ${input.subject}`,
    `Recebida em: ${formatDateTime(meta.receivedAt)}`,
    "",
    "Mensagem:",
    input.message,
    "",
    `Referência: ${meta.id}`,
  ].join("\n");
  // Answering the mail answers the visitor.
  return {
    to: meta.to,
    replyTo: input.email,
    subject: contactSubject(input.subject),
    html: mailLayout(contactSubject(input.subject), body),
    text,
  };
}

export interface ContactResult {
  id: string;
}

/**
 * Stores the message and queues its e-mail to support in the same transaction: the mail exists if and
 * only if the message does (the queue's worker delivers it, with retries).
 */
export async function submitContactMessage(
  input: ContactInput,
  options: { database?: DbOrTx; send?: (message: MailMessage, options: { tx: DbOrTx }) => Promise<void> } = {},
): Promise<ContactResult> {
  return (options.database ?? db()).transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, subject: input.subject, message: input.message })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    await (options.send ?? sendMail)(contactMail(input, { to: env().supportEmail, receivedAt: row.createdAt, id: row.id }), { tx });
    return { id: row.id };
  });
}
