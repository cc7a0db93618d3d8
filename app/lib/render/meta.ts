import type { MetaDescriptor } from "react-router";
import { BRAND } from "~/lib/common/brand";

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the canonical page. */
  canonical?: string;
  image?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
}

/** Title, description, canonical and Open Graph tags for one page. */
export function pageMeta({ title, description, canonical, image, type = "website", noindex }: PageMeta): MetaDescriptor[] {
  const fullTitle = title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:locale", content: "pt_BR" },
  ];
  if (canonical) tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
  if (image) tags.push({ property: "og:image", content: image });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
