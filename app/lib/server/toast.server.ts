import { createHmac, timingSafeEqual } from "node:crypto";
import { data, redirect } from "react-router";
import { env } from "./env.server";

export type ToastType = "success" | "error" | "info";
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
}
export type ToastInput = Omit<Toast, "id">;

/**
 * The toast travels in a signed cookie, `rv_toast`, in React Router's own cookie format (what
 * `createCookie("rv_toast", { secrets: [AUTH_SECRET] })` writes and reads: base64 of the JSON, a dot, the
 * HMAC-SHA256 of that in base64 without padding; toast.server.test.ts checks the two agree). It is
 * signed and checked here with node:crypto, synchronously: React Router's cookies use WebCrypto, whose
 * key import and asynchronous jobs cost ~1 ms on every action that answers with a toast (issue #8).
 */
const NAME = "rv_toast";

function signature(value: string): string {
  return createHmac("sha256", env().authSecret).update(value).digest("base64").replace(/=+$/, "");
}

function attributes(): string {
  return `; Path=/; HttpOnly${env().baseUrl.startsWith("https://") ? "; Secure" : ""}; SameSite=Lax`;
}

/** The Set-Cookie header of a toast (or, for null, the header that clears it). */
function serialize(toast: Toast | null): string {
  if (!toast) return `${NAME}=; Max-Age=0${attributes()}`;
  const value = Buffer.from(JSON.stringify(toast), "utf8").toString("base64");
  return `${NAME}=${encodeURIComponent(`${value}.${signature(value)}`)}${attributes()}`;
}

/** The toast in a Cookie header, if its signature is ours; null otherwise. */
function parse(cookieHeader: string): Toast | null {
  let raw: string | undefined;
  for (const pair of cookieHeader.split(";")) {
    const eq = pair.indexOf("=");
    if (eq > 0 && pair.slice(0, eq).trim() === NAME) {
      raw = pair.slice(eq + 1).trim();
      break;
    }
  }
  if (!raw) return null;
  try {
    const signed = decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    const dot = signed.lastIndexOf(".");
    if (dot < 0) return null;
    const value = signed.slice(0, dot);
    const given = Buffer.from(signed.slice(dot + 1));
    const expected = Buffer.from(signature(value));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const toast = JSON.parse(Buffer.from(value, "base64").toString("utf8")) as Toast | null;
    return toast && typeof toast === "object" && typeof toast.title === "string" ? toast : null;
  } catch {
    return null;
  }
}

/** A Set-Cookie header carrying a toast to the next render (survives a redirect, works without JavaScript). */
export async function toastHeader(toast: ToastInput): Promise<string> {
  return serialize({ ...toast, id: crypto.randomUUID() });
}

/** Reads the pending toast and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: HeadersInit | undefined }> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes(`${NAME}=`)) return { toast: null, headers: undefined };
  return { toast: parse(cookieHeader), headers: { "Set-Cookie": serialize(null) } };
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
