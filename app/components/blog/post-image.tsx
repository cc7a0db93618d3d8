import { cn } from "~/lib/cn";
import { SharedHtml } from "~/lib/shared-html";

const SHIPPED = /^\/images\/blog\/([\w-]+)\.webp$/;

/** The shipped blog illustrations come in 1200×675 and 600×338; other images (uploads, URLs) as they are. */
export function postImageSources(src: string | null | undefined): { small: string; large: string } | null {
  if (!src) return null;
  const match = SHIPPED.exec(src);
  if (!match) return { small: src, large: src };
  return { small: `/images/blog/${match[1]}-600.webp`, large: src };
}

/**
 * A post's illustration in a 16:9 frame. The 600 px variant is the default source; the 1200 px one is
 * offered for wide slots and dense screens (`sizes` says how wide the slot is). `priority` loads it at
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
  const variants = sources && sources.small !== sources.large;
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
          srcSet={variants ? `${sources.small} 600w, ${sources.large} 1200w` : undefined}
          sizes={variants ? sizes : undefined}
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
