/**
 * The answers of the help centre's questions (./faq.ts), by question: most of the FAQ's text, in a
 * chunk of its own that the browser loads when it needs it (components/help/faq-browser.tsx).
 * Samples' shipping is paid by Pix only (or by the store, without PIX_KEY); cards, boleto and
 * instalments are the store's purchases and live in `store`, under its marker (decision 034).
 */
import { BRAND } from "~/lib/common/brand";
import { answerText, FAQ_GROUPS, type FaqAnswer, type FaqAnswers, type FaqItemId } from "./faq";
import { REVIEW_POINTS_MIN_CHARS } from "~/validation/limits";
import { DELIVERY_TIMES, PAYMENT_METHODS, POLICY, SUPPORT_PROMISE, listInPortuguese } from "./policies";

const delivery = DELIVERY_TIMES.map((d) => `${d.days} para ${d.regions === "Nordeste" ? "o" : "as regiões"} ${d.regions}`);

export const FAQ_ANSWERS: Readonly<Record<FaqItemId, FaqAnswer>> = {
  "prazo-de-entrega": {
    answer: [
      `O prazo conta a partir da postagem e depende da região: ${listInPortuguese(delivery)}.`,
      'Para uma amostra, o prazo da sua região aparece em "Calcular frete", na página do produto, e de novo antes de você enviar a solicitação.',
      "Assim que o pacote é postado, você recebe por e-mail o código de rastreio para acompanhar a entrega.",
    ],
  },
  "como-funciona-a-amostra-gratis": {
    answer: [
      'Escolha um produto no catálogo e clique em "Solicitar Amostra Grátis". A amostra não custa nada: você paga apenas o frete até o seu endereço, só por Pix, e vê o valor antes de enviar. Quando o frete está por nossa conta, a página do produto avisa e você não paga nada.',
      "É preciso ter uma conta para pedir. Você pode ter uma solicitação em aberto por produto e, a cada solicitação, ainda ganha pontos no programa de fidelidade.",
    ],
    links: [{ to: "/produtos", label: "Ver os produtos" }],
  },
  "acompanhar-solicitacao": {
    answer: [
      "Em Minha Conta, na aba Minhas Amostras, cada solicitação aparece com a situação atual: Pendente, Aprovado, Enviado, Entregue, Concluído ou Rejeitado.",
      "Enquanto o frete não é pago, o código Pix para pagá-lo fica na solicitação. A cada mudança de situação enviamos um e-mail. Quando a amostra é enviada, o e-mail traz o código de rastreio.",
    ],
    links: [{ to: "/dashboard", label: "Ir para Minha Conta" }],
  },
  "entregam-em-todo-o-brasil": {
    answer: [
      "Sim. Enviamos para os 26 estados e o Distrito Federal, pelos Correios ou por transportadoras parceiras, sempre com rastreio.",
    ],
  },
  "alterar-endereco": {
    answer: [
      "Enquanto a solicitação estiver Pendente, sim: fale com a gente pelo formulário de contato informando o número do pedido e o novo endereço. Se preferir, cancele a solicitação pendente em Minha Conta, na aba Minhas Amostras, e peça de novo. Depois que o pacote é postado, não é mais possível alterar o destino.",
    ],
  },
  "pedido-chegou-danificado": {
    answer: [
      `Avise a gente em até ${POLICY.transportDamageHours} horas do recebimento, pelo formulário de contato, com o número do pedido e fotos da embalagem e do produto. Analisamos o caso em até ${POLICY.analysisBusinessDays} dias úteis.`,
      "Para uma amostra, confirmado o problema, enviamos outra sem custo de frete para você.",
    ],
    store: ["Confirmado o problema, enviamos outro produto ou devolvemos o valor, sem custo de frete para você."],
    links: [{ to: "/politica-troca", label: "Política de Troca e Devolução" }],
  },
  "formas-de-pagamento": {
    answer: [
      "Amostras grátis: o frete é pago só por Pix, com o QR code ou o Pix Copia e Cola que aparecem depois de enviar a solicitação. Não aceitamos cartão nem boleto para o frete. Quando o frete está por nossa conta, não há nada a pagar.",
    ],
    store: [`Na loja, aceitamos ${listInPortuguese(PAYMENT_METHODS)}.`],
  },
  parcelamento: {
    answer: ["O frete de uma amostra grátis é pago de uma vez, por Pix."],
    store: [
      `Sim. No cartão de crédito, você parcela em até ${POLICY.maxInstallments} vezes, sem juros para compras acima de ${POLICY.interestFreeAbove}. Para valores menores, as condições de parcelamento aparecem na finalização da compra, antes de você confirmar.`,
    ],
  },
  "pagamento-na-entrega": {
    answer: [
      "Não. Não oferecemos pagamento na entrega: o pedido é enviado depois que o pagamento é confirmado, o que mantém o prazo de entrega e evita cobranças na sua porta. O frete de uma amostra é pago por Pix antes do envio.",
    ],
  },
  "confirmacao-do-pagamento": {
    answer: [
      'O Pix do frete de uma amostra é conferido pela nossa equipe. Confirmado, você recebe um e-mail, a solicitação passa a mostrar "Pago" em Minha Conta, na aba Minhas Amostras, e a amostra segue para análise e envio.',
    ],
    store: [
      "Pix e cartões são confirmados em poucos minutos, assim que a operadora aprova. O boleto é confirmado após a compensação bancária, que costuma levar até 3 dias úteis. O prazo de entrega começa a contar a partir da postagem.",
    ],
  },
  "frete-da-amostra": {
    answer: [
      'Só o frete, pago por Pix. O produto da amostra é gratuito, e o valor do frete depende da região do CEP de entrega: veja em "Calcular frete", na página do produto. Quando o frete está por nossa conta, a página do produto e a solicitação avisam, e você não paga nada.',
      "Com pontos do programa de fidelidade você pode trocar por um cupom de frete grátis.",
    ],
    links: [{ to: "/pontos", label: "Programa de Pontos" }],
  },
  reembolso: {
    answer: [
      "Se você cancelar uma solicitação de amostra com o frete já pago, ou se nós a recusarmos, nossa equipe de atendimento devolve o valor do frete por Pix.",
    ],
    store: [
      `Pelo mesmo meio de pagamento: Pix ou boleto em até ${POLICY.pixBoletoRefundBusinessDays} dias úteis, cartão de crédito com estorno na próxima fatura, e crédito na loja na hora, se você preferir.`,
    ],
    links: [{ to: "/politica-troca", label: "Política de Troca e Devolução" }],
  },
  "garantia-de-satisfacao": {
    answer: ["A amostra grátis é sua: não há nada a devolver. Se ela não agradou, conte na avaliação do produto."],
    store: [
      `Você tem ${POLICY.satisfactionDays} dias a partir do recebimento para devolver um produto com o qual não ficou satisfeito. Além disso, vale o direito de arrependimento de ${POLICY.withdrawalDays} dias do Código de Defesa do Consumidor e a garantia de ${POLICY.defectDays} dias para produtos com defeito.`,
    ],
    links: [{ to: "/politica-troca", label: "Política de Troca e Devolução" }],
  },
  "regras-anvisa": {
    answer: [
      "Sim. Todos os produtos são suplementos alimentares que seguem as normas da Anvisa (RDC nº 243/2018): composição, limites de nutrientes e rotulagem. Cada lote vem com laudo de análise do fabricante, e selecionamos fornecedores com boas práticas de fabricação.",
    ],
  },
  "substitui-medicamento": {
    answer: [
      "Não. Suplementos alimentares não são medicamentos: não tratam, não curam e não previnem doenças. Eles complementam uma alimentação equilibrada e hábitos saudáveis. Se você tem alguma condição de saúde, converse com seu médico ou nutricionista.",
    ],
  },
  "gestantes-e-medicamentos": {
    answer: [
      "Nesses casos, e também para crianças, só use suplementos com orientação de um médico ou nutricionista. Alguns ingredientes naturais interagem com medicamentos, e quem acompanha sua saúde sabe dizer o que é seguro para você.",
    ],
  },
  "como-usar-e-armazenar": {
    answer: [
      "Siga a recomendação do rótulo e a aba Como Usar da página de cada produto, sem ultrapassar a dose diária indicada. Guarde em local seco e fresco, longe da luz do sol e fora do alcance de crianças, com a embalagem bem fechada.",
    ],
  },
  "avaliacoes-verdadeiras": {
    answer: [
      'Sim. Só quem tem conta pode avaliar, uma vez por produto, e toda avaliação passa pela nossa moderação antes de aparecer. Quem recebeu a amostra daquele produto ganha o selo "Recebeu amostra grátis" na avaliação, depois que a amostra é entregue.',
    ],
  },
  "criar-conta": {
    answer: [
      "Clique em Entrar, escolha a aba Cadastrar e informe nome, e-mail e uma senha. Enviamos um e-mail de confirmação: é só clicar no link para ativar a conta e começar a pedir amostras e juntar pontos.",
    ],
    links: [{ to: "/auth", label: "Entrar ou cadastrar" }],
  },
  "esqueci-a-senha": {
    answer: ['Na tela de entrada, clique em "Esqueceu sua senha?" e informe seu e-mail. Você recebe um link para criar uma senha nova.'],
  },
  "pontos-e-premios": {
    answer: [
      `Você ganha pontos ao solicitar amostras, avaliar produtos (com pelo menos ${REVIEW_POINTS_MIN_CHARS} caracteres de comentário) e completar seu perfil com nome e telefone. Os pontos ficam no seu saldo e podem ser trocados por prêmios na aba Prêmios de Minha Conta, como cupom de frete grátis, e-book e amostras extras.`,
      "Os pontos não têm valor em dinheiro e não podem ser transferidos. O histórico de cada ponto ganho ou usado fica em Minha Conta.",
    ],
    links: [
      { to: "/pontos", label: "Como ganhar e usar pontos" },
      { to: "/dashboard", label: "Ver meu saldo" },
    ],
  },
  "alterar-dados": {
    answer: [
      "Em Minha Conta, na aba Perfil, clique em Editar perfil. Você pode mudar nome, e-mail e telefone; se mudar o e-mail, pediremos a confirmação do novo endereço.",
    ],
    links: [{ to: "/dashboard", label: "Ir para Minha Conta" }],
  },
  "excluir-dados": {
    answer: [
      `Preencha o formulário de remoção de dados na página de Privacidade. Você recebe um número de protocolo por e-mail e a solicitação é processada em até ${POLICY.privacyRequestDays} dias. Em Minha Conta você também pode baixar uma cópia de todos os seus dados.`,
    ],
    links: [{ to: "/lgpd#remocao-de-dados", label: "Privacidade e remoção de dados" }],
  },
  "falar-com-atendimento": {
    answer: [`Pelo formulário desta página, pelo e-mail ${BRAND.email} ou pelo telefone ${BRAND.phone}. Respondemos ${SUPPORT_PROMISE}.`],
    links: [{ to: "/contato", label: "Todos os canais de contato" }],
  },
};

/** The help centre as schema.org's FAQPage: the structured data of its <head>. */
export function faqPageJsonLd() {
  const answers: FaqAnswers = FAQ_ANSWERS;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQ_GROUPS.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: answerText(answers[item.id]) },
      })),
    ),
  };
}
