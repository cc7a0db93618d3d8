/** Texts of the public site used in more than one place (components, actions, e-mails, tests). */

/** How assistive technology names the toasts' region and their close button (sonner's defaults are English). */
export const TOASTER_LABELS = {
  region: "Avisos",
  close: "Fechar aviso",
} as const;

export const LIKE_MESSAGES = {
  signInRequired: "Você precisa estar logado para curtir posts",
  checkFailed: "Erro ao verificar curtida",
  unlikeFailed: "Erro ao remover curtida",
  likeFailed: "Erro ao curtir post",
  failed: "Erro ao processar curtida",
} as const;

export const NEWSLETTER_MESSAGES = {
  subscribed: "Inscrição confirmada! Você vai receber nossas novidades.",
  invalidEmailHint: "Confira o endereço, por exemplo: nome@exemplo.com.br",
  ebookSent: "Pronto! Enviamos o guia para o seu e-mail.",
  ebookSentHint: "Se não encontrar a mensagem em alguns minutos, confira a caixa de spam.",
  sendFailed: "Não foi possível enviar o e-mail agora. Tente novamente em instantes.",
} as const;

export const EBOOK = {
  title: "Guia Prático da Vitalidade Natural",
  path: "/guia-vitalidade",
} as const;
