import { redirect } from "react-router";
import type { Route } from "./+types/blog-preview";
import { requireAdmin } from "~/services/session.server";
import { renderMarkdown } from "~/lib/server/markdown.server";

/** The post editor's preview: the Markdown rendered and sanitised exactly as the blog will show it. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request, "/dashboard");
  const form = await request.formData();
  const content = form.get("content");
  const markdown = typeof content === "string" ? content.slice(0, 100_000) : "";
  return { html: renderMarkdown(markdown) };
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  throw redirect("/admin-panel/blog");
}
