/** The one flash message: React Router's signed cookie, and the page of the same request. */
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { env } from "./env.server";
import { dataWithToast, flashScope, readToast, redirectWithToast, toastHeader } from "./toast.server";

const reactRouterCookie = (secret = env().authSecret) =>
  createCookie("rv_toast", { path: "/", httpOnly: true, sameSite: "lax", secure: env().baseUrl.startsWith("https://"), secrets: [secret] });

const pair = (setCookie: string) => setCookie.split(";")[0];
const read = (cookie: string) => readToast(new Request("http://localhost:3000/", { headers: { cookie } }));

describe("toast cookie", () => {
  const toast = {
    type: "success" as const,
    title: "Sua solicitação foi enviada com sucesso! Você ganhou 5 pontos!",
    description: "Acompanhe em “Minhas Amostras” — ção 🌿",
  };

  it("is exactly what React Router's createCookie writes for the same toast", async () => {
    const header = await toastHeader(toast);
    const parsed = (await reactRouterCookie().parse(pair(header))) as Record<string, unknown>;
    expect(parsed).toMatchObject(toast);
    expect(typeof parsed.id).toBe("string");
    expect(header).toBe(await reactRouterCookie().serialize(parsed));
  });

  it("reads what React Router's createCookie writes, and the header that clears it is the same", async () => {
    const written = await reactRouterCookie().serialize({ ...toast, id: "t1" });
    const { toast: got, headers } = await read(`outro=1; ${pair(written)}; rv.session_token=abc`);
    expect(got).toEqual({ ...toast, id: "t1" });
    expect(new Headers(headers).get("set-cookie")).toBe(await reactRouterCookie().serialize("", { maxAge: 0 }));
  });

  it("refuses a toast signed with another secret, a changed value or signature, and garbage", async () => {
    const header = pair(await toastHeader(toast));
    expect((await read(pair(await reactRouterCookie("outro-segredo-qualquer-123").serialize({ ...toast, id: "x" })))).toast).toBeNull();
    const [value, signature] = decodeURIComponent(header.slice("rv_toast=".length)).split(".");
    const forged = Buffer.from(JSON.stringify({ type: "error", title: "Falso", id: "x" })).toString("base64");
    expect((await read(`rv_toast=${encodeURIComponent(`${forged}.${signature}`)}`)).toast).toBeNull();
    expect((await read(`rv_toast=${encodeURIComponent(`${value}.${signature.slice(0, -2)}AA`)}`)).toast).toBeNull();
    for (const junk of ["rv_toast=", "rv_toast=abc", "rv_toast=%E0%A4%A", "rv_toast=..."]) {
      const { toast: got, headers } = await read(junk);
      expect(got, junk).toBeNull();
      expect(new Headers(headers).get("set-cookie"), junk).toMatch(/^rv_toast=; Max-Age=0/);
    }
    expect(await read("outro=1")).toEqual({ toast: null, headers: undefined });
  });

  it("travels with redirects and action data", async () => {
    const redirected = await redirectWithToast("/dashboard", { type: "info", title: "Olá" });
    expect((await read(pair(redirected.headers.get("set-cookie")!))).toast).toMatchObject({ type: "info", title: "Olá" });
    const answer = (await dataWithToast({ ok: true }, { type: "error", title: "Erro" }, { status: 400 })) as unknown as {
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(400);
    expect((await read(pair(new Headers(answer.init.headers).get("set-cookie")!))).toast).toMatchObject({ type: "error", title: "Erro" });
  });

  it("shows an action's toast on the page of the same request, once", async () => {
    let shown: unknown = null;
    const response = await flashScope(async () => {
      const answer = (await dataWithToast({ ok: false }, { type: "error", title: "Recusado" }, { status: 400 })) as unknown as {
        init: ResponseInit;
      };
      shown = (await read("outro=1")).toast;
      const headers = new Headers(answer.init.headers);
      headers.append("Set-Cookie", "outro=2; Path=/");
      return new Response("<html></html>", { status: 400, headers });
    });
    expect(shown).toMatchObject({ type: "error", title: "Recusado" });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain("outro=2; Path=/");
    // The toast is not kept for the next page: only the header that clears it goes out.
    expect(cookies.filter((c) => c.startsWith("rv_toast="))).toEqual([await reactRouterCookie().serialize("", { maxAge: 0 })]);
    expect(response.status).toBe(400);
  });

  it("keeps the toast for the next request when the same request did not show it", async () => {
    const response = await flashScope(async () => redirectWithToast("/conta", { type: "success", title: "Salvo" }));
    expect((await read(pair(response.headers.get("set-cookie")!))).toast).toMatchObject({ title: "Salvo" });
  });
});
