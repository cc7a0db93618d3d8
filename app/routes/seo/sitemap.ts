import { env } from "~/lib/env.server";
import { sitemapEntries, sitemapXml } from "~/models/seo.server";

export async function loader() {
  const xml = sitemapXml(env().baseUrl, await sitemapEntries());
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
}
