import type { SeedReward } from "~/seed/types";

/**
 * Demo rewards, cheapest first. stock: null = unlimited, 0 = sold out.
 * The image file name is the slug of the reward name.
 */
export const SEED_REWARDS: SeedReward[] = [
  {
    name: "Cupom de frete grátis",
    kind: "free_shipping",
    description: "Um cupom para a sua próxima solicitação de amostra sair sem custo de envio, para qualquer lugar do Brasil.",
    pointsRequired: 20,
    stock: null,
    imageUrl: "/images/rewards/cupom-de-frete-gratis.webp",
  },
  {
    name: "E-book Guia da Vitalidade",
    kind: "digital",
    description: "Nosso guia digital com hábitos de sono, alimentação, movimento e bem-estar, com receitas e um planejamento de 30 dias.",
    pointsRequired: 80,
    stock: null,
    imageUrl: "/images/rewards/e-book-guia-da-vitalidade.webp",
  },
  {
    name: "Amostra extra à sua escolha",
    kind: "item",
    description: "Escolha mais um produto do catálogo para receber como amostra junto com a sua próxima solicitação.",
    pointsRequired: 150,
    stock: null,
    imageUrl: "/images/rewards/amostra-extra-a-sua-escolha.webp",
  },
  {
    name: "Ecobag Raiz Vital",
    kind: "item",
    description:
      "Sacola de algodão cru, resistente e lavável, com a estampa de folhas da Raiz Vital. Para as compras da feira e do dia a dia.",
    pointsRequired: 250,
    stock: 20,
    imageUrl: "/images/rewards/ecobag-raiz-vital.webp",
  },
  {
    name: "Squeeze Raiz Vital",
    kind: "item",
    description: "Garrafa reutilizável de 600 ml, livre de BPA, para manter a hidratação em dia no trabalho, no treino e nos passeios.",
    pointsRequired: 350,
    stock: 12,
    imageUrl: "/images/rewards/squeeze-raiz-vital.webp",
  },
  {
    name: "Kit Sono Tranquilo",
    kind: "item",
    description: "Máscara de dormir em algodão, sachês de chá de camomila e um guia de higiene do sono para montar o seu ritual noturno.",
    pointsRequired: 500,
    stock: 0,
    imageUrl: "/images/rewards/kit-sono-tranquilo.webp",
  },
  {
    name: "Consulta online com nutricionista",
    kind: "digital",
    description:
      "Uma consulta de 45 minutos por vídeo com nutricionista parceira, para conversar sobre alimentação, rotina e suplementação.",
    pointsRequired: 800,
    stock: 5,
    imageUrl: "/images/rewards/consulta-online-com-nutricionista.webp",
  },
];
