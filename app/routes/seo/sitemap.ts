import { env } from "~/lib/env.server";
import { sharedData, Tags } from "~/lib/cache.server";
import { sitemapEntries, sitemapXml } from "~/models/seo.server";

export async function loader() {
  const entries = await sharedData("sitemap", [Tags.catalog, Tags.blog], sitemapEntries);
  const xml = sitemapXml(env().baseUrl, entries);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
}
