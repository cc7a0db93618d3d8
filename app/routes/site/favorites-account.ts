import { formText } from "~/lib/common/form-text";
import { data } from "react-router";
import type { Route } from "./+types/favorites-account";
import { FAVORITES_PATH, FAVORITES_TEXTS } from "~/i18n/favorites";
import { hit, TOO_MANY } from "~/lib/server/rate-limit.server";
import { isDocumentRequest, returnPath } from "~/lib/server/request-kind.server";
import { getUser } from "~/services/session.server";
import { redirectWithToast } from "~/lib/server/toast.server";
import { favoriteSlugs, MAX_FAVORITES, mergeFavorites, setFavorite } from "~/models/favorites.server";

/** The account's favourites are the customer's own: never kept by any cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };
const FAVORITES_LIMIT = { name: "favorites", max: 120, windowSeconds: 60 };

export type FavoritesAccountAnswer = { ok: true; slugs: string[] } | { ok: false; message: string };

/** The signed-in customer's favourites (slugs), for the hearts of the page they are on. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  if (!user) return data<FavoritesAccountAnswer>({ ok: false, message: FAVORITES_TEXTS.signInRequired }, { status: 401, headers: PRIVATE });
  return data<FavoritesAccountAnswer>({ ok: true, slugs: await favoriteSlugs(user.id) }, { headers: PRIVATE });
}

/** The device's list as sent by the browser ("a,b,c"): slugs only, at most as many as an account keeps. */
function slugList(value: FormDataEntryValue | null): string[] {
  return typeof value === "string"
    ? value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, MAX_FAVORITES)
    : [];
}

/**
 * intent=add|remove (produto=<slug>) or intent=merge (produtos=<slug>,<slug>…), for the signed-in
 * customer only. The browser's hearts (fetch) get the account's list back as JSON; a plain form post
 * (the "Remover" button of "Meus favoritos" without JavaScript) goes back to its page with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const document = isDocumentRequest(request);
  const back = returnPath(request, form, FAVORITES_PATH);
  const intent = form.get("intent");
  const user = getUser(context);

  function refuse(message: string, status: number) {
    if (document) return redirectWithToast(back, { type: "error", title: message });
    return data<FavoritesAccountAnswer>({ ok: false, message }, { status, headers: PRIVATE });
  }

  if (!user) return refuse(FAVORITES_TEXTS.signInRequired, 401);
  if (intent !== "add" && intent !== "remove" && intent !== "merge") return refuse(FAVORITES_TEXTS.failed, 400);
  if (!(await hit(FAVORITES_LIMIT, user.id)).allowed) return refuse(TOO_MANY, 429);

  let slugs: string[];
  try {
    if (intent === "merge") {
      slugs = (await mergeFavorites(user.id, slugList(form.get("produtos")))).slugs;
    } else {
      const result = await setFavorite(user.id, formText(form, "produto"), intent === "add");
      if (!result.ok)
        return refuse(result.reason === "full" ? FAVORITES_TEXTS.full : FAVORITES_TEXTS.notFound, result.reason === "full" ? 409 : 404);
      slugs = result.slugs;
    }
  } catch (error) {
    console.error("[favoritos] falha ao salvar:", error);
    return refuse(FAVORITES_TEXTS.failed, 500);
  }
  if (document) {
    return intent === "remove"
      ? redirectWithToast(back, { type: "success", title: FAVORITES_TEXTS.removed })
      : redirectWithToast(back, { type: "success", title: FAVORITES_TEXTS.saved });
  }
  return data<FavoritesAccountAnswer>({ ok: true, slugs }, { headers: PRIVATE });
}
