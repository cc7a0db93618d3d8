/** Calling route actions and loaders as the server does, and making accounts, for the security tests. */
import { RouterContextProvider } from "react-router";
import * as s from "~/db/schema";
import { db } from "~/lib/server/db/client.server";
import { auth } from "~/services/auth.server";
import { readSessionUser, userContext, type SessionUser } from "~/services/session.server";
import { readToast } from "~/lib/server/toast.server";
import { getProfile } from "~/models/users.server";

export const BASE = "http://localhost:3000";
export const PASSWORD = "Senha@Forte1";

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
  toast: { type: string; title: string; description?: string } | null;
  /** The whole answer as text, to look for a message wherever the form shows it. */
  text: string;
}

type Handler = (args: { request: Request; params: Record<string, string>; context: RouterContextProvider }) => unknown;

/** The session cookie pair ("rv.session_token=…") of a Set-Cookie list, or "". */
export function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith("rv.session_token="));
  return cookie ? cookie.split(";")[0] : "";
}

/**
 * Runs a route action or loader with the request the server would build: the socket address in
 * x-rv-client-ip, the session (if `cookie`) resolved as the root middleware does, a form body.
 */
export async function call(
  handler: unknown,
  path: string,
  {
    fields,
    ip = "198.51.100.1",
    headers = {},
    cookie,
    user,
    params = {},
    method = fields ? "POST" : "GET",
  }: {
    fields?: Record<string, string>;
    ip?: string;
    headers?: Record<string, string>;
    cookie?: string;
    /** A user put straight into the context (instead of a cookie). */
    user?: SessionUser | null;
    params?: Record<string, string>;
    method?: string;
  } = {},
): Promise<Answer> {
  const request = new Request(`${BASE}${path}`, {
    method,
    body: fields ? new URLSearchParams(fields) : undefined,
    headers: { "x-rv-client-ip": ip, ...(cookie ? { cookie } : {}), ...headers },
  });
  const context = new RouterContextProvider();
  context.set(userContext, user !== undefined ? user : await readSessionUser(request));
  let result: unknown;
  try {
    result = await (handler as Handler)({ request, params, context });
  } catch (thrown) {
    result = thrown;
  }
  let status = 200;
  let responseHeaders = new Headers();
  let body: Record<string, unknown> | null = null;
  if (result instanceof Response) {
    status = result.status;
    responseHeaders = result.headers;
    const raw = await result.text();
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = { raw };
    }
  } else if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
    const d = result as unknown as { data: Record<string, unknown>; init: ResponseInit | null };
    status = d.init?.status ?? 200;
    responseHeaders = new Headers(d.init?.headers);
    body = d.data;
  } else {
    body = result as Record<string, unknown>;
  }
  const toastCookie = responseHeaders.getSetCookie().find((c) => c.startsWith("rv_toast="));
  const toast = toastCookie
    ? ((await readToast(new Request(BASE, { headers: { cookie: toastCookie.split(";")[0] } }))).toast as Answer["toast"])
    : null;
  return { status, headers: responseHeaders, body, toast, text: JSON.stringify({ body, toast }) };
}

let counter = 0;
export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${++counter}-${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`;
}

/** A confirmed account with a password (through better-auth's own hashing) and its profile. */
export async function makeAccount(
  tag: string,
  { role = "user", password = PASSWORD }: { role?: "user" | "admin"; password?: string } = {},
) {
  const id = crypto.randomUUID();
  const email = uniqueEmail(tag);
  const fullName = `${tag[0].toUpperCase()}${tag.slice(1)} Teste`;
  const hash = await (await auth().$context).password.hash(password);
  await db().insert(s.user).values({ id, name: fullName, email, emailVerified: true });
  await db().insert(s.account).values({ id: crypto.randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
  await db().insert(s.profiles).values({ id, email, fullName, role });
  return { id, email, fullName, password };
}

export async function sessionUser(id: string): Promise<SessionUser> {
  const profile = (await getProfile(id))!;
  return { ...profile, sessionId: "test", emailVerified: true };
}

/** Signs in through better-auth and returns the cookie pair. */
export async function signedIn(email: string, password = PASSWORD, ip = "198.51.100.200"): Promise<string> {
  const { headers } = await auth().api.signInEmail({
    body: { email, password, rememberMe: true },
    headers: new Headers({ "x-rv-client-ip": ip }),
    returnHeaders: true,
  });
  const cookie = sessionCookie(headers);
  if (!cookie) throw new Error("sign-in gave no cookie");
  return cookie;
}
