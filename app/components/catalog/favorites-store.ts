/**
 * The favourites as the browser knows them (issue #25). A visitor's live on the device (a list of
 * product slugs in localStorage). A signed-in customer's live in the account: the first time a page
 * needs them after signing in, the device's list is sent to be merged into the account and then
 * emptied (so a product removed from the account does not come back from the device), and the
 * account's list is kept here for the page's lifetime. Pages never carry any of this: they stay the
 * same for everyone and cacheable; the state comes from the device and one small private request.
 */
import { toast } from "~/lib/notify";
import { FAVORITES_ACCOUNT_PATH, FAVORITES_TEXTS } from "~/i18n/favorites";

const STORAGE_KEY = "rv:favoritos";
const listeners = new Set<() => void>();

/** The JSON answer of /favoritos/conta (GET and POST). */
export type FavoritesAnswer = { ok: true; slugs: string[] } | { ok: false; message: string; slugs?: string[] };

interface AccountFavorites {
  userId: string;
  slugs: Set<string>;
  ready: boolean;
  loading: Promise<boolean> | null;
  /** Presses waiting for their answer: the list of an answer is applied only when none is. */
  pending: number;
}

let account: AccountFavorites | null = null;

function emit() {
  for (const listener of listeners) listener();
}

export function readDeviceFavorites(): string[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function writeDeviceFavorites(slugs: string[]): boolean {
  try {
    if (slugs.length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(slugs));
    else window.localStorage.removeItem(STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Other tabs (storage events) and every heart of this page. */
export function subscribeFavorites(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Whether the account's list is known for this user (else the device's is what shows). */
export function accountReady(userId: string | null): boolean {
  return Boolean(userId && account?.userId === userId && account.ready);
}

/** Whether the product is a favourite: the account's list once known, else the device's. */
export function isFavorite(slug: string, userId: string | null): boolean {
  if (userId && account?.userId === userId && account.ready) return account.slugs.has(slug);
  return readDeviceFavorites().includes(slug);
}

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
  if (account?.userId !== userId) account = { userId, slugs: new Set(), ready: false, loading: null, pending: 0 };
  const state = account;
  if (state.ready) return Promise.resolve(true);
  state.loading ??= (async () => {
    const device = readDeviceFavorites();
    let answer: FavoritesAnswer;
    if (device.length) {
      answer = await post({ intent: "merge", produtos: device.join(",") });
      // Merged: the device keeps only what was added to it meanwhile.
      if (answer.ok) writeDeviceFavorites(readDeviceFavorites().filter((slug) => !device.includes(slug)));
    } else {
      answer = await fetch(FAVORITES_ACCOUNT_PATH, { headers: { Accept: "application/json" } })
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

/** Sent on the window when the device's favourites were merged into the account. */
export const MERGED_EVENT = "rv:favoritos-na-conta";

/** Adds or removes a favourite: on the device for a visitor, in the account for a customer. */
export async function toggleFavorite(slug: string, userId: string | null, want = !isFavorite(slug, userId)): Promise<void> {
  if (!userId) {
    const current = readDeviceFavorites();
    const next = want ? [...current.filter((s) => s !== slug), slug] : current.filter((s) => s !== slug);
    if (!writeDeviceFavorites(next)) toast.error(FAVORITES_TEXTS.deviceFailed);
    emit();
    return;
  }
  if (!(await loadAccountFavorites(userId))) {
    toast.error(FAVORITES_TEXTS.failed);
    return;
  }
  const state = account!;
  const had = state.slugs.has(slug);
  if (want) state.slugs.add(slug);
  else state.slugs.delete(slug);
  state.pending += 1;
  emit();
  const answer = await post({ intent: want ? "add" : "remove", produto: slug });
  state.pending -= 1;
  if (account !== state) return; // signed out or another account meanwhile
  if (answer.ok) {
    if (state.pending === 0) state.slugs = new Set(answer.slugs);
  } else {
    if (had) state.slugs.add(slug);
    else state.slugs.delete(slug);
    toast.error(answer.message);
  }
  emit();
}
