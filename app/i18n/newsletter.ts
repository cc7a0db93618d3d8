/**
 * Texts of the newsletter: its own module because the footer, on every page, shows the
 * consent; importing it from i18n/privacy would put every privacy text in the file each page loads.
 */

/** The consent the newsletter box shows; stored with each subscription (LGPD art. 8). */
export const NEWSLETTER_CONSENT =
  "Ao cadastrar, você concorda em receber a newsletter da Raiz Vital por e-mail (novidades, conteúdos e ofertas). Enviamos um link de confirmação, e você pode cancelar a qualquer momento pelo link em cada mensagem.";

export const NEWSLETTER_TEXTS = {
  // Also what an address already subscribed is told: its e-mail says so (the page never does).
  confirmSent: "Pronto! Enviamos uma mensagem para o seu e-mail.",
  confirmSentHint: "Para uma inscrição nova, toque em “Confirmar inscrição” na mensagem. Sem a confirmação, você não recebe a newsletter.",
  confirmed: "Inscrição confirmada! Você vai receber nossas novidades.",
  confirmInvalid: "Este link de confirmação não é válido ou a inscrição foi cancelada.",
  unsubscribed: "Inscrição cancelada. Você não vai mais receber a newsletter.",
  unsubscribeInvalid: "Este endereço já não está inscrito na newsletter.",
} as const;
