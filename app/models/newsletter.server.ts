/**
 * The newsletter with consent (LGPD art. 8): an address is stored with the consent text it
 * was given under, receives a confirmation link (double opt-in), and counts only once confirmed. Every
 * marketing message carries a one-click unsubscribe link and the RFC 8058 headers; unsubscribing needs
 * no account, only the link's token.
 */
import { count, eq, isNotNull } from "drizzle-orm";
import { db, type Db, type DbOrTx } from "~/lib/server/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { env } from "~/lib/server/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail, type MailMessage } from "~/lib/server/mail.server";
import { BRAND } from "~/lib/common/brand";
import { EBOOK } from "~/i18n/site";
import { NEWSLETTER_CONSENT } from "~/i18n/newsletter";
import { recordAudit } from "./admin/audit.server";

export type SubscriptionSource = "footer" | "ebook";
type Send = (message: MailMessage, options: { tx: DbOrTx }) => Promise<void>;

export const NEWSLETTER_PATHS = {
  confirm: "/newsletter/confirmar",
  unsubscribe: "/newsletter/cancelar",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function confirmUrl(token: string): string {
  return `${env().baseUrl}${NEWSLETTER_PATHS.confirm}?token=${token}`;
}

export function unsubscribeUrl(token: string): string {
  return `${env().baseUrl}${NEWSLETTER_PATHS.unsubscribe}?token=${token}`;
}

export type SubscribeOutcome = "created" | "pending" | "confirmed";

/**
 * Stores the address (once) with the consent text and e-mails the confirmation link. An address
 * awaiting confirmation gets the link again; a confirmed one is told it is already subscribed (with its
 * unsubscribe link), so the page answers alike in every case and only the address's owner learns which.
 */
export async function subscribe(
  rawEmail: string,
  source: SubscriptionSource = "footer",
  options: { send?: Send; database?: Db; consentText?: string } = {},
): Promise<{ outcome: SubscribeOutcome; created: boolean }> {
  const database = options.database ?? db();
  const email = rawEmail.trim().toLowerCase();
  const { row, created } = await database.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, source, consentText: options.consentText ?? NEWSLETTER_CONSENT })
      .onConflictDoNothing()
      .returning();
    let row = inserted;
    if (inserted) {
      await recordAudit(tx, {
        actorId: null,
        action: "newsletter_subscription.subscribe",
        entity: "newsletter_subscription",
        entityId: inserted.id,
        after: { source, consentText: inserted.consentText },
      });
    } else {
      [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    }
    // One mail either way, queued with the subscription it is about.
    const mail = row.confirmedAt ? alreadySubscribedMail({ email: row.email, token: row.token }) : confirmationMail(row.email, row.token);
    await (options.send ?? sendMail)(mail, { tx });
    return { row: row, created: Boolean(inserted) };
  });
  if (row.confirmedAt) return { outcome: "confirmed", created };
  return { outcome: created ? "created" : "pending", created };
}

/**
 * Confirms the subscription of the link's token and queues the welcome newsletter (with its unsubscribe
 * link) in the same transaction; false when the token is unknown (or was unsubscribed). A second click changes nothing.
 */
export async function confirmSubscription(token: string, options: { database?: Db; now?: Date; send?: Send } = {}): Promise<boolean> {
  if (!UUID.test(token)) return false;
  const database = options.database ?? db();
  const confirmed = await database.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.token, token)).for("update");
    if (!row) return null;
    if (row.confirmedAt) return { row, fresh: false };
    await tx
      .update(newsletterSubscriptions)
      .set({ confirmedAt: options.now ?? new Date() })
      .where(eq(newsletterSubscriptions.id, row.id));
    await recordAudit(tx, {
      actorId: null,
      action: "newsletter_subscription.confirm",
      entity: "newsletter_subscription",
      entityId: row.id,
      after: { confirmed: true },
    });
    await (options.send ?? sendMail)(welcomeMail({ email: row.email, token: row.token }), { tx });
    return { row, fresh: true };
  });
  return Boolean(confirmed);
}

/** The first newsletter, right after the confirmation. */
export function welcomeMail(subscriber: { email: string; token: string }): MailMessage {
  const { baseUrl } = env();
  const intro =
    "Sua inscrição está confirmada. Uma ou duas vezes por mês, você vai receber conteúdos sobre sono, foco, energia e imunidade, lançamentos e amostras grátis.";
  return marketingMail(subscriber, {
    subject: `Bem-vindo(a) à newsletter da ${BRAND.name}`,
    title: "Bem-vindo(a)!",
    bodyHtml: `<p>Olá!</p><p>${escapeHtml(intro)}</p>${mailButton(`${baseUrl}/blog`, "Ler o blog agora")}`,
    text: `Olá!\n\n${intro}\n\nLeia o blog: ${baseUrl}/blog`,
  });
}

/** Removes the subscription of the link's token (the address is not kept); false when there was none. */
export async function unsubscribe(token: string, database: Db = db()): Promise<boolean> {
  if (!UUID.test(token)) return false;
  return database.transaction(async (tx) => {
    const [row] = await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.token, token)).returning();
    if (!row) return false;
    await recordAudit(tx, {
      actorId: null,
      action: "newsletter_subscription.unsubscribe",
      entity: "newsletter_subscription",
      entityId: row.id,
      before: { confirmed: Boolean(row.confirmedAt), source: row.source },
    });
    return true;
  });
}

/** Only confirmed addresses count (and receive newsletters). */
export async function confirmedSubscriberCount(database: Db = db()): Promise<number> {
  const [row] = await database.select({ n: count() }).from(newsletterSubscriptions).where(isNotNull(newsletterSubscriptions.confirmedAt));
  return row?.n ?? 0;
}

