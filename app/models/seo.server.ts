/** What search engines are told about: the sitemap's addresses and their last change. */
import { desc, eq } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { productCategories, products } from "~/db/schema";
import { PRODUCT_CATEGORIES } from "~/lib/common/categories";
import { BRAND } from "~/lib/common/brand";
import { renderMarkdown } from "~/lib/server/markdown.server";
import { listFeedPosts, listPublishedPostDates } from "./blog.server";

/** Posts in the RSS feed. */
export const FEED_LIMIT = 50;

export interface SitemapEntry {
  /** Path from the site's root, e.g. /produto/omega-3-ultra */
  path: string;
  lastModified?: Date;
  changeFrequency?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
}

/** Public pages whose content is fixed text (their last change is not tracked). */
export const STATIC_PAGES = ["/ajuda", "/politica-troca", "/lgpd", "/contato", "/sobre", "/pontos"] as const;

function latest(...dates: (Date | null | undefined)[]): Date | undefined {
  const known = dates.filter((d): d is Date => d instanceof Date && !Number.isNaN(d.getTime()));
  return known.length ? new Date(Math.max(...known.map((d) => d.getTime()))) : undefined;
}

/** Every public address: home, catalogue, the six category pages, active products, the blog and its published posts. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const activeProducts = await db()
    .select({ slug: products.slug, updatedAt: products.updatedAt, categorySlug: productCategories.slug })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.status, "active"))
    .orderBy(desc(products.createdAt));
  const posts = await listPublishedPostDates();

  const catalogueChanged = latest(...activeProducts.map((p) => p.updatedAt));
  const postsChanged = latest(...posts.map((p) => p.lastModified));

  return [
    { path: "/", lastModified: latest(catalogueChanged, postsChanged), changeFrequency: "weekly", priority: 1 },
    { path: "/produtos", lastModified: catalogueChanged, changeFrequency: "weekly", priority: 0.9 },
    ...PRODUCT_CATEGORIES.map((c) => ({
      path: `/produtos/${c.slug}`,
      lastModified: latest(...activeProducts.filter((p) => p.categorySlug === c.slug).map((p) => p.updatedAt)),
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
    ...activeProducts.map((p) => ({
      path: `/produto/${p.slug}`,
      lastModified: p.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.8,
    })),
    { path: "/blog", lastModified: postsChanged, changeFrequency: "weekly", priority: 0.8 },
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.lastModified, changeFrequency: "monthly" as const, priority: 0.7 })),
    ...STATIC_PAGES.map((path) => ({ path, changeFrequency: "yearly" as const, priority: 0.4 })),
  ];
}

/** Areas that are private or not pages at all. */
export const DISALLOWED_PATHS = [
  "/admin",
  "/admin-panel",
  "/dashboard",
  "/auth",
  "/api",
  "/sair",
  "/newsletter",
  "/blog/*/curtir",
] as const;

export function robotsTxt(baseUrl: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), "", `Sitemap: ${baseUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(baseUrl + e.path)}</loc>`,
      e.lastModified ? `    <lastmod>${e.lastModified.toISOString()}</lastmod>` : null,
      e.changeFrequency ? `    <changefreq>${e.changeFrequency}</changefreq>` : null,
      e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : null,
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A CDATA section holding `html` (a "]]>" inside is split so it cannot end the section early). */
function cdata(html: string): string {
  return `<![CDATA[${html.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

/** RSS 2.0 feed of the newest published posts, each with its excerpt and its full, sanitised content. */
export async function blogFeedXml(baseUrl: string, limit = FEED_LIMIT): Promise<string> {
  const posts = await listFeedPosts(limit);
  const built = latest(...posts.map((p) => p.updatedAt)) ?? new Date();
  const items = posts.map((p) => {
    const link = `${baseUrl}/blog/${p.slug}`;
    const imageHtml = p.imageUrl ? `<p><img src="${escapeXml(new URL(p.imageUrl, baseUrl).toString())}" alt=""></p>` : "";
    return [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      p.publishedAt ? `      <pubDate>${p.publishedAt.toUTCString()}</pubDate>` : null,
      `      <dc:creator>${escapeXml(p.authorName)}</dc:creator>`,
      p.categoryName ? `      <category>${escapeXml(p.categoryName)}</category>` : null,
      `      <description>${escapeXml(p.excerpt ?? "")}</description>`,
      `      <content:encoded>${cdata(imageHtml + renderMarkdown(p.content))}</content:encoded>`,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`Blog ${BRAND.name}`)}</title>
    <link>${escapeXml(`${baseUrl}/blog`)}</link>
    <atom:link href="${escapeXml(`${baseUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`Artigos do ${BRAND.name} sobre suplementos naturais, nutrição, sono e bem-estar.`)}</description>
    <language>pt-BR</language>
    <lastBuildDate>${built.toUTCString()}</lastBuildDate>
${items.join("\n")}
  </channel>
</rss>
`;
}
