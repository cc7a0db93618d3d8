import { cn } from "~/lib/common/cn";
import { SharedHtml } from "~/lib/render/shared-html";
import { uploadCopy } from "~/lib/common/upload-copies";

const SHIPPED = /^\/images\/blog\/([\w-]+)\.webp$/;

/**
 * The shipped blog illustrations come in 1200×675, 800×450 and 600×338 (`srcSet`, with `small` the
 * default source); external URLs as they are, without `srcSet`. The 800 px one is what a
 * phone's full-width slot needs (about 390 CSS px at 2×): without it, phones took the 1200 px file,
 * half as heavy again. An admin's upload (up to 1600 px on its longest side) has 400 and 800 px copies
 * beside it (lib/uploads.server.ts).
 */
export function postImageSources(src: string | null | undefined): { small: string; srcSet?: string } | null {
  if (!src) return null;
  const [small, medium] = [uploadCopy(src, 400), uploadCopy(src, 800)];
  if (small && medium) return { small: medium, srcSet: `${small} 400w, ${medium} 800w, ${src} 1600w` };
  const match = SHIPPED.exec(src);
  if (!match) return { small: src };
  const file = (suffix: string) => `/images/blog/${match[1]}${suffix}.webp`;
  return { small: file("-600"), srcSet: `${file("-600")} 600w, ${file("-800")} 800w, ${src} 1200w` };
}

/**
 * A post's illustration in a 16:9 frame. The 600 px variant is the default source; the 800 and 1200 px
 * ones are offered for wider slots and dense screens (`sizes` says how wide the slot is). `priority` loads it at
 * once (above the fold); otherwise the browser waits until it comes near the viewport.
 */
export function PostImage({
  src,
  alt = "",
  sizes = "100vw",
  priority = false,
  className,
  shared,
}: {
  src: string | null | undefined;
  alt?: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
  /**
   * Rendered once and reused (lib/shared-html.tsx) under this id, with `data` the object the image is
   * made from. Never with `priority`: React moves that image's preload to the <head>, which kept HTML cannot do.
   */
  shared?: { id: string; data: object; reuse?: boolean };
}) {
  const sources = postImageSources(src);
  return (
    <SharedHtml
      as="div"
      id={shared?.id ?? "post-image"}
      data={shared?.data}
      reuse={Boolean(shared) && !priority && shared?.reuse !== false}
      className={cn("aspect-video overflow-hidden bg-cream-100", className)}
    >
      {sources ? (
        <img
          src={sources.small}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? sizes : undefined}
          width={600}
          height={338}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? "auto" : "async"}
          className="size-full object-cover"
        />
      ) : null}
    </SharedHtml>
  );
}
