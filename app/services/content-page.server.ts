/**
 * The loader of a content page with no data of its own (/sobre, /contato, /ajuda, /politica-troca):
 * its answer is public for visitors, so the page cache and a CDN keep it, and private for a signed-in
 * user, whose name and points are in the header (lib/server/http-cache.server.ts).
 */
import { data, type LoaderFunctionArgs } from "react-router";
import { publicPageHeaders } from "~/lib/server/http-cache.server";
import { getUser } from "./session.server";

export function contentPageLoader({ context }: LoaderFunctionArgs) {
  return data(null, { headers: publicPageHeaders(Boolean(getUser(context))) });
}
