import { env } from "~/lib/server/env.server";
import { Tags } from "~/lib/server/cache.server";
import { sharedBlogData } from "~/models/blog.server";
import { sitemapEntries, sitemapXml } from "~/models/seo.server";

export async function loader() {
  const entries = await sharedBlogData("sitemap", sitemapEntries, [Tags.catalog]);
  const xml = sitemapXml(env().baseUrl, entries);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
}
