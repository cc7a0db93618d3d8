import { eq } from "drizzle-orm";
import { Parser } from "htmlparser2";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { SEED_PRODUCTS } from "~/seed/content/products";
import { SEED_POSTS } from "~/seed/content/blog";
import { PRODUCT_CATEGORIES } from "~/lib/common/categories";
import { blogFeedXml, robotsTxt, sitemapEntries, sitemapXml, STATIC_PAGES } from "./seo.server";

const t = useTestDatabase();
const BASE = "https://www.raizvital.com.br";

/** The text of every <tag> in an XML document. */
function texts(xml: string, tag: string): string[] {
  const out: string[] = [];
  let current: string[] | null = null;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (name === tag) current = [];
      },
      ontext: (text) => current?.push(text),
      onclosetag: (name) => {
        if (name === tag && current) {
          out.push(current.join(""));
          current = null;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return out;
}

beforeAll(async () => {
  await seedContent(t.db);
  await t.db.update(s.products).set({ status: "inactive" }).where(eq(s.products.slug, SEED_PRODUCTS[0].slug));
  await t.db.insert(s.blogPosts).values({ title: "Rascunho", slug: "rascunho-sitemap", content: "x", status: "draft" });
  await t.db.insert(s.blogPosts).values({
    title: 'Título com <tags> & "aspas"',
    slug: "post-com-simbolos",
    content: "Texto com ]]> no meio e <script>alert(1)</script>.",
    excerpt: "Resumo & <b>negrito</b>",
    status: "published",
    publishedAt: new Date("2026-11-20T10:00:00Z"),
    updatedAt: new Date("2026-11-20T10:00:00Z"),
  });
}, 120_000);

describe("sitemap", () => {
  it("lists every public page, the six category pages, every active product and every published post, with absolute URLs", async () => {
    const xml = sitemapXml(BASE, await sitemapEntries());
    const locs = texts(xml, "loc");
    const expected = [
      `${BASE}/`,
      `${BASE}/produtos`,
      `${BASE}/blog`,
      ...STATIC_PAGES.map((p) => `${BASE}${p}`),
      ...PRODUCT_CATEGORIES.map((c) => `${BASE}/produtos/${c.slug}`),
      ...SEED_PRODUCTS.slice(1).map((p) => `${BASE}/produto/${p.slug}`),
      ...SEED_POSTS.map((p) => `${BASE}/blog/${p.slug}`),
      `${BASE}/blog/post-com-simbolos`,
    ];
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(locs).not.toContain(`${BASE}/produto/${SEED_PRODUCTS[0].slug}`);
    expect(locs).not.toContain(`${BASE}/blog/rascunho-sitemap`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("gives a lastmod to products, posts and the pages that list them", async () => {
    const entries = await sitemapEntries();
    const byPath = new Map(entries.map((e) => [e.path, e]));
    for (const path of [
      "/",
      "/produtos",
      "/blog",
      `/produto/${SEED_PRODUCTS[1].slug}`,
      `/blog/${SEED_POSTS[0].slug}`,
      "/produtos/cerebro-foco",
    ]) {
      expect(byPath.get(path)?.lastModified, path).toBeInstanceOf(Date);
    }
    expect(byPath.get("/blog")!.lastModified!.toISOString()).toBe("2026-11-20T10:00:00.000Z");
    const xml = sitemapXml(BASE, entries);
    for (const lastmod of texts(xml, "lastmod")) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe("robots.txt", () => {
  it("keeps private areas out and points to the sitemap", () => {
    const txt = robotsTxt(BASE);
    for (const path of ["/admin", "/admin-panel", "/dashboard", "/auth", "/api"]) expect(txt).toContain(`Disallow: ${path}\n`);
    expect(txt).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(txt).not.toMatch(/Disallow: \/\n/);
  });
});

describe("RSS feed", () => {
  it("lists published posts newest first with escaped text and sanitised content", async () => {
    const xml = await blogFeedXml(BASE);
    const titles = texts(xml, "title");
    expect(titles[0]).toBe("Blog Raiz Vital");
    expect(titles[1]).toBe('Título com <tags> & "aspas"');
    expect(titles).not.toContain("Rascunho");
    expect(titles.slice(1)).toHaveLength(SEED_POSTS.length + 1);
    expect(texts(xml, "link")[1]).toBe(`${BASE}/blog/post-com-simbolos`);
    expect(texts(xml, "description")[1]).toBe("Resumo & <b>negrito</b>");
    const content = texts(xml, "content:encoded")[0];
    expect(content).toContain("<p>Texto com ]]&gt; no meio e .</p>");
    expect(content).not.toContain("<script");
    for (const date of texts(xml, "pubDate")) expect(date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });
});
