/**
 * Writes the site's two fonts into app/fonts from the @fontsource-variable packages, cut to what the
 * site uses: the weight axis from 400 to 700 only (Tailwind's normal … bold; nothing lighter or
 * heavier is used), and @fontsource's Latin characters split in two files per font:
 *
 * - `*-pt-*`: what Brazilian Portuguese text needs (ASCII, the accented letters of Portuguese, ª º °,
 *   typographic quotes and dashes, the ellipsis, the no-break space `Intl` puts in "R$ 10,00"…). It is
 *   the file every page preloads: Inter 21 KB and Fraunces 25 KB instead of 30 and 32.
 * - `*-latin-rest-*`: the rest of @fontsource's Latin subset (ñ, ö, ß, Æ, ‰…), with its own
 *   `unicode-range` in app/app.css, so a browser downloads it only for a page that holds one of those
 *   characters (an admin's product name, say) and draws each character in the site's font as before.
 *
 * It also writes app/fonts/fonts.css, the four @font-face rules (app.css imports it).
 * Run after updating a font package or changing the sets below:
 *   npm run fonts
 * app/fonts/fonts.test.ts fails when the files differ from what this makes.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
export const FONTS_DIR = path.join(ROOT, "app/fonts");

type Ranges = [number, number?][];

/** @fontsource's `unicode-range` of its latin subset: everything the fonts kept until now. */
const LATIN: Ranges = [
  [0x20, 0xff],
  [0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6],
  [0x2da],
  [0x2dc],
  [0x304],
  [0x308],
  [0x329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

/** What pt-BR text uses: ASCII, Portuguese letters, and the signs its typography and `Intl` put in. */
const PORTUGUESE: Ranges = [
  [0x20, 0x7e],
  // no-break space, § © ª « ® ° ± · º » ×
  [0xa0],
  [0xa7],
  [0xa9, 0xab],
  [0xae],
  [0xb0, 0xb1],
  [0xb7],
  [0xba, 0xbb],
  [0xd7],
  // À Á Â Ã, Ç, É Ê, Í, Ó Ô Õ, Ú, Ü and their small letters
  [0xc0, 0xc3],
  [0xc7],
  [0xc9, 0xca],
  [0xcd],
  [0xd3, 0xd5],
  [0xda],
  [0xdc],
  [0xe0, 0xe3],
  [0xe7],
  [0xe9, 0xea],
  [0xed],
  [0xf3, 0xf5],
  [0xfa],
  [0xfc],
  // – — ‘ ’ “ ” • … € ™ −
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022],
  [0x2026],
  [0x20ac],
  [0x2122],
  [0x2212],
];

const WEIGHTS = { min: 400, max: 700 };

/**
 * The OpenType features kept: those a browser applies by default (kerning, ligatures, contextual
 * alternates, accents placed on their letters, variable-font substitutions) and `tnum` for Tailwind's
 * `tabular-nums`. The stylistic sets, character variants, fractions and so on of Inter, which no rule
 * of the site turns on (nor can an admin's text), are dropped with the glyphs only they reach: 3 KB.
 */
export const FEATURES = ["kern", "liga", "clig", "calt", "ccmp", "locl", "mark", "mkmk", "rlig", "rvrn", "tnum"];

function codePoints(ranges: Ranges): Set<number> {
  const set = new Set<number>();
  for (const [from, to = from] of ranges) for (let c = from; c <= to; c++) set.add(c);
  return set;
}

const LATIN_POINTS = codePoints(LATIN);
const PT_POINTS = codePoints(PORTUGUESE);
for (const c of PT_POINTS) if (!LATIN_POINTS.has(c)) throw new Error(`U+${c.toString(16)} is not in the Latin subset`);
/** The two character sets, each a sorted list of code points. */
export const CHARSETS = {
  pt: [...PT_POINTS].sort((a, b) => a - b),
  "latin-rest": [...LATIN_POINTS].filter((c) => !PT_POINTS.has(c)).sort((a, b) => a - b),
};
export type Charset = keyof typeof CHARSETS;

/** A CSS `unicode-range` value for a sorted list of code points, runs written as ranges. */
export function unicodeRange(points: number[]): string {
  const hex = (c: number) => "U+" + c.toString(16).toUpperCase().padStart(4, "0");
  const parts: string[] = [];
  for (let i = 0; i < points.length; i++) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    parts.push(i === j ? hex(points[i]) : `${hex(points[i])}-${points[j].toString(16).toUpperCase().padStart(4, "0")}`);
    i = j;
  }
  return parts.join(", ");
}

const FAMILIES = { inter: "Inter Variable", fraunces: "Fraunces Variable" };
const SOURCES = {
  inter: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  fraunces: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
};

export const FONTS = (["inter", "fraunces"] as const).flatMap((family) =>
  (Object.keys(CHARSETS) as Charset[]).map((charset) => ({
    family,
    charset,
    file: `${family}-${charset}-wght-400-700.woff2`,
    source: SOURCES[family],
  })),
);

/** The font file's bytes, made from its package. */
export async function makeFont(font: (typeof FONTS)[number]): Promise<Buffer> {
  const source = fs.readFileSync(path.join(ROOT, "node_modules", font.source));
  return subsetFont(source, String.fromCodePoint(...CHARSETS[font.charset]), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
}

/** app/fonts/fonts.css: one @font-face rule per file, a line each. */
export function fontFaceCss(): string {
  const rules = FONTS.map(
    (font) =>
      `@font-face { font-family: "${FAMILIES[font.family]}"; font-style: normal; font-display: swap; font-weight: ${WEIGHTS.min} ${WEIGHTS.max}; ` +
      `src: url("./${font.file}") format("woff2-variations"); unicode-range: ${unicodeRange(CHARSETS[font.charset])}; }`,
  );
  return `/* Written by \`npm run fonts\` (scripts/fonts.ts): do not edit. */\n${rules.join("\n")}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  fs.mkdirSync(FONTS_DIR, { recursive: true });
  for (const font of FONTS) {
    const bytes = await makeFont(font);
    fs.writeFileSync(path.join(FONTS_DIR, font.file), bytes);
    console.log(`fonts: ${font.file} ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  fs.writeFileSync(path.join(FONTS_DIR, "fonts.css"), fontFaceCss());
  console.log("fonts: fonts.css");
}
