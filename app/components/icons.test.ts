import fs from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildSprite, iconNames, SPRITE_FILE } from "../../scripts/icons.ts";
import { Leaf, Star } from "./icons";

describe("icons", () => {
  it("the sprite draws exactly the icons icons.tsx names (run `npm run icons` after adding one)", async () => {
    const names = iconNames();
    expect(names.length).toBeGreaterThan(50);
    expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(await buildSprite(names));
  });

  it("draws an icon as lucide does, from the sprite, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(createElement(Leaf, { className: "size-4 text-brand-600" }));
    expect(html).toMatch(
      /^<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4 text-brand-600"><use href="[^"]*#leaf"><\/use><\/svg>$/,
    );
  });

  it("a labelled icon is an image with its label", () => {
    const html = renderToStaticMarkup(createElement(Star, { "aria-label": "Em destaque", strokeWidth: 1.5 }));
    expect(html).toContain('aria-label="Em destaque"');
    expect(html).toContain('role="img"');
    expect(html).toContain('stroke-width="1.5"');
    expect(html).not.toContain("aria-hidden");
  });

  it("an unknown icon name is refused when the sprite is made", async () => {
    await expect(buildSprite(["no-such-icon"])).rejects.toThrow(/no-such-icon/);
  });
});
