/**
 * Images in a post's body. The editor's "Inserir imagem" uploads one (lib/uploads.server.ts, the same
 * checks as the cover) and writes it in Markdown with its size in the address's fragment —
 * `![Descrição](/uploads/<id>.webp#1200x800)` — so the page can reserve its space before it loads.
 * The renderer (lib/server/markdown.server.ts) keeps only images of the store's own paths.
 */

/** An admin's upload, optionally with its `#<width>x<height>`. */
const UPLOAD_SRC = /^(\/uploads\/[0-9a-f]{32}\.webp)(?:#(\d{1,5})x(\d{1,5}))?$/;
/** The site's own shipped illustrations (seed posts). */
const SHIPPED_SRC = /^\/images\/[\w/-]+\.(?:webp|png|jpe?g)$/;

export interface BodyImageSource {
  src: string;
  width?: number;
  height?: number;
  /** The smaller copies beside an upload, by their real width (`<url> <w>w, …`). */
  srcSet?: string;
}

/** The longest sides of the copies kept beside each upload (lib/uploads.server.ts UPLOAD_VARIANT_SIDES). */
const COPY_SIDES = [400, 800] as const;

/**
 * What a body image's address becomes on the page, or null when it is not one of the store's own
 * images (another origin, a protocol-relative or odd path): such an image is dropped.
 */
export function bodyImageSource(raw: string | undefined): BodyImageSource | null {
  const value = (raw ?? "").trim();
  const upload = UPLOAD_SRC.exec(value);
  if (upload) {
    const [, src, w, h] = upload;
    const width = Number(w);
    const height = Number(h);
    if (!w || !h || !width || !height) return { src };
    const longest = Math.max(width, height);
    const base = src.slice(0, -".webp".length);
    const copies = COPY_SIDES.filter((side) => side < longest).map(
      (side) => `${base}-${side}.webp ${Math.max(1, Math.round((width * side) / longest))}w`,
    );
    return { src, width, height, srcSet: copies.length ? [...copies, `${src} ${width}w`].join(", ") : undefined };
  }
  return SHIPPED_SRC.test(value) && !value.includes("//") ? { src: value } : null;
}

/** The Markdown of an uploaded image, ready to insert in the body: its description cannot break the syntax. */
export function bodyImageMarkdown(image: { url: string; width: number; height: number; alt: string }): string {
  const alt = image.alt
    .replace(/[\r\n]+/g, " ")
    .replace(/[[\]\\]/g, "")
    .trim();
  return `![${alt}](${image.url}#${image.width}x${image.height})`;
}
