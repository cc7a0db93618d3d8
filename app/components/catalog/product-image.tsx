import type * as React from "react";
import { cn } from "~/lib/common/cn";
import { uploadCopy } from "~/lib/common/upload-copies";

export const PLACEHOLDER_PRODUCT_IMAGE = "/images/placeholder-product.webp";

/**
 * The image URL for a slot: shipped product images have an 800 px file and a -400 variant; an admin's
 * upload (up to 1600 px) has -400 and -800 copies beside it (lib/uploads.server.ts); any other URL
 * (external) is used as it is; no image gives the placeholder.
 */
export function productImageUrl(url: string | null | undefined, size: 400 | 800 = 800): string {
  if (!url) return PLACEHOLDER_PRODUCT_IMAGE;
  const shipped = /^(\/images\/products\/.+?)(?:-400)?\.webp$/.exec(url);
  if (shipped) return size === 400 ? `${shipped[1]}-400.webp` : `${shipped[1]}.webp`;
  return uploadCopy(url, size) ?? url;
}

/** A square product image that falls back to the placeholder when the file cannot be loaded. */
export function ProductImage({
  src,
  size,
  alt,
  className,
  ...props
}: { src: string | null | undefined; size: 400 | 800; alt: string } & Omit<React.ComponentProps<"img">, "src" | "alt">) {
  return (
    <img
      src={productImageUrl(src, size)}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      className={cn("aspect-square w-full object-cover", className)}
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_PRODUCT_IMAGE)) img.src = PLACEHOLDER_PRODUCT_IMAGE;
      }}
      {...props}
    />
  );
}
