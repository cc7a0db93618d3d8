/** Texts of the account pages and actions (the specification's are verbatim). */
export const AUTH_TEXTS = {
  invalidCredentials: "E-mail ou senha incorretos. Verifique suas credenciais e tente novamente.",
  signUpSuccess: "Cadastro realizado com sucesso! Verifique seu e-mail para confirmar sua conta.",
  forgotSuccess: "E-mail de recuperação enviado! Verifique sua caixa de entrada e siga as instruções para redefinir sua senha.",
  forgotFailure: "Erro ao enviar e-mail de recuperação. Verifique o endereço e tente novamente.",
  emailNotVerified: "Confirme seu e-mail para entrar.",
  emailNotVerifiedHelp:
    "Enviamos um link de confirmação quando você se cadastrou. Não encontrou? Olhe a caixa de spam ou peça um novo link.",
  resendSent: "Se houver uma conta aguardando confirmação com este e-mail, enviamos um novo link. Ele vale por 24 horas.",
  accountInactive: "Esta conta está desativada. Fale com o suporte.",
  unexpected: "Erro inesperado. Tente novamente.",
  notAuthenticated: "Usuário não autenticado",
  wrongCurrentPassword: "Senha atual incorreta.",
  currentPasswordRequired: "Digite sua senha atual.",
  emailConfirmedTitle: "E-mail confirmado!",
  emailConfirmedDescription: "Sua conta está ativa. Bem-vindo(a) à Raiz Vital.",
  emailConfirmedSignIn: "E-mail confirmado! Entre com seu e-mail e senha.",
  confirmLinkInvalid: "O link de confirmação expirou ou não é válido. Entre com seu e-mail e senha para receber um novo.",
  resetLinkInvalid: "Este link para criar uma nova senha expirou ou já foi usado. Peça um novo link.",
  resetDoneTitle: "Senha redefinida!",
  /** The end of an invitation: the password was created, not reset. */
  inviteDoneTitle: "Senha criada!",
  inviteDoneDescription: "Sua conta está pronta: entre com seu e-mail e a senha que você criou.",
  resetDoneDescription: "Entre com sua nova senha. Por segurança, encerramos as sessões abertas da sua conta.",
  /** The end of a confirmation that creates the password (a store owner's address, or one claimed twice). */
  confirmDoneTitle: "E-mail confirmado e senha criada!",
  confirmDoneDescription: "Sua conta está ativa: entre com seu e-mail e a senha que você criou.",
  emailReserved: "Este e-mail não pode ser usado nesta conta.",
  sessionEnded: "Sua sessão expirou. Entre novamente para continuar.",
  /** Under sessionEnded when a form sent meanwhile was kept in this tab (lib/render/form-drafts.ts). */
  sessionEndedDraft: "O que você estava preenchendo foi guardado neste navegador e volta ao formulário depois que você entrar.",
} as const;

/** Texts of the customer area. */
export const ACCOUNT_TEXTS = {
  profileSaved: { title: "Sucesso!", description: "Perfil atualizado com sucesso." },
  profileError: (message: string) => `Erro ao atualizar perfil: ${message}`,
  redeemError: (message: string) => `Erro ao resgatar recompensa: ${message}`,
  emailChangeSent: (current: string) => `Para trocar o e-mail, confirme pelo link que enviamos para ${current}.`,
  emailChangeApproved: {
    title: "Troca de e-mail autorizada",
    description: "Enviamos um link para o novo endereço. Abra-o para concluir a troca.",
  },
  emailChanged: (email: string) => ({ title: "E-mail atualizado!", description: `Sua conta agora usa ${email}.` }),
  passwordChanged: {
    title: "Senha alterada!",
    description: "Por segurança, encerramos as outras sessões da sua conta.",
  },
  emailChangeInvalid: "Este link de troca de e-mail expirou ou não é válido. Peça a troca de novo em Editar Perfil.",
} as const;

/** "Sair", "Sair de todos os aparelhos" and the account's list of sessions. */
export const SESSION_TEXTS = {
  signedOut: "Você saiu da sua conta.",
  signOutEverywhere: "Sair de todos os aparelhos",
  signedOutEverywhere: { title: "Você saiu de todos os aparelhos.", description: "Entre de novo para continuar." },
  ended: (device: string) => `Sessão encerrada: ${device}.`,
  gone: "Esta sessão já foi encerrada.",
  thisDevice: "este aparelho",
} as const;
