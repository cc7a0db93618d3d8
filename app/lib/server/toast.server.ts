/**
 * The one flash message: every toast the server sends, success or failure, travels in React Router's
 * signed cookie `rv_toast` (`createCookie`, signed with AUTH_SECRET), is read once by the root loader
 * and shown by the one toaster (root.tsx), or, without JavaScript, by the root's <noscript> banner
 * (docs/decisions/003-toasts-in-cookies.md).
 *
 * A page rendered by the same request as its action (a form posted without JavaScript that answers
 * with the page, not a redirect) has no cookie to read yet: the toast is also kept for the rest of the
 * request (`flashScope`, run by the root middleware), so the banner shows on that page.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createCookie, data, redirect, type Cookie } from "react-router";
import { env } from "./env.server";

export type ToastType = "success" | "error" | "info";
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
}
export type ToastInput = Omit<Toast, "id">;

const NAME = "rv_toast";

let cookie: { secret: string; secure: boolean; cookie: Cookie } | undefined;

function toastCookie(): Cookie {
  const { authSecret, baseUrl } = env();
  const secure = baseUrl.startsWith("https://");
  if (cookie?.secret !== authSecret || cookie.secure !== secure) {
    cookie = {
      secret: authSecret,
      secure,
      cookie: createCookie(NAME, { path: "/", httpOnly: true, sameSite: "lax", secure, secrets: [authSecret] }),
    };
  }
  return cookie.cookie;
}

/** What this request's action flashed, and whether the page of the same request showed it. */
const sameRequest = new AsyncLocalStorage<{ toast?: Toast; shown?: boolean }>();

/**
 * Runs `next` (the rest of the request) with room for the toast its action flashes. When the page of
 * the same request showed that toast, the response does not also keep it for the next page.
 */
export async function flashScope(next: () => Promise<Response>): Promise<Response> {
  const scope: { toast?: Toast; shown?: boolean } = {};
  const response = await sameRequest.run(scope, next);
  if (!scope.shown) return response;
  const kept = response.headers.getSetCookie().filter((header) => !header.startsWith(`${NAME}=`));
  const headers = new Headers(response.headers);
  headers.delete("Set-Cookie");
  for (const header of kept) headers.append("Set-Cookie", header);
  headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const toast = value as Record<string, unknown>;
  return (
    typeof toast.title === "string" &&
    typeof toast.id === "string" &&
    (toast.type === "success" || toast.type === "error" || toast.type === "info")
  );
}

/** A Set-Cookie header carrying a toast to the next render (survives a redirect, works without JavaScript). */
export async function toastHeader(input: ToastInput): Promise<string> {
  const toast: Toast = { ...input, id: crypto.randomUUID() };
  const scope = sameRequest.getStore();
  if (scope) scope.toast = toast;
  return toastCookie().serialize(toast);
}

/** Reads the pending toast and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: HeadersInit | undefined }> {
  const flashed = sameRequest.getStore()?.toast;
  const cookieHeader = request.headers.get("cookie");
  const hasCookie = cookieHeader?.includes(`${NAME}=`) ?? false;
  if (!flashed && !hasCookie) return { toast: null, headers: undefined };
  if (flashed) {
    sameRequest.getStore()!.shown = true;
    return { toast: flashed, headers: undefined };
  }
  const clear = { "Set-Cookie": await toastCookie().serialize("", { maxAge: 0 }) };
  const value: unknown = await toastCookie()
    .parse(cookieHeader ?? null)
    .catch(() => null);
  return { toast: isToast(value) ? value : null, headers: clear };
}

/** Redirects to `url` with a toast for the page it lands on. */
export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/**
 * An action's answer with a toast, for a success (200) or a refusal (4xx, `init.status`); `payload`
 * is what the page reads from useActionData/fetcher.data (field errors, what was typed).
 */
export async function dataWithToast<T>(payload: T, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return data(payload, { ...init, headers });
}
