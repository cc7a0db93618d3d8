import { data, redirect } from "react-router";
import type { Route } from "./+types/post-view";
import { getPublishedPost, recordPostView } from "~/models/blog.server";
import { clientIp, hit } from "~/lib/server/rate-limit.server";
import { isPrefetch } from "~/lib/server/request-kind.server";
import { isbot } from "isbot";

export type PostViewResult = { views: number | null };

/** One address opening one post counts at most this often (reloads in a row count, a script does not). */
const VIEW_LIMIT = { name: "blog-view", max: 20, windowSeconds: 600 };

/**
 * Counts one opening of a post. The post page sends this POST once it is shown in a browser, so the
 * page itself stays a plain GET that changes nothing and may be served from a cache. Crawlers,
 * prefetches and more than VIEW_LIMIT openings per address and post are not counted.
 * Answers the post's current count so the page can show it.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const found = await getPublishedPost(params.slug);
  if (!found) throw data(null, { status: 404 });
  const person = !isPrefetch(request) && !isbot(request.headers.get("user-agent"));
  if (!person || !(await hit(VIEW_LIMIT, `${clientIp(request)}:${found.id}`)).allowed) {
    return data<PostViewResult>({ views: found.views });
  }
  return data<PostViewResult>({ views: (await recordPostView(found.id)) ?? found.views });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/blog/${params.slug}`);
}