/** The confirmed subscribers a newsletter goes to, with their unsubscribe tokens. */
export async function confirmedSubscribers(database: Db = db()) {
  return database
    .select({ email: newsletterSubscriptions.email, token: newsletterSubscriptions.token })
    .from(newsletterSubscriptions)
    .where(isNotNull(newsletterSubscriptions.confirmedAt));
}

/**
 * Wraps a newsletter or marketing message for one subscriber: the visible unsubscribe link and the
 * List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058: a mail client's one-click POST to the
 * same address unsubscribes).
 */
export function marketingMail(
  subscriber: { email: string; token: string },
  content: { subject: string; title: string; bodyHtml: string; text: string },
): MailMessage {
  const link = unsubscribeUrl(subscriber.token);
  const footer = `<p style="font-size:13px;color:#5b665b">Você recebe esta mensagem porque inscreveu ${escapeHtml(subscriber.email)} na newsletter da ${escapeHtml(BRAND.name)}. <a href="${escapeHtml(link)}" style="color:#1f5130">Cancelar inscrição</a> (um clique, sem precisar de conta).</p>`;
  return {
    to: subscriber.email,
    subject: content.subject,
    html: mailLayout(content.title, `${content.bodyHtml}\n${footer}`),
    text: `${content.text}\n\nPara cancelar a inscrição (um clique, sem precisar de conta): ${link}`,
    headers: {
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** To an address that asks again while subscribed: nothing to confirm, and how to leave. */
export function alreadySubscribedMail(subscriber: { email: string; token: string }): MailMessage {
  const intro =
    "Recebemos um novo pedido de inscrição para este endereço, mas ele já está inscrito na nossa newsletter: não é preciso fazer nada.";
  const leave =
    "Se não quiser mais receber, use o link de cancelamento no fim desta mensagem. Se não foi você quem pediu, pode ignorar este e-mail.";
  return marketingMail(subscriber, {
    subject: `Este e-mail já está inscrito na newsletter da ${BRAND.name}`,
    title: "Você já está inscrito(a)",
    bodyHtml: `<p>Olá!</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(leave)}</p>`,
    text: `Olá!\n\n${intro}\n\n${leave}`,
  });
}

/** The double opt-in message. */
export function confirmationMail(email: string, token: string): MailMessage {
  const link = confirmUrl(token);
  const subject = `Confirme sua inscrição na newsletter da ${BRAND.name}`;
  const body = `<p>Olá!</p>
<p>Recebemos um pedido para inscrever ${escapeHtml(email)} na nossa newsletter. Para começar a receber, confirme:</p>
${mailButton(link, "Confirmar inscrição")}
<p style="font-size:13px;color:#5b665b">Ao confirmar, você concorda com: “${escapeHtml(NEWSLETTER_CONSENT)}” Se não foi você, ignore esta mensagem: sem a confirmação, nada será enviado.</p>`;
  const text = [
    "Olá!",
    "",
    `Recebemos um pedido para inscrever ${email} na nossa newsletter. Para começar a receber, confirme:`,
    link,
    "",
    "Se não foi você, ignore esta mensagem: sem a confirmação, nada será enviado.",
  ].join("\n");
  return { to: email, subject, html: mailLayout(subject, body), text };
}

/** The e-mail carrying the guide's link; it also offers the newsletter (confirmed only by its link). */
export function ebookMail(to: string, token?: string) {
  const link = `${env().baseUrl}${EBOOK.path}`;
  const intro =
    "Obrigado pelo interesse! Seu guia está pronto para ler no celular ou no computador, e pode ser salvo em PDF pela própria página.";
  const contents =
    "Nele você encontra os cinco pilares da vitalidade (sono, alimentação, movimento, equilíbrio emocional e suplementação consciente), um plano de 7 dias para começar e um checklist para acompanhar seus hábitos.";
  const offer = token
    ? `<p>Quer receber também a nossa newsletter? <a href="${escapeHtml(confirmUrl(token))}" style="color:#1f5130">Confirme sua inscrição</a>. Sem a confirmação, você não recebe nada além deste guia.</p>`
    : "";
  return {
    to,
    subject: `Seu ${EBOOK.title}`,
    html: mailLayout(
      EBOOK.title,
      `<p>Olá!</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(contents)}</p>${mailButton(link, "Ler o guia agora")}${offer}` +
        `<p style="font-size:13px;color:#5b665b">Você recebeu esta mensagem porque o endereço ${escapeHtml(to)} pediu o guia no nosso site. ` +
        `Este conteúdo é informativo e não substitui a orientação de um profissional de saúde.</p>`,
    ),
    text:
      `Olá!\n\n${intro}\n\n${contents}\n\nLeia o guia: ${link}\n\n` +
      (token ? `Quer receber também a nossa newsletter? Confirme: ${confirmUrl(token)}\n\n` : "") +
      `Você recebeu esta mensagem porque o endereço ${to} pediu o guia no nosso site.`,
  };
}

/**
 * The eBook call to action: e-mails the link to the guide page. The address is stored as an
 * unconfirmed subscription (source 'ebook'); the guide's e-mail offers the confirmation link.
 */
export async function requestEbook(rawEmail: string, options: { send?: Send; database?: Db } = {}): Promise<{ created: boolean }> {
  const database = options.database ?? db();
  const email = rawEmail.trim().toLowerCase();
  return database.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, source: "ebook", consentText: NEWSLETTER_CONSENT })
      .onConflictDoNothing()
      .returning();
    const [row] = inserted ? [inserted] : await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    await (options.send ?? sendMail)(ebookMail(email, row && !row.confirmedAt ? row.token : undefined), { tx });
    return { created: Boolean(inserted) };
  });
}
