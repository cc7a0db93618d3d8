/**
 * Images uploaded by admins: JPEG, PNG or WebP up to 5 MB, recognised by their content (not by the
 * name or the browser's type), re-encoded to WebP (which also drops metadata such as GPS) and stored
 * under DATA_DIR/uploads with a random name; the server serves /uploads with a long cache lifetime.
 * Beside each one, smaller copies for the slots that do not need it whole (a product card, a post card
 * on a phone): `<name>-400.webp` and `<name>-800.webp`, at most that many pixels on the longest side
 * (components/catalog/product-image.tsx and components/blog/post-image.tsx pick them).
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Metadata } from "sharp";
import { MAX_IMAGE_BYTES } from "~/validation/admin/image";
import { env } from "./env.server";

export class UploadError extends Error {}

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** Longest side kept: enough for the 800px product and 1200px blog slots at high density. */
const MAX_SIDE = 1600;
/** The longest side of the smaller copies kept beside each upload (`<name>-<side>.webp`). */
export const UPLOAD_VARIANT_SIDES = [400, 800] as const;
/** An upload's stored name, and the name of one of its smaller copies. */
const UPLOAD_NAME = /^[0-9a-f]{32}\.webp$/;
const VARIANT_NAME = new RegExp(`^([0-9a-f]{32})-(${UPLOAD_VARIANT_SIDES.join("|")})\\.webp$`);
/** Refuse decompression bombs before decoding. */
const MAX_PIXELS = 40_000_000;
/** A multipart body holding a 5 MB file and the other fields. */
export const MAX_FORM_BYTES = MAX_IMAGE_BYTES + 512 * 1024;

/** sharp (a native image library, ~60 module files) loads on the first upload, not at every start. */
const loadSharp = () => import("sharp").then((module) => module.default);

export function uploadsDir(): string {
  return path.join(env().dataDir, "uploads");
}

/** Re-encodes an accepted image to WebP; refuses anything else with a message for the admin. */
export async function toWebp(input: Buffer): Promise<Buffer> {
  if (input.byteLength === 0) throw new UploadError("O arquivo enviado está vazio.");
  if (input.byteLength > MAX_IMAGE_BYTES) throw new UploadError("A imagem deve ter no máximo 5 MB.");
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new UploadError("Envie uma imagem JPEG, PNG ou WebP.");
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new UploadError("Envie uma imagem JPEG, PNG ou WebP.");
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) throw new UploadError("A imagem tem resolução grande demais.");
  try {
    return await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new UploadError("Não foi possível ler esta imagem. Tente outro arquivo.");
  }
}

/** A smaller copy of a stored upload, at most `side` pixels on its longest side (never enlarged). */
async function shrunkCopy(webp: Buffer, side: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(webp, { limitInputPixels: MAX_PIXELS })
    .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** Stores an uploaded image and its smaller copies, and returns its public path (/uploads/<random>.webp). */
export async function saveImageUpload(file: File): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new UploadError("A imagem deve ter no máximo 5 MB.");
  const webp = await toWebp(Buffer.from(await file.arrayBuffer()));
  const id = crypto.randomBytes(16).toString("hex");
  const dir = uploadsDir();
  await fs.mkdir(dir, { recursive: true });
  const url = `/uploads/${id}.webp`;
  try {
    // The copies first: the upload's own file is what makes it exist (see ensureUploadVariant).
    for (const side of UPLOAD_VARIANT_SIDES) {
      await fs.writeFile(path.join(dir, `${id}-${side}.webp`), await shrunkCopy(webp, side), { flag: "wx" });
    }
    await fs.writeFile(path.join(dir, `${id}.webp`), webp, { flag: "wx" });
  } catch (error) {
    await discardUpload(url); // a failed write leaves no part of it behind
    throw error;
  }
  return url;
}

/** Copies being made right now, by file name: two requests for the same missing copy make it once. */
const making = new Map<string, Promise<boolean>>();

/**
 * Makes a missing smaller copy of a stored upload — uploads stored before the copies existed get
 * theirs on the first request for one. `fileName` is the requested name (`<id>-400.webp`); anything
 * else, or a copy of an upload that does not exist, is left alone (false), and the request goes on
 * to a 404. Written under a temporary name and renamed, so a half-written copy is never served.
 */
export async function ensureUploadVariant(fileName: string): Promise<boolean> {
  const match = VARIANT_NAME.exec(fileName);
  if (!match) return false;
  const target = path.join(uploadsDir(), fileName);
  if (await fs.stat(target).then(() => true, () => false)) return true;
  let pending = making.get(fileName);
  if (!pending) {
    pending = (async () => {
      const source = await fs.readFile(path.join(uploadsDir(), `${match[1]}.webp`)).catch(() => null);
      if (!source) return false;
      const temporary = `${target}.${crypto.randomBytes(4).toString("hex")}.tmp`;
      await fs.writeFile(temporary, await shrunkCopy(source, Number(match[2])));
      await fs.rename(temporary, target);
      return true;
    })().finally(() => making.delete(fileName));
    making.set(fileName, pending);
  }
  return pending;
}

/** A file input that was left empty still sends a nameless, empty part. */
export function isFilePart(value: FormDataEntryValue | null): value is File {
  return typeof value === "object" && value !== null && value.size > 0;
}

/** Saves the form's uploaded image (field `imageFile`), if one was sent; call it once the other fields are valid. */
export async function uploadedImage(form: FormData): Promise<string | null> {
  const file = form.get("imageFile");
  return isFilePart(file) ? saveImageUpload(file) : null;
}

/** Removes a stored upload and its copies again (its form's write failed after the image was saved). */
export async function discardUpload(url: string): Promise<void> {
  const name = path.basename(url);
  if (!UPLOAD_NAME.test(name)) return;
  const id = name.slice(0, -".webp".length);
  await fs.rm(path.join(uploadsDir(), name), { force: true });
  for (const side of UPLOAD_VARIANT_SIDES) await fs.rm(path.join(uploadsDir(), `${id}-${side}.webp`), { force: true });
}

/**
 * Saves the form's image (if any) and runs `write` with its public path; when the write fails the
 * image is removed, so a refused form leaves no file behind.
 */
export async function withUploadedImage<T>(form: FormData, write: (imageUrl: string | null) => Promise<T>): Promise<T> {
  const uploaded = await uploadedImage(form);
  try {
    return await write(uploaded);
  } catch (error) {
    if (uploaded) await discardUpload(uploaded);
    throw error;
  }
}

/** Reads a form, refusing bodies larger than an image upload allows before buffering them. */
export async function readForm(request: Request): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_FORM_BYTES) throw new UploadError("A imagem deve ter no máximo 5 MB.");
  return request.formData();
}
