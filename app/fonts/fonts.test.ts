import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatBRL } from "~/i18n/format";
import { CHARSETS, FONTS, FONTS_DIR, fontFaceCss, makeFont } from "../../scripts/fonts.ts";

describe("fonts", () => {
  it.each(FONTS)("$file is what `npm run fonts` makes from its @fontsource package", async (font) => {
    const made = await makeFont(font);
    expect(made.length).toBeLessThan(30 * 1024);
    expect(fs.readFileSync(path.join(FONTS_DIR, font.file)).equals(made)).toBe(true);
  });

  it("fonts.css, imported by the stylesheet, declares every file with its characters' unicode-range", () => {
    expect(fs.readFileSync(path.join(FONTS_DIR, "fonts.css"), "utf8")).toBe(fontFaceCss());
    for (const font of FONTS) expect(fontFaceCss()).toContain(`url("./${font.file}")`);
    expect(fs.readFileSync(path.join(FONTS_DIR, "../app.css"), "utf8")).toContain('@import "./fonts/fonts.css";');
  });

  it("the two sets split the Latin subset: Portuguese text needs nothing from the second", () => {
    const pt = new Set(CHARSETS.pt);
    expect(CHARSETS["latin-rest"].some((c) => pt.has(c))).toBe(false);
    const text = "Ação, coração, pão, avó, você, pôr, saúde, água, à, é, ê, í, ó, ú, ü — “Amostra Grátis” – 1º 2ª 37 °C © Raiz Vital · …";
    const money = formatBRL(123450);
    for (const char of text + text.toUpperCase() + money) expect(pt.has(char.codePointAt(0)!), char).toBe(true);
  });

  it("only the Portuguese files are preloaded", () => {
    const root = fs.readFileSync(path.join(FONTS_DIR, "../root.tsx"), "utf8");
    for (const font of FONTS) expect(root.includes(`./fonts/${font.file}?url`)).toBe(font.charset === "pt");
  });
});
