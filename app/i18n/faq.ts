/**
 * The help centre's questions and answers, and the search over them. Plain data and pure functions:
 * the same filter runs on the server (?q= without JavaScript) and live in the browser.
 */
import { BRAND } from "~/lib/brand";
import { DELIVERY_TIMES, PAYMENT_METHODS, POLICY, SUPPORT_PROMISE, listInPortuguese } from "./policies";

export interface FaqLink {
  to: string;
  label: string;
}

export interface FaqItem {
  /** Stable anchor, also the accordion value. */
  id: string;
  question: string;
  /** Paragraphs. */
  answer: string[];
  links?: FaqLink[];
}

export type FaqGroupId = "pedidos-entrega" | "pagamentos" | "produtos-qualidade" | "conta-perfil";

export interface FaqGroup {
  id: FaqGroupId;
  title: string;
  items: FaqItem[];
}

const delivery = DELIVERY_TIMES.map((d) => `${d.days} para ${d.regions === "Nordeste" ? "o" : "as regiões"} ${d.regions}`);

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: "pedidos-entrega",
    title: "Pedidos e entrega",
    items: [
      {
        id: "prazo-de-entrega",
        question: "Qual é o prazo de entrega?",
        answer: [
          `O prazo conta a partir da postagem e depende da região: ${listInPortuguese(delivery)}.`,
          "Assim que o pacote é postado, você recebe por e-mail o código de rastreio para acompanhar a entrega.",
        ],
      },
      {
        id: "como-funciona-a-amostra-gratis",
        question: "Como funciona a amostra grátis?",
        answer: [
          "Escolha um produto no catálogo e clique em \"Solicitar Amostra Grátis\". A amostra não custa nada: você paga apenas o frete até o seu endereço.",
          "É preciso ter uma conta para pedir. Você pode ter uma solicitação em aberto por produto e, a cada solicitação, ainda ganha pontos no programa de fidelidade.",
        ],
        links: [{ to: "/produtos", label: "Ver os produtos" }],
      },
      {
        id: "acompanhar-solicitacao",
        question: "Como acompanho minha solicitação de amostra?",
        answer: [
          "Em Minha Conta, na aba Minhas Amostras, cada solicitação aparece com a situação atual: Pendente, Aprovado, Enviado, Entregue, Concluído ou Rejeitado.",
          "A cada mudança de situação enviamos um e-mail. Quando a amostra é enviada, o e-mail traz o código de rastreio.",
        ],
        links: [{ to: "/dashboard", label: "Ir para Minha Conta" }],
      },
      {
        id: "entregam-em-todo-o-brasil",
        question: "Vocês entregam em todo o Brasil?",
        answer: [
          "Sim. Enviamos para os 26 estados e o Distrito Federal, pelos Correios ou por transportadoras parceiras, sempre com rastreio.",
        ],
      },
      {
        id: "alterar-endereco",
        question: "Posso mudar o endereço de entrega depois de fazer a solicitação?",
        answer: [
          "Enquanto a solicitação estiver Pendente, sim: fale com a gente pelo formulário de contato informando o produto e o novo endereço. Depois que o pacote é postado, não é mais possível alterar o destino.",
        ],
      },
      {
        id: "pedido-chegou-danificado",
        question: "Meu pacote chegou danificado ou com o produto errado. E agora?",
        answer: [
          `Avise a gente em até ${POLICY.transportDamageHours} horas do recebimento, com fotos da embalagem e do produto. Analisamos o caso em até ${POLICY.analysisBusinessDays} dias úteis e, confirmado o problema, enviamos outro produto ou devolvemos o valor, sem custo de frete para você.`,
        ],
        links: [{ to: "/politica-troca", label: "Política de Troca e Devolução" }],
      },
    ],
  },
  {
    id: "pagamentos",
    title: "Pagamentos",
    items: [
      {
        id: "formas-de-pagamento",
        question: "Quais formas de pagamento vocês aceitam?",
        answer: [
          `Aceitamos ${listInPortuguese(PAYMENT_METHODS)}, tanto nas compras quanto no frete das amostras grátis.`,
        ],
      },
      {
        id: "parcelamento",
        question: "Posso parcelar minha compra?",
        answer: [
          `Sim. No cartão de crédito, você parcela em até ${POLICY.maxInstallments} vezes, sem juros para compras acima de ${POLICY.interestFreeAbove}. Para valores menores, as condições de parcelamento aparecem na finalização da compra, antes de você confirmar.`,
        ],
      },
      {
        id: "pagamento-na-entrega",
        question: "Posso pagar na entrega?",
        answer: [
          "Não. Não oferecemos pagamento na entrega: o pedido é enviado depois que o pagamento é confirmado, o que mantém o prazo de entrega e evita cobranças na sua porta.",
        ],
      },
      {
        id: "confirmacao-do-pagamento",
        question: "Quando meu pagamento é confirmado?",
        answer: [
          "Pix e cartões são confirmados em poucos minutos, assim que a operadora aprova. O boleto é confirmado após a compensação bancária, que costuma levar até 3 dias úteis. O prazo de entrega começa a contar a partir da postagem.",
        ],
      },
      {
        id: "frete-da-amostra",
        question: "Quanto vou pagar por uma amostra grátis?",
        answer: [
          "Só o frete. O produto da amostra é gratuito, e o valor do frete é calculado pelo CEP de entrega. Com pontos do programa de fidelidade você pode trocar por um cupom de frete grátis.",
        ],
        links: [{ to: "/pontos", label: "Programa de Pontos" }],
      },
      {
        id: "reembolso",
        question: "Como recebo um reembolso?",
        answer: [
          `Pelo mesmo meio de pagamento: Pix ou boleto em até ${POLICY.pixBoletoRefundBusinessDays} dias úteis, cartão de crédito com estorno na próxima fatura, e crédito na loja na hora, se você preferir.`,
        ],
        links: [{ to: "/politica-troca", label: "Política de Troca e Devolução" }],
      },
    ],
  },
  {
    id: "produtos-qualidade",
    title: "Produtos e qualidade",
    items: [
      {
        id: "garantia-de-satisfacao",
        question: "E se eu não ficar satisfeito com o produto?",
        answer: [
          `Você tem ${POLICY.satisfactionDays} dias a partir do recebimento para devolver um produto com o qual não ficou satisfeito. Além disso, vale o direito de arrependimento de ${POLICY.withdrawalDays} dias do Código de Defesa do Consumidor e a garantia de ${POLICY.defectDays} dias para produtos com defeito.`,
        ],
        links: [{ to: "/politica-troca", label: "Política de Troca e Devolução" }],
      },
      {
        id: "regras-anvisa",
        question: "Os produtos seguem as regras da Anvisa?",
        answer: [
          "Sim. Todos os produtos são suplementos alimentares que seguem as normas da Anvisa (RDC nº 243/2018): composição, limites de nutrientes e rotulagem. Cada lote vem com laudo de análise do fabricante, e selecionamos fornecedores com boas práticas de fabricação.",
        ],
      },
      {
        id: "substitui-medicamento",
        question: "Os suplementos substituem medicamentos ou tratamentos?",
        answer: [
          "Não. Suplementos alimentares não são medicamentos: não tratam, não curam e não previnem doenças. Eles complementam uma alimentação equilibrada e hábitos saudáveis. Se você tem alguma condição de saúde, converse com seu médico ou nutricionista.",
        ],
      },
      {
        id: "gestantes-e-medicamentos",
        question: "Posso tomar se estou grávida, amamentando ou uso medicamentos?",
        answer: [
          "Nesses casos, e também para crianças, só use suplementos com orientação de um médico ou nutricionista. Alguns ingredientes naturais interagem com medicamentos, e quem acompanha sua saúde sabe dizer o que é seguro para você.",
        ],
      },
      {
        id: "como-usar-e-armazenar",
        question: "Como devo tomar e guardar os produtos?",
        answer: [
          "Siga a recomendação do rótulo e a aba Como Usar da página de cada produto, sem ultrapassar a dose diária indicada. Guarde em local seco e fresco, longe da luz do sol e fora do alcance de crianças, com a embalagem bem fechada.",
        ],
      },
      {
        id: "avaliacoes-verdadeiras",
        question: "As avaliações dos produtos são verdadeiras?",
        answer: [
          "Sim. Só quem tem conta pode avaliar, uma vez por produto, e toda avaliação passa pela nossa moderação antes de aparecer. Quem recebeu a amostra daquele produto ganha o selo \"Recebeu amostra grátis\" na avaliação.",
        ],
      },
    ],
  },
  {
    id: "conta-perfil",
    title: "Conta e perfil",
    items: [
      {
        id: "criar-conta",
        question: "Como crio minha conta?",
        answer: [
          "Clique em Entrar, escolha a aba Cadastrar e informe nome, e-mail e uma senha. Enviamos um e-mail de confirmação: é só clicar no link para ativar a conta e começar a pedir amostras e juntar pontos.",
        ],
        links: [{ to: "/auth", label: "Entrar ou cadastrar" }],
      },
      {
        id: "esqueci-a-senha",
        question: "Esqueci minha senha. O que faço?",
        answer: [
          "Na tela de entrada, clique em \"Esqueci minha senha\" e informe seu e-mail. Você recebe um link para criar uma senha nova.",
        ],
      },
      {
        id: "pontos-e-premios",
        question: "Como funcionam os pontos e os prêmios?",
        answer: [
          "Você ganha pontos ao solicitar amostras, avaliar produtos e completar seu perfil com nome e telefone. Os pontos ficam no seu saldo e podem ser trocados por prêmios na aba Prêmios de Minha Conta, como cupom de frete grátis, e-book e amostras extras.",
          "Os pontos não têm valor em dinheiro e não podem ser transferidos. O histórico de cada ponto ganho ou usado fica em Minha Conta.",
        ],
        links: [
          { to: "/pontos", label: "Como ganhar e usar pontos" },
          { to: "/dashboard", label: "Ver meu saldo" },
        ],
      },
      {
        id: "alterar-dados",
        question: "Como altero meus dados?",
        answer: [
          "Em Minha Conta, na aba Perfil, clique em Editar perfil. Você pode mudar nome, e-mail e telefone; se mudar o e-mail, pediremos a confirmação do novo endereço.",
        ],
        links: [{ to: "/dashboard", label: "Ir para Minha Conta" }],
      },
      {
        id: "excluir-dados",
        question: "Como peço a exclusão da minha conta e dos meus dados?",
        answer: [
          `Preencha o formulário de remoção de dados na página de Privacidade. Você recebe um número de protocolo por e-mail e a solicitação é processada em até ${POLICY.privacyRequestDays} dias. Em Minha Conta você também pode baixar uma cópia de todos os seus dados.`,
        ],
        links: [{ to: "/lgpd#remocao-de-dados", label: "Privacidade e remoção de dados" }],
      },
      {
        id: "falar-com-atendimento",
        question: "Como falo com o atendimento?",
        answer: [
          `Pelo formulário desta página, pelo e-mail ${BRAND.email} ou pelo telefone ${BRAND.phone}. Respondemos ${SUPPORT_PROMISE}.`,
        ],
        links: [{ to: "/contato", label: "Todos os canais de contato" }],
      },
    ],
  },
];

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

