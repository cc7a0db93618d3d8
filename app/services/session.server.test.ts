import { describe, expect, it } from "vitest";
import { authUrl, returnPath } from "./session.server";

const BASE = "http://localhost:3000";

function request(path: string, init: { method?: string; referer?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.referer) headers.referer = init.referer;
  if (init.cookie) headers.cookie = init.cookie;
  return new Request(`${BASE}${path}`, { method: init.method ?? "GET", headers, body: init.method === "POST" ? "a=1" : undefined });
}

describe("the way back after signing in", () => {
  it("is the page a data request belongs to, never its .data address", () => {
    expect(returnPath(request("/admin-panel/produtos.data"))).toBe("/admin-panel/produtos");
    expect(returnPath(request("/_root.data"))).toBe("/");
    expect(returnPath(request("/admin-panel/blog.data?aba=categorias&_routes=routes%2Fadmin-panel%2Fblog"))).toBe(
      "/admin-panel/blog?aba=categorias",
    );
    expect(returnPath(request("/admin-panel.data?index"))).toBe("/admin-panel");
  });

  it("is, for a form sent, the same-site page it was sent from", () => {
    const post = (referer?: string) => request("/admin-panel/produtos.data", { method: "POST", referer });
    expect(returnPath(post(`${BASE}/admin-panel/produtos?pagina=2`))).toBe("/admin-panel/produtos?pagina=2");
    expect(returnPath(post("https://evil.example/x"))).toBe("/admin-panel/produtos");
    expect(returnPath(post())).toBe("/admin-panel/produtos");
  });
});

describe("authUrl", () => {
  it("says the session ended when a form was sent without one", () => {
    expect(
      authUrl(request("/admin-panel/produtos.data", { method: "POST", referer: `${BASE}/admin-panel/produtos` }), { panel: true }),
    ).toBe("/auth?sessao=expirada&redirectTo=%2Fadmin-panel%2Fprodutos");
  });

  it("says so for a data request from inside the panel, or a session cookie that no longer signs in", () => {
    expect(authUrl(request("/admin-panel/blog.data"), { panel: true })).toBe("/auth?sessao=expirada&redirectTo=%2Fadmin-panel%2Fblog");
    expect(authUrl(request("/dashboard", { cookie: "rv.session_token=gone" }))).toBe("/auth?sessao=expirada&redirectTo=%2Fdashboard");
  });

  it("stays plain for a visitor who never signed in", () => {
    expect(authUrl(request("/dashboard"))).toBe("/auth?redirectTo=%2Fdashboard");
    expect(authUrl(request("/dashboard.data"))).toBe("/auth?redirectTo=%2Fdashboard");
    expect(authUrl(request("/"))).toBe("/auth");
    expect(authUrl()).toBe("/auth");
  });
});
