/**
 * The signed-in customer's favourites, to and from the server (GET and POST /favoritos/conta):
 * loaded by favorites-store.ts only for customers, so visitors' pages never carry this code.
 */
import { notify } from "~/lib/render/notify";
import { FAVORITES_ACCOUNT_PATH, FAVORITES_TEXTS } from "~/i18n/favorites";
import {
  accountFavorites,
  emit,
  isCurrent,
  MERGED_EVENT,
  readDeviceFavorites,
  writeDeviceFavorites,
  type FavoritesAnswer,
} from "./favorites-store";

async function post(form: Record<string, string>): Promise<FavoritesAnswer> {
  try {
    const response = await fetch(FAVORITES_ACCOUNT_PATH, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(form),
    });
    const answer = (await response.json().catch(() => null)) as FavoritesAnswer | null;
    if (answer && (answer.ok || typeof answer.message === "string")) return answer;
  } catch {
    // No answer at all (offline, connection dropped).
  }
  return { ok: false, message: FAVORITES_TEXTS.failed };
}

/**
 * Loads the signed-in customer's favourites once per page (merging the device's into the account
 * first, when there are any); resolves true when the account's list is known. After a merge,
 * MERGED_EVENT is sent (a page listing the account's favourites loads them again).
 */
export function loadAccountFavorites(userId: string): Promise<boolean> {
  const state = accountFavorites(userId);
  if (state.ready) return Promise.resolve(true);
  state.loading ??= (async () => {
    const device = readDeviceFavorites();
    let answer: FavoritesAnswer;
    if (device.length) {
      answer = await post({ intent: "merge", produtos: device.join(",") });
      // Merged: the device keeps only what was added to it meanwhile.
      if (answer.ok) writeDeviceFavorites(readDeviceFavorites().filter((slug) => !device.includes(slug)));
    } else {
      answer = await fetch(FAVORITES_ACCOUNT_PATH, { headers: { Accept: "application/json" }, cache: "no-store" })
        .then((r) => r.json() as Promise<FavoritesAnswer>)
        .catch(() => ({ ok: false as const, message: FAVORITES_TEXTS.failed }));
    }
    state.loading = null;
    if (!answer.ok) return false;
    state.slugs = new Set(answer.slugs);
    state.ready = true;
    if (device.length) window.dispatchEvent(new Event(MERGED_EVENT));
    emit();
    return true;
  })();
  return state.loading;
}

/** Adds or removes a favourite in the signed-in customer's account (the heart changes at once). */
export async function toggleAccountFavorite(slug: string, userId: string, want: boolean): Promise<void> {
  if (!(await loadAccountFavorites(userId))) {
    notify.error(FAVORITES_TEXTS.failed);
    return;
  }
  const state = accountFavorites(userId);
  const had = state.slugs.has(slug);
  if (want) state.slugs.add(slug);
  else state.slugs.delete(slug);
  state.pending += 1;
  emit();
  const answer = await post({ intent: want ? "add" : "remove", produto: slug });
  state.pending -= 1;
  if (!isCurrent(state)) return; // signed out or another account meanwhile
  if (answer.ok) {
    if (state.pending === 0) state.slugs = new Set(answer.slugs);
  } else {
    if (had) state.slugs.add(slug);
    else state.slugs.delete(slug);
    notify.error(answer.message);
  }
  emit();
}
