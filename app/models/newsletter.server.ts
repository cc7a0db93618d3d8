import { db } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { env } from "~/lib/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail } from "~/lib/mail.server";
import { EBOOK } from "~/i18n/site";

export type SubscriptionSource = "footer" | "ebook";

/** Stores a subscription once per e-mail; tells whether it was new. */
export async function subscribe(email: string, source: SubscriptionSource = "footer"): Promise<{ created: boolean }> {
  const rows = await db()
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
 * already subscribed keeps its first source) and e-mails the link to the guide page.
 */
export async function requestEbook(email: string): Promise<{ created: boolean }> {
  const { created } = await subscribe(email, "ebook");
  await sendMail(ebookMail(email.trim().toLowerCase()));
  return { created };
}
