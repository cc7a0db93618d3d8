import { db, type DbOrTx } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { env } from "~/lib/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail } from "~/lib/mail.server";
import { EBOOK } from "~/i18n/site";

export type SubscriptionSource = "footer" | "ebook";

/** Stores a subscription once per e-mail; tells whether it was new. */
export async function subscribe(email: string, source: SubscriptionSource = "footer", tx: DbOrTx = db()): Promise<{ created: boolean }> {
  const rows = await tx
    .insert(newsletterSubscriptions)
    .values({ email: email.trim().toLowerCase(), source })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return { created: rows.length > 0 };
}

/** The e-mail carrying the guide's link. */
export function ebookMail(to: string) {
  const link = `${env().baseUrl}${EBOOK.path}`;
  const intro = "Obrigado pelo interesse! Seu guia está pronto para ler no celular ou no computador, e pode ser salvo em PDF pela própria página.";
  const contents =
    "Nele você encontra os cinco pilares da vitalidade (sono, alimentação, movimento, equilíbrio emocional e suplementação consciente), um plano de 7 dias para começar e um checklist para acompanhar seus hábitos.";
  return {
    to,
    subject: `Seu ${EBOOK.title}`,
    html: mailLayout(
      EBOOK.title,
      `<p>Olá!</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(contents)}</p>${mailButton(link, "Ler o guia agora")}` +
        `<p style="font-size:13px;color:#5b665b">Você recebeu esta mensagem porque o endereço ${escapeHtml(to)} pediu o guia no nosso site. ` +
        `Este conteúdo é informativo e não substitui a orientação de um profissional de saúde.</p>`,
    ),
    text: `Olá!\n\n${intro}\n\n${contents}\n\nLeia o guia: ${link}\n\nVocê recebeu esta mensagem porque o endereço ${to} pediu o guia no nosso site.`,
  };
}

/**
 * The eBook call to action: stores the e-mail as a subscription with source 'ebook' (an address
 * already subscribed keeps its first source) and queues the e-mail with the guide's link, in one transaction.
 */
export async function requestEbook(email: string): Promise<{ created: boolean }> {
  return db().transaction(async (tx) => {
    const { created } = await subscribe(email, "ebook", tx);
    await sendMail(ebookMail(email.trim().toLowerCase()), { tx });
    return { created };
  });
}
