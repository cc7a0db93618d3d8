/** Messages of the admin panel (specification, error catalogue), used by actions, components and tests. */

type Noun = "reward" | "post" | "category" | "setting" | "line";
type Operation = "create" | "update" | "delete";

const NOUNS: Record<Noun, { lower: string; title: string; feminine: boolean }> = {
  reward: { lower: "prêmio", title: "Prêmio", feminine: false },
  post: { lower: "post", title: "Post", feminine: false },
  category: { lower: "categoria", title: "Categoria", feminine: true },
  setting: { lower: "configuração", title: "Configuração", feminine: true },
  line: { lower: "linha", title: "Linha", feminine: true },
};

const VERBS: Record<Operation, { error: string; done: string }> = {
  create: { error: "criar", done: "criad" },
  update: { error: "atualizar", done: "atualizad" },
  delete: { error: "remover", done: "removid" },
};

/** 'Prêmio criado com sucesso!', 'Categoria removida com sucesso!' */
export function crudSuccess(noun: Noun, op: Operation): string {
  const n = NOUNS[noun];
  return `${n.title} ${VERBS[op].done}${n.feminine ? "a" : "o"} com sucesso!`;
}

/** 'Erro ao criar prêmio: <server message>' */
export function crudError(noun: Noun, op: Operation, message: string): string {
  return `Erro ao ${VERBS[op].error} ${NOUNS[noun].lower}: ${message}`;
}

/** A post saved with nothing changed: no "atualizado com sucesso" for a save that wrote nothing. */
export const POST_UNCHANGED = "Nenhuma alteração para salvar: o post continua como estava.";
/** "Publicar agora" done. */
export const POST_PUBLISHED_NOW = "Post publicado com sucesso!";

export const MSG = {
  productCreated: "Produto criado!",
  productUpdated: "Produto atualizado!",
  productDeleted: "Produto excluído!",
  productSaveError: "Erro ao salvar produto.",
  productDeleteError: "Erro ao excluir produto.",
  productDeleteConfirm: "Tem certeza que deseja excluir este produto?",
  productDeactivated: "Produto desativado!",
  productDeactivateError: "Erro ao desativar produto.",
  productCannotDelete: "Este produto não pode ser excluído",
  productDeactivate: "Desativar produto",
  statusUpdated: "Status atualizado!",
  statusError: "Erro ao atualizar status.",
  usersLoadError: "Erro ao carregar usuários.",
  roleError: "Erro ao atualizar permissão do usuário.",
  roleUpdated: "Permissão do usuário atualizada.",
  activationError: "Erro ao alterar status do usuário.",
  userActivated: "Usuário ativado com sucesso.",
  userDeactivated: "Usuário desativado com sucesso.",
  reviewsLoadError: "Erro ao carregar avaliações.",
  approveError: "Erro ao aprovar avaliação.",
  rejectError: "Erro ao rejeitar avaliação.",
  reviewApproved: "Avaliação aprovada com sucesso.",
  reviewRejected: "Avaliação rejeitada e removida.",
  reviewUnpublished: "Avaliação despublicada.",
  unpublishError: "Erro ao despublicar avaliação.",
  reviewDeleted: "Avaliação excluída.",
  deleteReviewError: "Erro ao excluir avaliação.",
  replySaved: "Resposta da loja publicada.",
  replyError: "Erro ao salvar a resposta.",
  replyRemoved: "Resposta da loja removida.",
  replyRemoveError: "Erro ao remover a resposta.",
  missingProduct: "Produto não encontrado",
  missingName: "Nome não informado",
} as const;
