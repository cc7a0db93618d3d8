/**
 * The FAQ's search over questions and answers, and the marking of what it found: only a search needs
 * them, so they come with the answers' chunk (components/help/faq-answer.tsx), not with the page.
 */
import { answerText, foldSearch, searchTokens, type FaqAnswers, type FaqGroup, type FaqQuestion } from "./faq";

function itemText(item: FaqQuestion, answers: FaqAnswers): string {
  const answer = answers[item.id];
  return foldSearch(`${item.question} ${answer ? answerText(answer) : ""}`);
}

/**
 * Words that mean the same thing to someone looking for help, as folded word beginnings: a search word
 * that begins like one of them finds any of them ("devolução", "devolucao" and "DEVOLUÇÃO" find the
 * answers that say "devolver", "reembolso" or "troca").
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ["devol", "reembols", "estorn", "troca", "trocar", "troque"],
  ["cancel", "desist", "arrepend"],
  ["rastre", "codigo de rastreio"],
  ["entreg", "frete", "envio", "enviad", "enviar", "remess"],
  ["prazo", "demora"],
  ["premi", "recompens", "resgat"],
  ["defeit", "avaria", "danific", "quebrad"],
];

/** Endings of Portuguese word forms (plural, gender, verb, "-ção"), longest first. */
const ENDINGS = [
  "coes",
  "cao",
  "mente",
  "ando",
  "endo",
  "indo",
  "aram",
  "eram",
  "iram",
  "ados",
  "adas",
  "idos",
  "idas",
  "ado",
  "ada",
  "ido",
  "ida",
  "oes",
  "aes",
  "ar",
  "er",
  "ir",
  "es",
  "as",
  "os",
  "s",
  "a",
  "o",
  "e",
];

/** The beginning every form of a word shares: "entregas" and "entregar" give "entreg". */
export function wordStem(token: string): string {
  for (const ending of ENDINGS) {
    if (token.endsWith(ending) && token.length - ending.length >= 4) return token.slice(0, -ending.length);
  }
  return token;
}

/** What a folded search word may match in a text: its synonyms, else its stem. */
export function searchAlternatives(token: string): string[] {
  const family =
    token.length >= 4 ? SYNONYMS.find((words) => words.some((w) => token.startsWith(w) || w.startsWith(wordStem(token)))) : undefined;
  return family ? [...family] : [wordStem(token)];
}

/**
 * Groups holding the items whose question or answer has every word of the query, in any of its forms
 * or synonyms, ignoring case and accents. An empty query keeps everything; groups left empty are dropped.
 */
export function filterFaq(groups: readonly FaqGroup[], query: string, answers: FaqAnswers): readonly FaqGroup[] {
  const wanted = searchTokens(query).map(searchAlternatives);
  if (wanted.length === 0) return groups;
  const matches = (text: string) => wanted.every((alternatives) => alternatives.some((a) => text.includes(a)));
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => matches(itemText(item, answers))) }))
    .filter((group) => group.items.length > 0);
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
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
  for (const term of new Set(tokens.flatMap(searchAlternatives))) {
    let from = folded.indexOf(term);
    while (from !== -1) {
      // A match marks the rest of its word too: "devol" marks all of "devolver".
      let end = from + term.length;
      while (isWordChar(folded[end])) end++;
      for (let k = from; k < end; k++) marked[origin[k]] = true;
      from = folded.indexOf(term, end);
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
