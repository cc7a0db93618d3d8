import { z } from "zod";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** An image address typed by the admin: a site path (/images/…, /uploads/…) or an http(s) URL. */
export const imageUrlField = z
  .string()
  .trim()
  .max(2000, "Endereço longo demais.")
  .optional()
  .transform((v) => v || null)
  .refine(
    (v) => v === null || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v),
    "Informe um endereço de imagem começando com https:// ou /.",
  );

export const IMAGE_MESSAGES = { type: "Envie uma imagem JPEG, PNG ou WebP.", tooLarge: "A imagem deve ter no máximo 5 MB." } as const;

/** Whether a file was chosen: an empty file input sends a nameless, empty File (older callers send its name). */
export function fileChosen(value: unknown): boolean {
  if (typeof File !== "undefined" && value instanceof File) return value.size > 0 || value.name !== "";
  return typeof value === "string" && value !== "";
}

/**
 * The uploaded image (field `imageFile`), checked by its declared type and size in the browser and
 * in the action alike: a refused file blocks saving ('A imagem deve ter no máximo 5 MB.'). The
 * server checks the content again when it saves it (lib/uploads.server.ts).
 */
export const imageFileField = z
  .unknown()
  .optional()
  .superRefine((value, ctx) => {
    if (typeof File === "undefined" || !(value instanceof File) || !fileChosen(value)) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(value.type)) ctx.addIssue({ code: "custom", message: IMAGE_MESSAGES.type });
    else if (value.size > MAX_IMAGE_BYTES) ctx.addIssue({ code: "custom", message: IMAGE_MESSAGES.tooLarge });
  });
