/** How the site addresses a person: by the first word of the name they gave. */

/** 'Maria' of '  Maria  das Dores Silva'; '' when there is no name. */
export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? "").trim().split(/\s+/)[0] ?? "";
}

/** The greeting of every e-mail: 'Olá, Maria!', or 'Olá!' without a name. */
export function greeting(fullName: string | null | undefined): string {
  const first = firstName(fullName);
  return first ? `Olá, ${first}!` : "Olá!";
}

/** Words of a name that are not a name by themselves ("Maria das Dores": "das"). */
const CONNECTIVES = new Set(["da", "das", "de", "do", "dos", "e"]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A text addressed to a person, without the person's name (an anonymised customer's store replies):
 * the full name, or its first word, goes with the comma or space before it, so 'Obrigado, Carlos!'
 * reads 'Obrigado!' and 'Carlos, que bom' reads 'Que bom'. Whole words only, ignoring case.
 */
export function withoutName(text: string, fullName: string | null | undefined): string {
  const full = (fullName ?? "").trim().replace(/\s+/g, " ");
  const first = firstName(full);
  const names = [full, first].filter((n, i, all) => n.length >= 2 && !CONNECTIVES.has(n.toLowerCase()) && all.indexOf(n) === i);
  if (!names.length) return text;
  const alternatives = names.map((n) => escapeRegExp(n).replace(/ /g, "\\s+")).join("|");
  const pattern = new RegExp(`[ \\t]*,?[ \\t]*(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "giu");
  if (!pattern.test(text)) return text;
  pattern.lastIndex = 0;
  return text
    .replace(pattern, "")
    .split("\n")
    .map((line) => {
      const trimmed = line.replace(/^[\s,;:–-]+/u, "");
      // A line that began with the name now begins with what followed it: give it its capital back.
      return trimmed === line ? line : trimmed.charAt(0).toLocaleUpperCase("pt-BR") + trimmed.slice(1);
    })
    .join("\n")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}
