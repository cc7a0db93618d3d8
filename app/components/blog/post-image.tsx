import { cn } from "~/lib/cn";

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
}: {
  src: string | null | undefined;
  alt?: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const sources = postImageSources(src);
  const variants = sources && sources.small !== sources.large;
  return (
    <div className={cn("aspect-video overflow-hidden bg-cream-100", className)}>
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
    </div>
  );
}
