/** The six product lines of the specification, with their colour and icon (used on badges, cards and the home page). */
export const PRODUCT_CATEGORIES = [
  {
    slug: "cerebro-foco",
    name: "Cérebro & Foco",
    description: "Nootrópicos naturais para memória, concentração e clareza mental.",
    color: "#5b4bb7",
    tint: "#ece9fb",
    icon: "Brain",
  },
  {
    slug: "energia-metabolismo",
    name: "Energia & Metabolismo",
    description: "Disposição de verdade para o dia, sem picos nem quedas.",
    color: "#c2410c",
    tint: "#fdeee3",
    icon: "Zap",
  },
  {
    slug: "sono-relaxamento",
    name: "Sono & Relaxamento",
    description: "Noites mais tranquilas e um despertar descansado.",
    color: "#1e5aa8",
    tint: "#e5eefa",
    icon: "Moon",
  },
  {
    slug: "imunidade-vitalidade",
    name: "Imunidade & Vitalidade",
    description: "Defesas em dia com vitaminas, minerais e extratos naturais.",
    color: "#a16207",
    tint: "#fbf3dc",
    icon: "ShieldCheck",
  },
  {
    slug: "limpeza-detox",
    name: "Limpeza & Detox",
    description: "Apoio natural ao fígado, à digestão e à eliminação de toxinas.",
    color: "#2f7d4a",
    tint: "#e4f2e8",
    icon: "Leaf",
  },
  {
    slug: "emagrecimento",
    name: "Emagrecimento",
    description: "Saciedade e metabolismo ativo para quem busca o peso saudável.",
    color: "#be185d",
    tint: "#fbe7f0",
    icon: "Scale",
  },
] as const;

export type CategorySlug = (typeof PRODUCT_CATEGORIES)[number]["slug"];

export function categoryBySlug(slug: string | null | undefined) {
  return PRODUCT_CATEGORIES.find((c) => c.slug === slug);
}
