/** Texts of the privacy rights used in more than one place. */

/** The name an anonymised account (and its kept reviews) shows. */
export const NEUTRAL_NAME = "Cliente Raiz Vital";

/** The ledger row that takes an anonymised account's balance out of circulation. */
export const ANONYMISED_POINTS_REASON = "Conta anonimizada (LGPD)";

/** How the panel shows an anonymised account, and why it cannot be reactivated (also the refusal's toast). */
export const ANONYMISED_ACCOUNT_TEXTS = {
  status: "Anonimizada",
  cannotReactivate: "Conta anonimizada (LGPD) — não pode ser reativada",
  cannotBeAdmin: "Conta anonimizada (LGPD) — não pode receber permissão de administrador",
  noPoints: "Conta anonimizada (LGPD) — os pontos saíram de circulação e não podem ser ajustados",
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
  openSamplesTitle: "Suas solicitações de amostra em andamento",
  openSamplesIntro: "Ao excluir a conta, cada uma delas termina assim:",
  sampleCancelled: "Será cancelada.",
  sampleCancelledUnpaid: "Será cancelada: não pague o Pix dela.",
  sampleRefund: (fee: string) => `Será cancelada, e o frete pago (${fee}) será devolvido pela nossa equipe de atendimento.`,
  sampleShipped: "Já foi enviada e chega normalmente; o rastreio deixa de aparecer para você.",
  refundContact: "Para a devolução do frete, fale com o atendimento:",
} as const;

/** Days after which a pending removal request is highlighted in the panel (the site promises 30). */
export const REQUEST_WARNING_DAYS = 15;

/** The page a data-removal request's e-mail links to (/lgpd/confirmar); the form's texts are in i18n/help.ts. */
export const REMOVAL_CONFIRMATION_TEXTS = {
  title: "Confirmar solicitação de remoção de dados",
  explain:
    "Toque no botão para confirmar que foi você quem pediu a remoção dos dados pessoais ligados ao seu e-mail. Só depois da confirmação a solicitação é atendida, em até 30 dias.",
  done: "Solicitação confirmada!",
  doneHint: "Vamos atendê-la em até 30 dias e avisaremos por e-mail quando estiver concluída.",
  invalid: "Este link de confirmação não é válido, já foi usado ou expirou.",
  invalidHint: "Se você ainda quer a remoção dos seus dados, envie uma nova solicitação.",
  newRequest: "Fazer nova solicitação",
  /** The panel: why an unconfirmed request cannot be carried out. */
  notConfirmed:
    "Este pedido ainda não foi confirmado pelo titular: a remoção só pode ser executada depois que ele tocar no link de confirmação enviado ao e-mail.",
} as const;
