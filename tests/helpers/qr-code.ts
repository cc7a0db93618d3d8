/**
 * Reads a QR code as a phone's camera does: from the picture (an SVG rasterised by sharp's librsvg,
 * a PNG screenshot…), never from the text it was made of. jsQR finds and decodes the symbol.
 */
import jsQR from "jsqr";
import sharp from "sharp";

/** The text of the QR code in `image` (SVG markup or PNG bytes), or null when none can be read. */
export async function readQrCode(image: string | Buffer): Promise<string | null> {
  const input = typeof image === "string" ? Buffer.from(image) : image;
  // An SVG drawn at 1 px per unit of its viewBox would give 1 px per module: 8 px per module instead.
  const { data, info } = await sharp(input, { density: 72 * 8 })
    // What is transparent shows the page's white card behind it.
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Dark modules on a light ground only: an inverted symbol is one many bank apps cannot read.
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, {
    inversionAttempts: "dontInvert",
  });
  return found?.data ?? null;
}
