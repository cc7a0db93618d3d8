/** Texts of the favourites (the hearts, "Meus favoritos", their actions), used by the browser and the server. */

export const FAVORITES_PATH = "/favoritos";
/**
 * The account's favourites (routes/site/favorites-account.ts): GET answers them as JSON for the hearts
 * of a signed-in customer; POST adds, removes or merges the device's.
 */
export const FAVORITES_ACCOUNT_PATH = "/favoritos/conta";

/** The page's name, in the header and menus (a constant of its own: the header carries no other text of these). */
export const FAVORITES_TITLE = "Meus favoritos";

export const FAVORITES_TEXTS = {
  title: FAVORITES_TITLE,
  deviceFailed: "Não foi possível salvar seus favoritos neste navegador.",
  signInRequired: "Entre na sua conta para guardar favoritos nela.",
  notFound: "Este produto não está mais disponível.",
  full: "Você já tem 100 favoritos. Remova algum para adicionar outro.",
  failed: "Não foi possível atualizar seus favoritos. Tente novamente.",
  removed: "Produto removido dos favoritos.",
  saved: "Produto salvo nos favoritos.",
} as const;