function itemText(item: FaqItem): string {
  return foldSearch(`${item.question} ${item.answer.join(" ")}`);
}

/**
 * Groups holding the items whose question or answer contains every word of the query,
 * ignoring case and accents. An empty query keeps everything; groups left empty are dropped.
 */
export function filterFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return groups;
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => tokens.every((t) => itemText(item).includes(t))) }))
    .filter((group) => group.items.length > 0);
}

export function countItems(groups: FaqGroup[]): number {
  return groups.reduce((sum, group) => sum + group.items.length, 0);
}

/**
 * Splits `text` into runs, marking those that match a search word (ignoring case and accents),
 * so the page can highlight them.
 */
export function highlightParts(text: string, tokens: string[]): { text: string; match: boolean }[] {
  if (tokens.length === 0) return [{ text, match: false }];
  // Fold char by char, remembering which original index each folded char came from.
  let folded = "";
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const f = foldSearch(text[i]);
    for (let k = 0; k < f.length; k++) origin.push(i);
    folded += f;
  }
  const marked = new Array<boolean>(text.length).fill(false);
  for (const token of tokens) {
    let from = folded.indexOf(token);
    while (from !== -1) {
      for (let k = from; k < from + token.length; k++) marked[origin[k]] = true;
      from = folded.indexOf(token, from + token.length);
    }
  }
  const parts: { text: string; match: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i], match: marked[i] });
  }
  return parts;
}
