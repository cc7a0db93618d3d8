/**
 * Images uploaded by admins: JPEG, PNG or WebP up to 5 MB, recognised by their content (not by the
 * name or the browser's type), re-encoded to WebP (which also drops metadata such as GPS) and stored
 * under DATA_DIR/uploads with a random name; the server serves /uploads with a long cache lifetime.
 * Beside each one, smaller copies for the slots that do not need it whole (a product card, a post card
 * on a phone): `<name>-400.webp` and `<name>-800.webp`, at most that many pixels on the longest side
 * (components/catalog/product-image.tsx and components/blog/post-image.tsx pick them).
 *
 * Where they are kept (`uploadStore()`): DATA_DIR/uploads, or with S3_URL an S3-compatible bucket
 * (the official @aws-sdk/client-s3, loaded only then), so processes on several machines serve the
 * same images; server/uploads.ts serves them from either. docs/deploy.md says how to back the bucket up.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
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

/** Whether `name` is a stored upload's or one of its copies' file name (nothing else is ever read). */
export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name) || VARIANT_NAME.test(name);
}

/** A stored file, opened to be sent. */
export interface StoredUpload {
  body: Readable;
  length: number;
  etag?: string;
}

/** Where uploads are kept: DATA_DIR/uploads or an S3 bucket. Names are checked by the callers. */
export interface UploadStore {
  kind: "local" | "s3";
  /** Writes a file; `exclusive` fails if it exists (a new upload), otherwise it replaces it whole. */
  write(name: string, body: Buffer, options?: { exclusive?: boolean }): Promise<void>;
  read(name: string): Promise<Buffer | null>;
  exists(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  /** The file to send, or null when there is none (server/uploads.ts; the local store is served by express.static). */
  open(name: string): Promise<StoredUpload | null>;
}

function localStore(dir: string): UploadStore {
  return {
    kind: "local",
    async write(name, body, options) {
      await fs.mkdir(dir, { recursive: true });
      const target = path.join(dir, name);
      if (options?.exclusive) return fs.writeFile(target, body, { flag: "wx" });
      // Under a temporary name, then renamed: a half-written file is never served.
      const temporary = `${target}.${crypto.randomBytes(4).toString("hex")}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    read: (name) => fs.readFile(path.join(dir, name)).catch(() => null),
    exists: (name) =>
      fs.stat(path.join(dir, name)).then(
        () => true,
        () => false,
      ),
    remove: (name) => fs.rm(path.join(dir, name), { force: true }),
    async open(name) {
      const { createReadStream } = await import("node:fs");
      const stat = await fs.stat(path.join(dir, name)).catch(() => null);
      return stat ? { body: createReadStream(path.join(dir, name)), length: stat.size } : null;
    },
  };
}

/** The parts of S3_URL: `s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=…` (s3+http:// without TLS). */
export function parseS3Url(value: string) {
  const url = new URL(value);
  const [bucket, ...prefix] = url.pathname.split("/").filter(Boolean);
  return {
    endpoint: `${url.protocol === "s3+http:" ? "http" : "https"}://${url.host}`,
    bucket: bucket,
    prefix: prefix.length ? `${prefix.join("/")}/` : "",
    region: url.searchParams.get("region") || "us-east-1",
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    // Path-style addressing (host/bucket/key) works with every S3-compatible store; ?style=virtual for bucket.host.
    forcePathStyle: url.searchParams.get("style") !== "virtual",
  };
}

function s3Store(s3Url: string): UploadStore {
  const config = parseS3Url(s3Url);
  const key = (name: string) => config.prefix + name;
  // The SDK (a few MB of modules) loads on first use, and only on an install that uses S3.
  const sdk = import("@aws-sdk/client-s3").then((module) => ({
    module,
    client: new module.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    }),
  }));
  const notFound = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: "s3",
    async write(name, body) {
      const { module, client } = await sdk;
      // Names are random (and copies are made from their upload): nothing to overwrite by mistake.
      await client.send(new module.PutObjectCommand({ Bucket: config.bucket, Key: key(name), Body: body, ContentType: "image/webp" }));
    },
    async read(name) {
      const { module, client } = await sdk;
      try {
        const object = await client.send(new module.GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async exists(name) {
      const { module, client } = await sdk;
      try {
        await client.send(new module.HeadObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      const { module, client } = await sdk;
      await client.send(new module.DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
    async open(name) {
      const { module, client } = await sdk;
      try {
        const object = await client.send(new module.GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        return { body: object.Body as Readable, length: Number(object.ContentLength ?? 0), etag: object.ETag };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
  };
}

let current: { key: string; store: UploadStore } | undefined;

/** The store of this process: S3 with S3_URL, else DATA_DIR/uploads (one per configuration). */
export function uploadStore(): UploadStore {
  const s3Url = env().s3Url;
  const key = s3Url ?? `local:${uploadsDir()}`;
  if (current?.key !== key) current = { key, store: s3Url ? s3Store(s3Url) : localStore(uploadsDir()) };
  return current.store;
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
  return (await saveSizedImageUpload(file)).url;
}

/** Like saveImageUpload, with the stored image's size (a post's body reserves its space with it). */
export async function saveSizedImageUpload(file: File): Promise<{ url: string; width: number; height: number }> {
  if (file.size > MAX_IMAGE_BYTES) throw new UploadError("A imagem deve ter no máximo 5 MB.");
  const webp = await toWebp(Buffer.from(await file.arrayBuffer()));
  const { width = 0, height = 0 } = await (await loadSharp())(webp).metadata();
  const id = crypto.randomBytes(16).toString("hex");
  const store = uploadStore();
  const url = `/uploads/${id}.webp`;
  try {
    // The copies first: the upload's own file is what makes it exist (see ensureUploadVariant).
    for (const side of UPLOAD_VARIANT_SIDES) {
      await store.write(`${id}-${side}.webp`, await shrunkCopy(webp, side), { exclusive: true });
    }
    await store.write(`${id}.webp`, webp, { exclusive: true });
  } catch (error) {
    await discardUpload(url); // a failed write leaves no part of it behind
    throw error;
  }
  return { url, width, height };
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
  const store = uploadStore();
  if (await store.exists(fileName)) return true;
  let pending = making.get(fileName);
  if (!pending) {
    pending = (async () => {
      const source = await store.read(`${match[1]}.webp`);
      if (!source) return false;
      // Written whole (a temporary file renamed, or one S3 PUT): a half-written copy is never served.
      await store.write(fileName, await shrunkCopy(source, Number(match[2])));
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
  const store = uploadStore();
  await store.remove(name);
  for (const side of UPLOAD_VARIANT_SIDES) await store.remove(`${id}-${side}.webp`);
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
