import { clsx, type ClassValue } from "clsx";

/**
 * Merges class names, the caller's last: when two Tailwind classes set the same thing (`px-4` then
 * `px-6`, `text-sm` then `text-base`, `bg-brand-700` then `bg-white`, `p-4` then `px-2`…) only the last
 * one is kept, so a component's `className` overrides its defaults. A small stand-in for
 * tailwind-merge (8.5 KB gzip on every page) that knows the utilities this site uses;
 * lib/cn.test.ts checks it gives tailwind-merge's result on the site's real class lists.
 */
export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs);
  let merged = cache.get(joined);
  if (merged === undefined) {
    merged = mergeClasses(joined);
    // Components pass the same few hundred class lists on every render: remember them (bounded, as
    // tailwind-merge does), since merging is the costliest step of a server render otherwise.
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(joined, merged);
  }
  return merged;
}

const CACHE_SIZE = 1000;
const cache = new Map<string, string>();

/**
 * Utility prefixes. A utility belongs to the longest one it starts with (`min-h-11` is "min-h", not
 * "min"): see prefixOf.
 */
const PREFIXES = new Set([
  "underline-offset",
  "outline-offset",
  "ring-offset",
  "line-clamp",
  "grid-cols",
  "grid-rows",
  "col-span",
  "row-span",
  "scroll-mt",
  "scroll-pt",
  "translate-x",
  "translate-y",
  "overflow-x",
  "overflow-y",
  "place-items",
  "place-content",
  "justify-self",
  "justify-items",
  "pointer-events",
  "whitespace",
  "space-x",
  "space-y",
  "divide-x",
  "divide-y",
  "border-x",
  "border-y",
  "border-t",
  "border-b",
  "border-l",
  "border-r",
  "border-s",
  "border-e",
  "rounded-t",
  "rounded-b",
  "rounded-l",
  "rounded-r",
  "rounded-s",
  "rounded-e",
  "rounded-tl",
  "rounded-tr",
  "rounded-bl",
  "rounded-br",
  "inset-x",
  "inset-y",
  "min-w",
  "min-h",
  "max-w",
  "max-h",
  "gap-x",
  "gap-y",
  "gap",
  "align",
  "rotate",
  "scale",
  "transition",
  "animate",
  "content",
  "tracking",
  "leading",
  "opacity",
  "duration",
  "overflow",
  "rounded",
  "border",
  "outline",
  "shadow",
  "divide",
  "accent",
  "object",
  "aspect",
  "bottom",
  "inset",
  "items",
  "order",
  "basis",
  "shrink",
  "right",
  "justify",
  "cursor",
  "select",
  "stroke",
  "self",
  "size",
  "text",
  "font",
  "fill",
  "ease",
  "left",
  "grow",
  "flex",
  "list",
  "ring",
  "top",
  "bg",
  "px",
  "py",
  "pt",
  "pb",
  "pl",
  "pr",
  "ps",
  "pe",
  "mx",
  "my",
  "mt",
  "mb",
  "ml",
  "mr",
  "ms",
  "me",
  "p",
  "m",
  "w",
  "h",
  "z",
]);

/**
 * The longest prefix of PREFIXES that is the whole utility or its part before one of its dashes
 * (`min-h-11`: "min-h-11", then "min-h", then "min"): a few Set look-ups instead of testing ~110
 * prefixes, since every class of every element goes through here while a page hydrates.
 */
function prefixOf(utility: string): string | undefined {
  if (PREFIXES.has(utility)) return utility;
  for (let dash = utility.lastIndexOf("-"); dash > 0; dash = utility.lastIndexOf("-", dash - 1)) {
    const candidate = utility.slice(0, dash);
    if (PREFIXES.has(candidate)) return candidate;
  }
  return undefined;
}

/** Classes without a value that set the same property as each other. */
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display: "block inline-block inline flex inline-flex grid inline-grid contents table hidden flow-root list-item",
  position: "static relative absolute fixed sticky",
  decoration: "underline no-underline line-through overline",
  case: "uppercase lowercase capitalize normal-case",
  italic: "italic not-italic",
  sr: "sr-only not-sr-only",
  truncate: "truncate",
  // One group in tailwind-merge (its "break"), though break-words sets overflow-wrap and the others word-break.
  break: "break-normal break-words break-all break-keep",
})) {
  for (const word of words.split(" ")) KEYWORDS[word] = group;
}

