/**
 * The FAQ's search over questions and answers, and the marking of what it found: only a search needs
 * them, so they come with the answers' chunk (components/help/faq-answer.tsx), not with the page.
 */
import { foldSearch, searchTokens, type FaqAnswers, type FaqGroup, type FaqQuestion } from "./faq";

function itemText(item: FaqQuestion, answers: FaqAnswers): string {
  return foldSearch(`${item.question} ${answers[item.id]?.answer.join(" ") ?? ""}`);
}

/**
 * Groups holding the items whose question or answer contains every word of the query,
 * ignoring case and accents. An empty query keeps everything; groups left empty are dropped.
 */
export function filterFaq(groups: readonly FaqGroup[], query: string, answers: FaqAnswers): readonly FaqGroup[] {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return groups;
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => tokens.every((t) => itemText(item, answers).includes(t))) }))
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
