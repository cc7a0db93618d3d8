/**
 * Writes app/components/icons.svg, the sprite of the site's icons: one <symbol> per lucide icon named in
 * app/components/icons.tsx (`icon("leaf")`), drawn from lucide-react's own data. Run after adding an icon:
 *   npm run icons
 * app/components/icons.test.ts fails when the sprite and the list differ.
 * It also writes public/favicon.ico (16, 32 and 48 px) from public/favicon.svg, the brand's mark of
 * app/components/logo.tsx, for browsers and tools that ask for /favicon.ico (tests/integration/favicon.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { encode as encodeIco } from "sharp-ico";

const ROOT = path.resolve(import.meta.dirname, "..");
export const ICONS_MODULE = path.join(ROOT, "app/components/icons.tsx");
export const SPRITE_FILE = path.join(ROOT, "app/components/icons.svg");
const LUCIDE = path.join(ROOT, "node_modules/lucide-react/dist/esm/icons");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** The lucide file names icons.tsx draws, each once, sorted. */
export function iconNames(source = fs.readFileSync(ICONS_MODULE, "utf8")): string[] {
  return [...new Set([...source.matchAll(/\bicon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]))].sort();
}

function escapeAttribute(value: string | number): string {
  return String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The sprite's text for `names`. */
export async function buildSprite(names: string[]): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const file = path.join(LUCIDE, `${name}.mjs`);
    if (!fs.existsSync(file)) throw new Error(`lucide-react has no icon "${name}" (${file})`);
    const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode; size?: number } };
    const size = __iconData.size ?? 24;
    const shapes = __iconData.node.map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${attrs}/>`;
    });
    symbols.push(`<symbol id="${name}" viewBox="0 0 ${size} ${size}">${shapes.join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Made by scripts/icons.ts from lucide-react (ISC license): do not edit. -->\n${symbols.join("\n")}\n</svg>\n`;
}

export const FAVICON_SVG = path.join(ROOT, "public/favicon.svg");
export const FAVICON_ICO = path.join(ROOT, "public/favicon.ico");
export const FAVICON_SIZES = [16, 32, 48];

/** The mark drawn at one size, as PNG. */
export function faviconPng(size: number, svg = fs.readFileSync(FAVICON_SVG)): Promise<Buffer> {
  return sharp(svg, { density: 72 * Math.ceil(size / 16) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** favicon.ico: the mark at each size, as PNG entries (what every browser since IE 11 reads). */
export async function buildFavicon(svg = fs.readFileSync(FAVICON_SVG)): Promise<Buffer> {
  return encodeIco(await Promise.all(FAVICON_SIZES.map((size) => faviconPng(size, svg))));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const names = iconNames();
  fs.writeFileSync(SPRITE_FILE, await buildSprite(names));
  console.log(`icons: ${names.length} icons → ${path.relative(ROOT, SPRITE_FILE)}`);
  fs.writeFileSync(FAVICON_ICO, await buildFavicon());
  console.log(`icons: ${FAVICON_SIZES.join(", ")} px → ${path.relative(ROOT, FAVICON_ICO)}`);
}
