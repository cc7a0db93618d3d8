import { env } from "~/lib/server/env.server";
import { robotsTxt } from "~/models/seo.server";

export function loader() {
  return new Response(robotsTxt(env().baseUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
