/**
 * The site's favicon: /favicon.ico is a real file, the brand's mark of
 * app/components/logo.tsx at 16, 32 and 48 px, made by `npm run icons` from public/favicon.svg.
 * How it is served (and linked from every page) is checked in tests/security/headers.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { decode } from "sharp-ico";
import { describe, expect, it } from "vitest";
import { FAVICON_ICO, FAVICON_SIZES, FAVICON_SVG, faviconPng } from "../../scripts/icons";

const ROOT = path.resolve(import.meta.dirname, "../..");

const hex6 = (c: string) => (c.length === 4 ? `#${[...c.slice(1)].map((d) => d + d).join("")}` : c).toLowerCase();

/** The shapes and colours of a mark: every d=, and every fill/stroke colour (the light-background one of the logo's `inverted ? … : …`). */
function mark(source: string): { paths: string[]; colours: string[] } {
  return {
    paths: [...source.matchAll(/\bd="([^"]+)"/g)].map((m) => m[1]),
    colours: [...source.matchAll(/\b(?:fill|stroke)=(?:\{inverted \? "[^"]+" : )?"(#[0-9a-fA-F]{3,6})"/g)].map((m) => hex6(m[1])),
  };
}

async function pixels(png: Buffer | Uint8Array) {
  return sharp(Buffer.from(png)).ensureAlpha().raw().toBuffer();
}

describe("favicon", () => {
  it("public/favicon.svg is the logo's mark, shapes and colours", () => {
    const logo = fs.readFileSync(path.join(ROOT, "app/components/logo.tsx"), "utf8");
    const svg = fs.readFileSync(FAVICON_SVG, "utf8");
    expect(mark(svg).paths.length).toBeGreaterThan(0);
    expect(mark(svg)).toEqual(mark(logo));
  });

  it("public/favicon.ico holds that mark at 16, 32 and 48 px, as `npm run icons` draws it", async () => {
    const images = decode(fs.readFileSync(FAVICON_ICO));
    expect(images.map((i) => [i.width, i.height, i.type])).toEqual(FAVICON_SIZES.map((size) => [size, size, "png"]));
    for (const image of images) {
      const fresh = await pixels(await faviconPng(image.width));
      const stored = await pixels(image.data);
      expect(stored.length, `${image.width} px`).toBe(fresh.length);
      // Byte for byte, give or take one level per channel (libvips versions round differently).
      let off = 0;
      for (let i = 0; i < fresh.length; i++) if (Math.abs(fresh[i] - stored[i]) > 1) off += 1;
      expect(off, `${image.width} px: channels that differ from public/favicon.svg (run npm run icons)`).toBeLessThan(fresh.length / 100);
    }
  });
});
