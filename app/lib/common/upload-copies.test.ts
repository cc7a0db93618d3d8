import { describe, expect, it } from "vitest";
import { postImageSources } from "~/components/blog/post-image";
import { PLACEHOLDER_PRODUCT_IMAGE, productImageUrl } from "~/components/catalog/product-image";
import { uploadCopy } from "./upload-copies";

const upload = `/uploads/${"ab12".repeat(8)}.webp`;
const id = `/uploads/${"ab12".repeat(8)}`;

describe("images sized for their slot", () => {
  it("an admin's upload is shown through its 400 or 800 px copy", () => {
    expect(uploadCopy(upload, 400)).toBe(`${id}-400.webp`);
    expect(productImageUrl(upload, 400)).toBe(`${id}-400.webp`);
    expect(productImageUrl(upload, 800)).toBe(`${id}-800.webp`);
    expect(postImageSources(upload)).toEqual({
      small: `${id}-800.webp`,
      srcSet: `${id}-400.webp 400w, ${id}-800.webp 800w, ${upload} 1600w`,
    });
  });

  it("shipped images keep their own variants; other URLs are used as they are", () => {
    expect(productImageUrl("/images/products/omega-3-ultra.webp", 400)).toBe("/images/products/omega-3-ultra-400.webp");
    expect(productImageUrl("/images/products/omega-3-ultra-400.webp", 800)).toBe("/images/products/omega-3-ultra.webp");
    expect(productImageUrl(null)).toBe(PLACEHOLDER_PRODUCT_IMAGE);
    const post = "/images/blog/beneficios-omega-3-cerebro";
    expect(postImageSources(`${post}.webp`)).toEqual({
      small: `${post}-600.webp`,
      srcSet: `${post}-600.webp 600w, ${post}-800.webp 800w, ${post}.webp 1200w`,
    });
    for (const other of ["https://cdn.example.com/a.webp", "/uploads/nao-e-upload.webp", `/uploads/${"ab12".repeat(8)}-400.webp`]) {
      expect(uploadCopy(other, 800)).toBeNull();
      expect(productImageUrl(other, 400)).toBe(other);
      expect(postImageSources(other)).toEqual({ small: other });
    }
  });
});
