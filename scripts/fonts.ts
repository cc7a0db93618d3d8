/**
 * Writes the site's two fonts into app/fonts from the @fontsource-variable packages, cut to what the
 * site uses: the same Latin characters as @fontsource's latin subset (it covers Portuguese), and the
 * weight axis from 400 to 700 only (Tailwind's normal … bold; nothing lighter or heavier is used).
 * Inter goes from 48 to 30 KB and Fraunces from 37 to 33 KB: the fonts are preloaded on every first visit.
 * Run after updating a font package:
 *   npm run fonts
 * app/fonts/fonts.test.ts fails when the files differ from what this makes.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
export const FONTS_DIR = path.join(ROOT, "app/fonts");

/** @fontsource's `unicode-range` of its latin subset (also written in app/app.css). */
const LATIN: [number, number?][] = [
  [0x20, 0xff], [0x131], [0x152, 0x153], [0x2bb, 0x2bc], [0x2c6], [0x2da], [0x2dc], [0x304], [0x308], [0x329],
  [0x2000, 0x206f], [0x20ac], [0x2122], [0x2191], [0x2193], [0x2212], [0x2215], [0xfeff], [0xfffd],
];
const WEIGHTS = { min: 400, max: 700 };

export const FONTS = [
  { file: "inter-latin-wght-400-700.woff2", source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" },
  { file: "fraunces-latin-wght-400-700.woff2", source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2" },
];

function latinText(): string {
  let text = "";
  for (const [from, to = from] of LATIN) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

/** The font file's bytes, made from its package. */
export async function makeFont(font: (typeof FONTS)[number]): Promise<Buffer> {
  const source = fs.readFileSync(path.join(ROOT, "node_modules", font.source));
  return subsetFont(source, latinText(), { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  fs.mkdirSync(FONTS_DIR, { recursive: true });
  for (const font of FONTS) {
    const bytes = await makeFont(font);
    fs.writeFileSync(path.join(FONTS_DIR, font.file), bytes);
    console.log(`fonts: ${font.file} ${Math.round(bytes.length / 1024)} KB`);
  }
}
