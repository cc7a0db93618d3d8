/**
 * The help centre's questions (their answers are in ./faq-answers.ts), and the search over them.
 * Plain data and pure functions: the same filter runs on the server (?q= without JavaScript) and live
 * in the browser. The questions come with the page; the answers, most of the text, are a chunk the
 * browser loads when it needs them (components/help/faq-browser.tsx).
 */

export interface FaqLink {
  to: string;
  label: string;
}

export interface FaqQuestion {
  /** Stable anchor, also the accordion value and the key of its answer. */
  id: string;
  question: string;
}

export interface FaqAnswer {
  /** Paragraphs: what holds everywhere, and what the free samples are (their shipping is paid by Pix only). */
  answer: string[];
  /**
   * Paragraphs about purchases in the store linked from the navigation (STORE_URL), not about samples:
   * shown under the marker "Compras na loja" (docs/decisions/034-help-centre-payments.md).
   */
  store?: string[];
  links?: FaqLink[];
}

/** The marker over the paragraphs of an answer that speak of the store's purchases. */
export const FAQ_STORE_MARKER = "Compras na loja";

/** An answer's whole text, in reading order: its paragraphs, then the store's under their marker. */
export function answerText(item: FaqAnswer): string {
  return [...item.answer, ...(item.store?.length ? [`${FAQ_STORE_MARKER}: ${item.store.join(" ")}`] : [])].join(" ");
}

export type FaqAnswers = Readonly<Record<string, FaqAnswer>>;

export type FaqGroupId = "pedidos-entrega" | "pagamentos" | "produtos-qualidade" | "conta-perfil";

export interface FaqGroup {
  id: FaqGroupId;
  title: string;
  items: readonly FaqQuestion[];
}

const QUESTIONS = [
  {
    id: "pedidos-entrega",
    title: "Pedidos e entrega",
    items: [
      { id: "prazo-de-entrega", question: "Qual é o prazo de entrega?" },
      { id: "como-funciona-a-amostra-gratis", question: "Como funciona a amostra grátis?" },
      { id: "acompanhar-solicitacao", question: "Como acompanho minha solicitação de amostra?" },
      { id: "entregam-em-todo-o-brasil", question: "Vocês entregam em todo o Brasil?" },
      { id: "alterar-endereco", question: "Posso mudar o endereço de entrega depois de fazer a solicitação?" },
      { id: "pedido-chegou-danificado", question: "Meu pacote chegou danificado ou com o produto errado. E agora?" },
    ],
  },
  {
    id: "pagamentos",
    title: "Pagamentos",
    items: [
      { id: "formas-de-pagamento", question: "Quais formas de pagamento vocês aceitam?" },
      { id: "parcelamento", question: "Posso parcelar minha compra?" },
      { id: "pagamento-na-entrega", question: "Posso pagar na entrega?" },
      { id: "confirmacao-do-pagamento", question: "Quando meu pagamento é confirmado?" },
      { id: "frete-da-amostra", question: "Quanto vou pagar por uma amostra grátis?" },
      { id: "reembolso", question: "Como recebo um reembolso?" },
    ],
  },
  {
    id: "produtos-qualidade",
    title: "Produtos e qualidade",
    items: [
      { id: "garantia-de-satisfacao", question: "E se eu não ficar satisfeito com o produto?" },
      { id: "regras-anvisa", question: "Os produtos seguem as regras da Anvisa?" },
      { id: "substitui-medicamento", question: "Os suplementos substituem medicamentos ou tratamentos?" },
      { id: "gestantes-e-medicamentos", question: "Posso tomar se estou grávida, amamentando ou uso medicamentos?" },
      { id: "como-usar-e-armazenar", question: "Como devo tomar e guardar os produtos?" },
      { id: "avaliacoes-verdadeiras", question: "As avaliações dos produtos são verdadeiras?" },
    ],
  },
  {
    id: "conta-perfil",
    title: "Conta e perfil",
    items: [
      { id: "criar-conta", question: "Como crio minha conta?" },
      { id: "esqueci-a-senha", question: "Esqueci minha senha. O que faço?" },
      { id: "pontos-e-premios", question: "Como funcionam os pontos e os prêmios?" },
      { id: "alterar-dados", question: "Como altero meus dados?" },
      { id: "excluir-dados", question: "Como peço a exclusão da minha conta e dos meus dados?" },
      { id: "falar-com-atendimento", question: "Como falo com o atendimento?" },
    ],
  },
] as const satisfies readonly FaqGroup[];

export const FAQ_GROUPS: readonly FaqGroup[] = QUESTIONS;

/** The id of every question: i18n/faq-answers.ts must answer each, and nothing else. */
export type FaqItemId = (typeof QUESTIONS)[number]["items"][number]["id"];

/** Lower-case, accent-free text (same folding as the database's search columns). */
export function foldSearch(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The words of a search, folded; punctuation is ignored. */
export function searchTokens(query: string): string[] {
  return foldSearch(query)
    .split(/[^\p{L}\p{N}$]+/u)
    .filter(Boolean);
}

export function countItems(groups: readonly FaqGroup[]): number {
  return groups.reduce((sum, group) => sum + group.items.length, 0);
}
