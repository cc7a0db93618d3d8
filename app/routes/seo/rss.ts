import { env } from "~/lib/server/env.server";
import { sharedBlogData } from "~/models/blog.server";
import { blogFeedXml } from "~/models/seo.server";

export async function loader() {
  const xml = await sharedBlogData("rss", () => blogFeedXml(env().baseUrl));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600, stale-while-revalidate=3600",
    },
  });
}
