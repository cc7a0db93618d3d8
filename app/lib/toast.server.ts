import { createCookie, data, redirect } from "react-router";
import { env } from "./env.server";

export type ToastType = "success" | "error" | "info";
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
}
export type ToastInput = Omit<Toast, "id">;

function toastCookie() {
  return createCookie("rv_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env().baseUrl.startsWith("https://"),
    secrets: [env().authSecret],
  });
}

/** A Set-Cookie header carrying a toast to the next render (survives a redirect, works without JavaScript). */
export async function toastHeader(toast: ToastInput): Promise<string> {
  return toastCookie().serialize({ ...toast, id: crypto.randomUUID() });
}

/** Reads the pending toast and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: HeadersInit | undefined }> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("rv_toast=")) return { toast: null, headers: undefined };
  const cookie = toastCookie();
  const value = (await cookie.parse(cookieHeader)) as Toast | null;
  return {
    toast: value && typeof value.title === "string" ? value : null,
    headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) },
  };
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Action result carrying a toast; `payload` is what the page reads from useActionData/fetcher.data. */
export async function dataWithToast<T>(payload: T, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return data(payload, { ...init, headers });
}
