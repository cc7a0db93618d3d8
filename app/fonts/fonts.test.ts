import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHARSETS, FONTS, FONTS_DIR, makeFont, unicodeRange } from "../../scripts/fonts.ts";

const css = () => fs.readFileSync(path.join(FONTS_DIR, "../app.css"), "utf8");
/** app.css's @font-face rules: the file each one names and its unicode-range. */
function fontFaces(): { file: string; range: string }[] {
  return [...css().matchAll(/@font-face\s*\{([^}]*)\}/g)].map((rule) => ({
    file: /url\("\.\/fonts\/([^"]+)"\)/.exec(rule[1])?.[1] ?? "",
    range: /unicode-range:\s*([^;]+);/.exec(rule[1])?.[1].trim() ?? "",
  }));
}

describe("fonts", () => {
  it.each(FONTS)("$file is what `npm run fonts` makes from its @fontsource package", async (font) => {
    const made = await makeFont(font);
    expect(made.length).toBeLessThan(30 * 1024);
    expect(fs.readFileSync(path.join(FONTS_DIR, font.file)).equals(made)).toBe(true);
  });

  it("the stylesheet declares every file once, with its characters' unicode-range, weights 400 to 700", () => {
    const faces = fontFaces();
    expect(faces.map((face) => face.file).sort()).toEqual(FONTS.map((font) => font.file).sort());
    for (const font of FONTS) {
      expect(faces.find((face) => face.file === font.file)?.range).toBe(unicodeRange(CHARSETS[font.charset]));
    }
    expect(css().match(/font-weight: 400 700;/g)).toHaveLength(FONTS.length);
  });

  it("the two sets split the Latin subset: Portuguese text needs nothing from the second", () => {
    const pt = new Set(CHARSETS.pt);
    expect(CHARSETS["latin-rest"].some((c) => pt.has(c))).toBe(false);
    const text = "Ação, coração, pão, avó, você, pôr, saúde, água, à, é, ê, í, ó, ú, ü — “Amostra Grátis” – 1º 2ª 37 °C R$ 10,00 © Raiz Vital · …";
    const formatted = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(1234.5);
    for (const char of text + text.toUpperCase() + formatted) expect(pt.has(char.codePointAt(0)!), char).toBe(true);
  });

  it("only the Portuguese files are preloaded", () => {
    const root = fs.readFileSync(path.join(FONTS_DIR, "../root.tsx"), "utf8");
    for (const font of FONTS) {
      expect(root.includes(`./fonts/${font.file}?url`)).toBe(font.charset === "pt");
    }
  });
});
