/**
 * Which products a post seems to be about, for the panel's post form (issue 36, point 12): the post's
 * title and text against each product's name, product line (category) and benefits. Pure, so the
 * form runs it as the admin types, and it is unit-tested without a database.
 *
 * - Words are compared folded (no case, no accents) and without a plural "s"; short and common words
 *   never count.
 * - A word of the product's name is strong evidence (3 points): "melatonina" names Melatonina +
 *   Camomila. A word of its line or benefits is weak (1 point each, each word once): "sono" alone does
 *   not make every sleep product a suggestion, "sono", "relaxamento" and "noites" together do.
 * - A product marked "não indicado para" a need the post speaks of is never suggested (a sleep
 *   article that warns about caffeine does not suggest the caffeine product).
 */

export interface SuggestableProduct {
  id: string;
  name: string;
  benefits: readonly string[];
  category: string | null;
  /** Needs it is not for (the panel's "Não indicado para"), e.g. "sono". */
  notFor?: readonly string[];
}

export interface ProductSuggestion {
  id: string;
  name: string;
  score: number;
}

/** A product is suggested from this score on (one word of its name, or three of its line and benefits). */
export const SUGGESTION_THRESHOLD = 3;
export const MAX_SUGGESTIONS = 6;
const NAME_WEIGHT = 3;

/** Words that say nothing about which product a text is about. */
const COMMON = new Set(
  [
    "para",
    "pela",
    "pelo",
    "pelas",
    "pelos",
    "como",
    "mais",
    "menos",
    "muito",
    "muita",
    "sobre",
    "entre",
    "quando",
    "onde",
    "esse",
    "essa",
    "este",
    "esta",
    "isso",
    "isto",
    "cada",
    "todo",
    "toda",
    "todos",
    "todas",
    "outro",
    "outra",
    "mesmo",
    "mesma",
    "ainda",
    "porque",
    "pode",
    "podem",
    "deve",
    "devem",
    "fazer",
    "também",
    "apenas",
    "sempre",
    "nunca",
    "após",
    "antes",
    "depois",
    "desde",
    "até",
    "seus",
    "suas",
    "dele",
    "dela",
    "qual",
    "quais",
    "você",
    "vocês",
    "nosso",
    "nossa",
    "apoia",
    "apoio",
    "ajuda",
    "ajudam",
    "contribui",
    "favorece",
    "natural",
    "naturais",
    "produto",
    "suplemento",
    "suplementação",
    "extrato",
    "extratos",
    "padronizado",
    "padronizados",
    "fórmula",
    "cápsula",
    "cápsulas",
    "dose",
    "doses",
    "ação",
    "função",
    "funções",
    "qualidade",
    "saúde",
    "corpo",
    "organismo",
    "dia",
    "dias",
    "diária",
    "diário",
    "tradição",
    "rica",
    "rico",
    "fonte",
    "forma",
    "alta",
    "alto",
    "baixa",
    "baixo",
    "melhor",
    "melhora",
    "manter",
    "manutenção",
    "normal",
    "plus",
    "ultra",
    "orgânica",
    "orgânico",
    "verde",
  ].map(fold),
);

function fold(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The text's meaningful words: folded, a plural "s" dropped, at least 4 letters, not common. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of fold(text).split(/[^a-z0-9]+/)) {
    if (raw.length < 4 || /^\d/.test(raw)) continue;
    const word = raw.length > 4 && raw.endsWith("s") ? raw.slice(0, -1) : raw;
    if (!COMMON.has(word) && !COMMON.has(raw)) words.add(word);
  }
  return words;
}

/** The products the post's title and text point to, best first, leaving out those already chosen. */
export function suggestPostProducts(
  post: { title: string; content: string },
  products: readonly SuggestableProduct[],
  chosen: readonly string[] = [],
): ProductSuggestion[] {
  const words = contentWords(`${post.title}\n${post.content}`);
  const taken = new Set(chosen);
  const suggestions: ProductSuggestion[] = [];
  for (const product of products) {
    if (taken.has(product.id)) continue;
    if (product.notFor?.some((need) => words.has(fold(need)))) continue;
    const nameWords = contentWords(product.name);
    const named = [...nameWords].filter((w) => words.has(w)).length;
    const lineWords = contentWords([product.category ?? "", ...product.benefits].join("\n"));
    const described = [...lineWords].filter((w) => !nameWords.has(w) && words.has(w)).length;
    const score = named * NAME_WEIGHT + described;
    if (score >= SUGGESTION_THRESHOLD) suggestions.push({ id: product.id, name: product.name, score });
  }
  return suggestions.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, "pt-BR")).slice(0, MAX_SUGGESTIONS);
}
