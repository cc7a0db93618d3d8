import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { saveImageUpload, toWebp, UploadError, uploadedImage, uploadsDir } from "./uploads.server";

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
});
