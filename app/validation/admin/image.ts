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
  .refine((v) => v === null || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v), "Informe um endereço de imagem começando com https:// ou /.");