const COLOR =
  /^(?:(?:brand|leaf|cream|amber|red|green|emerald|yellow|orange|blue|sky|slate|gray|zinc|neutral|stone|rose|pink|purple|violet|indigo|teal|lime|cyan)-\d+|white|black|transparent|current|inherit|ink|muted)(?:\/\d+)?$/;
const TEXT_SIZE = /^(?:xs|sm|base|lg|\d?xl|\[\d.*\])$/;
const TEXT_ALIGN = /^(?:left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(?:wrap|nowrap|balance|pretty)$/;
const FONT_WEIGHT = /^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const LINE_STYLE = /^(?:solid|dashed|dotted|double|none|hidden)$/;
const WIDTH = /^(?:\d+|\[\d.*\])?$/;

/** Groups a later class of the key group also overrides (`p-4` overrides an earlier `px-2`). */
const OVERRIDES: Record<string, string[]> = {
  p: ["px", "py", "pt", "pb", "pl", "pr", "ps", "pe"],
  px: ["pl", "pr", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mb", "ml", "mr", "ms", "me"],
  mx: ["ml", "mr", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "bottom", "left", "right"],
  "inset-x": ["left", "right"],
  "inset-y": ["top", "bottom"],
  rounded: [
    "rounded-t",
    "rounded-b",
    "rounded-l",
    "rounded-r",
    "rounded-s",
    "rounded-e",
    "rounded-tl",
    "rounded-tr",
    "rounded-bl",
    "rounded-br",
  ],
  border: ["border-x", "border-y", "border-t", "border-b", "border-l", "border-r", "border-s", "border-e"],
  "border-x": ["border-l", "border-r", "border-s", "border-e"],
  "border-y": ["border-t", "border-b"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-b": ["rounded-bl", "rounded-br"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  overflow: ["overflow-x", "overflow-y"],
  flex: ["grow", "shrink", "basis"],
  "line-clamp": ["display", "overflow"],
};

/** What a utility sets ("px", "text:size", "bg:color"…), or undefined for one to always keep. */
function groupOf(utility: string): string | undefined {
  const u = utility.replace(/^!|!$/g, "").replace(/^-/, "");
  if (u in KEYWORDS) return KEYWORDS[u];
  const prefix = prefixOf(u);
  if (!prefix) return undefined;
  const value = u.slice(prefix.length + 1);
  // An arbitrary colour or size (`text-(--x)`, `bg-[length:…]`) cannot be told apart: always kept.
  if (prefix === "text" && TEXT_SIZE.test(value)) return "text:size";
  if (/^[[(]/.test(value) && /^(?:text|bg|border|ring|outline|shadow|fill|stroke|decoration)/.test(prefix)) return undefined;
  if (COLOR.test(value)) return `${prefix}:color`;
  switch (prefix) {
    case "text":
      return TEXT_SIZE.test(value)
        ? "text:size"
        : TEXT_ALIGN.test(value)
          ? "text:align"
          : TEXT_WRAP.test(value)
            ? "text:wrap"
            : "text:color";
    case "font":
      return FONT_WEIGHT.test(value) ? "font:weight" : "font:family";
    case "flex":
      return /^(?:row|col)/.test(value) ? "flex:direction" : /wrap/.test(value) ? "flex:wrap" : "flex";
    case "border":
    case "border-x":
    case "border-y":
    case "border-t":
    case "border-b":
    case "border-l":
    case "border-r":
    case "border-s":
    case "border-e":
    case "outline":
    case "ring":
    case "divide":
    case "divide-x":
    case "divide-y":
      return LINE_STYLE.test(value) ? `${prefix}:style` : WIDTH.test(value) ? prefix : `${prefix}:other`;
    case "shadow":
      return "shadow";
    default:
      return prefix;
  }
}

/** Splits `md:hover:px-4` into its variants ("md:hover:") and utility ("px-4"), ignoring `:` inside brackets. */
function splitVariants(cls: string): [string, string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) last = i;
  }
  return [cls.slice(0, last + 1), cls.slice(last + 1)];
}

export function mergeClasses(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    if (seen.has(list[i])) continue; // the same class twice
    seen.add(list[i]);
    const [variants, utility] = splitVariants(list[i]);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(list[i]);
      continue;
    }
    const important = /^!|!$/.test(utility) ? "!" : "";
    const key = variants + important + group;
    if (taken.has(key)) continue;
    kept.push(list[i]);
    taken.add(key);
    for (const other of OVERRIDES[group] ?? []) taken.add(variants + important + other);
  }
  return kept.reverse().join(" ");
}
