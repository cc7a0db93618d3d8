import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { discardUpload, ensureUploadVariant, saveImageUpload, toWebp, UploadError, uploadedImage, uploadsDir } from "./uploads.server";

const image = (format: "png" | "jpeg" | "webp" | "gif", width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 31, g: 81, b: 48 } } })
    .toFormat(format)
    .toBuffer();

describe("image uploads", () => {
  it("re-encodes JPEG, PNG and WebP to WebP, checking the content rather than the name", async () => {
    for (const format of ["png", "jpeg", "webp"] as const) {
      const out = await toWebp(await image(format));
      expect((await sharp(out).metadata()).format).toBe("webp");
    }
  });

  it("refuses other formats, text posing as an image, empty files and files over 5 MB", async () => {
    await expect(toWebp(await image("gif"))).rejects.toThrow("Envie uma imagem JPEG, PNG ou WebP.");
    await expect(toWebp(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).rejects.toBeInstanceOf(UploadError);
    await expect(toWebp(Buffer.alloc(0))).rejects.toThrow("O arquivo enviado está vazio.");
    await expect(toWebp(Buffer.alloc(5 * 1024 * 1024 + 1))).rejects.toThrow("A imagem deve ter no máximo 5 MB.");
  });

  it("shrinks large images to 1600px on the longest side", async () => {
    const out = await toWebp(await image("png", 3000, 1000));
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 533]);
  });

  it("stores the file under DATA_DIR/uploads with a random name and returns its public path", async () => {
    const file = new File([new Uint8Array(await image("png"))], "foto.exe.png", { type: "image/png" });
    const url = await saveImageUpload(file);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(fs.existsSync(path.join(uploadsDir(), path.basename(url)))).toBe(true);

    const form = new FormData();
    form.append("imageFile", new File([], ""));
    expect(await uploadedImage(form)).toBeNull();
  });

  it("keeps 400 and 800 px copies beside each upload, for the slots that do not need it whole", async () => {
    const url = await saveImageUpload(new File([new Uint8Array(await image("png", 3000, 1000))], "larga.png", { type: "image/png" }));
    const id = path.basename(url, ".webp");
    const size = async (name: string) => {
      const meta = await sharp(fs.readFileSync(path.join(uploadsDir(), name))).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(await size(`${id}.webp`)).toEqual(["webp", 1600, 533]);
    expect(await size(`${id}-800.webp`)).toEqual(["webp", 800, 266]);
    expect(await size(`${id}-400.webp`)).toEqual(["webp", 400, 133]);

    // A small image is never enlarged.
    const small = path.basename(await saveImageUpload(new File([new Uint8Array(await image("png", 300, 200))], "p.png")), ".webp");
    expect(await size(`${small}-800.webp`)).toEqual(["webp", 300, 200]);

    await discardUpload(url);
    for (const name of [`${id}.webp`, `${id}-400.webp`, `${id}-800.webp`]) expect(fs.existsSync(path.join(uploadsDir(), name))).toBe(false);
  });

  it("makes a missing copy of a stored upload once, even when asked twice at once; nothing for other names", async () => {
    const id = path.basename(await saveImageUpload(new File([new Uint8Array(await image("png", 1200, 1200))], "q.png")), ".webp");
    const copy = path.join(uploadsDir(), `${id}-800.webp`);
    fs.rmSync(copy);
    expect(await Promise.all([ensureUploadVariant(`${id}-800.webp`), ensureUploadVariant(`${id}-800.webp`)])).toEqual([true, true]);
    const meta = await sharp(fs.readFileSync(copy)).metadata();
    expect([meta.width, meta.height]).toEqual([800, 800]);
    expect(fs.readdirSync(uploadsDir()).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(await ensureUploadVariant(`${id}-800.webp`)).toBe(true);

    const before = fs.readdirSync(uploadsDir()).sort();
    for (const name of [`${"0".repeat(32)}-400.webp`, `${id}-300.webp`, `../${id}-400.webp`, `${id}.webp`, "x-400.webp"]) {
      expect(await ensureUploadVariant(name), name).toBe(false);
    }
    expect(fs.readdirSync(uploadsDir()).sort()).toEqual(before);
  });
});
