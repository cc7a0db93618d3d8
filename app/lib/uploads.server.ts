/**
 * Images uploaded by admins: JPEG, PNG or WebP up to 5 MB, recognised by their content (not by the
 * name or the browser's type), re-encoded to WebP (which also drops metadata such as GPS) and stored
 * under DATA_DIR/uploads with a random name; the server serves /uploads with a long cache lifetime.
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

/** Stores an uploaded image and returns its public path (/uploads/<random>.webp). */
export async function saveImageUpload(file: File): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new UploadError("A imagem deve ter no máximo 5 MB.");
  const webp = await toWebp(Buffer.from(await file.arrayBuffer()));
  const name = `${crypto.randomBytes(16).toString("hex")}.webp`;
  const dir = uploadsDir();
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), webp, { flag: "wx" });
  return `/uploads/${name}`;
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

/** Removes a stored upload again (its form's write failed after the image was saved). */
export async function discardUpload(url: string): Promise<void> {
  const name = path.basename(url);
  if (!/^[0-9a-f]{32}\.webp$/.test(name)) return;
  await fs.rm(path.join(uploadsDir(), name), { force: true });
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
