import { data, redirect } from "react-router";
import type { Route } from "./+types/like";
import { getLikeState, setPostLike, type LikeState } from "~/models/blog.server";
import { getUser } from "~/services/session.server";
import { hit } from "~/lib/server/rate-limit.server";
import { redirectWithToast } from "~/lib/server/toast.server";
import { isDocumentRequest, returnPath } from "~/lib/server/request-kind.server";
import { LIKE_MESSAGES } from "~/i18n/site";

export type LikeResult = ({ ok: true } & LikeState) | ({ ok: false; message: string } & Partial<LikeState>);

const LIKE_LIMIT = { name: "blog-like", max: 60, windowSeconds: 60 };

/**
 * Likes or unlikes a post for the signed-in user. The button sends the state it wants
 * (intent=like|unlike), so a repeated or late request cannot flip it the wrong way.
 * The like button (fetch) gets the real state back as JSON, also with a refusal; a plain form post
 * (no JavaScript) is sent back to its page, with the refusal as a toast.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const document = isDocumentRequest(request);
  const postPath = `/blog/${encodeURIComponent(params.slug.toWellFormed())}`;
  const back = returnPath(request, form, postPath);
  const intent = form.get("intent");
  const user = getUser(context);

  async function refuse(message: string, status: number) {
    if (document) return redirectWithToast(back, { type: "error", title: message });
    const state = await getLikeState(params.slug, user?.id).catch(() => null);
    return data<LikeResult>({ ok: false, message, ...(state ?? {}) }, { status });
  }

  if (!user) return refuse(LIKE_MESSAGES.signInRequired, 401);
  if (intent !== "like" && intent !== "unlike") return refuse(LIKE_MESSAGES.failed, 400);
  if (!(await hit(LIKE_LIMIT, user.id)).allowed) return refuse(LIKE_MESSAGES.failed, 429);

  let state: LikeState | null;
  try {
    state = await setPostLike(user.id, params.slug, intent === "like");
  } catch (error) {
    console.error("[blog] falha ao registrar curtida:", error);
    return refuse(intent === "like" ? LIKE_MESSAGES.likeFailed : LIKE_MESSAGES.unlikeFailed, 500);
  }
  if (!state) return refuse(LIKE_MESSAGES.failed, 404);
  if (document) return redirect(back);
  return data<LikeResult>({ ok: true, ...state });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/blog/${encodeURIComponent(params.slug.toWellFormed())}`);
}
