/** Texts of the privacy rights (issue #24) used in more than one place. */

/** The name an anonymised account (and its kept reviews) shows. */
export const NEUTRAL_NAME = "Cliente Raiz Vital";

/** The consent the newsletter box shows; stored with each subscription (LGPD art. 8). */
export const NEWSLETTER_CONSENT =
  "Ao cadastrar, você concorda em receber a newsletter da Raiz Vital por e-mail (novidades, conteúdos e ofertas). Enviamos um link de confirmação, e você pode cancelar a qualquer momento pelo link em cada mensagem.";

export const NEWSLETTER_TEXTS = {
  confirmSent: "Falta só confirmar! Enviamos um link para o seu e-mail.",
  confirmSentHint: "Abra a mensagem e toque em “Confirmar inscrição”. Sem a confirmação, você não recebe a newsletter.",
  confirmed: "Inscrição confirmada! Você vai receber nossas novidades.",
  confirmInvalid: "Este link de confirmação não é válido ou a inscrição foi cancelada.",
  unsubscribed: "Inscrição cancelada. Você não vai mais receber a newsletter.",
  unsubscribeInvalid: "Este endereço já não está inscrito na newsletter.",
} as const;

export const DELETE_ACCOUNT_TEXTS = {
  title: "Excluir minha conta",
  explain:
    "Seus dados pessoais serão apagados de forma definitiva: nome, e-mail, telefone e foto; endereços e telefones das solicitações de amostra; curtidas, sessões, inscrição na newsletter e mensagens de contato. Guardamos sem identificação apenas o que a loja precisa para estatísticas e contas (produto, status e datas das amostras, histórico de pontos). Seus pontos e prêmios serão perdidos.",
  reviewsKeep: "Manter minhas avaliações, sem meu nome e sem foto",
  reviewsDelete: "Apagar minhas avaliações",
  passwordLabel: "Digite sua senha para confirmar",
  confirm: "Excluir minha conta definitivamente",
  done: "Sua conta foi excluída.",
  doneHint: "Enviamos uma confirmação para o seu e-mail. Você pode criar uma nova conta com o mesmo endereço quando quiser.",
  adminRefused: "Administradores não podem excluir a própria conta. Peça a outro administrador que remova sua permissão antes.",
} as const;

/** Days after which a pending removal request is highlighted in the panel (the site promises 30). */
export const REQUEST_WARNING_DAYS = 15;
