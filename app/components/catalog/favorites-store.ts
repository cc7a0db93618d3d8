/**
 * The favourites as the browser knows them. A visitor's live on the device (a list of
 * product slugs in localStorage). A signed-in customer's live in the account: the first time a page
 * needs them after signing in, the device's list is sent to be merged into the account and then
 * emptied (so a product removed from the account does not come back from the device), and the
 * account's list is kept here for the page's lifetime. The code that talks to the server for a
 * customer (favorites-account.ts) loads only for signed-in customers. Pages never carry any of this: they stay the
 * same for everyone and cacheable; the state comes from the device and one small private request.
 */
import { notify } from "~/lib/render/notify";
import { FAVORITES_TEXTS } from "~/i18n/favorites";

const STORAGE_KEY = "rv:favoritos";
const listeners = new Set<() => void>();

/** The JSON answer of /favoritos/conta (GET and POST). */
export type FavoritesAnswer = { ok: true; slugs: string[] } | { ok: false; message: string; slugs?: string[] };

export interface AccountFavorites {
  userId: string;
  slugs: Set<string>;
  ready: boolean;
  loading: Promise<boolean> | null;
  /** Presses waiting for their answer: the list of an answer is applied only when none is. */
  pending: number;
}

let account: AccountFavorites | null = null;

/** The signed-in customer's list as this page knows it (favorites-account.ts loads and changes it). */
export function accountFavorites(userId: string): AccountFavorites {
  if (account?.userId !== userId) account = { userId, slugs: new Set(), ready: false, loading: null, pending: 0 };
  return account;
}

/** Whether `state` is still this page's list (not signed out or another account meanwhile). */
export function isCurrent(state: AccountFavorites): boolean {
  return account === state;
}

export function emit() {
  for (const listener of listeners) listener();
}

export function readDeviceFavorites(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function writeDeviceFavorites(slugs: string[]): boolean {
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

/** Sent on the window when the device's favourites were merged into the account. */
export const MERGED_EVENT = "rv:favoritos-na-conta";

const accountCode = () => import("./favorites-account");

/** Loads the signed-in customer's list (favorites-account.ts); resolves true once it is known. */
export function loadAccountFavorites(userId: string): Promise<boolean> {
  return accountCode().then((m) => m.loadAccountFavorites(userId));
}

/** Adds or removes a favourite: on the device for a visitor, in the account for a customer. */
export function toggleFavorite(slug: string, userId: string | null, want = !isFavorite(slug, userId)): Promise<void> {
  if (userId) return accountCode().then((m) => m.toggleAccountFavorite(slug, userId, want));
  const current = readDeviceFavorites();
  const next = want ? [...current.filter((s) => s !== slug), slug] : current.filter((s) => s !== slug);
  if (!writeDeviceFavorites(next)) notify.error(FAVORITES_TEXTS.deviceFailed);
  emit();
  return Promise.resolve();
}
