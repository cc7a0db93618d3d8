import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONTS, FONTS_DIR, makeFont } from "../../scripts/fonts.ts";

describe("fonts", () => {
  it.each(FONTS)("$file is what `npm run fonts` makes from its @fontsource package", async (font) => {
    const made = await makeFont(font);
    expect(made.length).toBeLessThan(40 * 1024);
    expect(fs.readFileSync(path.join(FONTS_DIR, font.file)).equals(made)).toBe(true);
  });

  it("the stylesheet and the preloads use those files, weights 400 to 700", () => {
    const css = fs.readFileSync(path.join(FONTS_DIR, "../app.css"), "utf8");
    const root = fs.readFileSync(path.join(FONTS_DIR, "../root.tsx"), "utf8");
    for (const font of FONTS) {
      expect(css).toContain(`./fonts/${font.file}`);
      expect(root).toContain(`./fonts/${font.file}?url`);
    }
    expect(css.match(/font-weight: 400 700;/g)).toHaveLength(2);
  });
});
