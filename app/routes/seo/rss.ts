import { env } from "~/lib/env.server";
import { blogFeedXml } from "~/models/seo.server";

export async function loader() {
  return new Response(await blogFeedXml(env().baseUrl), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600, stale-while-revalidate=3600",
    },
  });
}
