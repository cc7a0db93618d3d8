/**
 * The anonymous page cache (server/page-cache.ts) in front of the real app: the built server served by
 * createApp exactly as `npm start` serves it (tests/security/support/harness.ts), over this file's own
 * database. What is kept, what never is, and what a real write (the panel's own action) forgets.
 *
 * The cache's timing rules, which need a clock of their own or a rendering held open (expiry, the expired
 * copy served while one request renders again, budgets, a write landing during a rendering), are in
 * page-cache-mechanics.test.ts.
 */
import http from "node:http";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { hasBuild, requestAs, useSecurityHarness, type Answer } from "../security/support/harness";
import * as s from "~/db/schema";
import { rootLogger } from "~/lib/server/logger.server";

describe.skipIf(!hasBuild)("anonymous page cache, on the real app", () => {
  const h = useSecurityHarness();
  const cacheOf = (answer: Answer) => answer.headers.get("x-cache");
  /** A visitor's request (no cookie), with the headers given. */
  const visit = (url: string, headers: Record<string, string> = {}) => requestAs(h.origin, "", url, { headers });
  /** How many pages the app really rendered for anonymous visitors since the cache was last cleared. */
  const rendered = () => h.app.pageCache.stats.misses;

  let productPage = "";
  let productName = "";
  beforeEach(async () => {
    h.app.pageCache.clear();
    await h.resetRateLimits();
    productPage = `/produto/${h.fx.productSlug}`;
    const [product] = await h.t.db.select().from(s.products).where(eq(s.products.id, h.fx.ids.product));
    productName = product.name;
  });

  it("renders a public page once and answers again from memory, same body and headers", async () => {
    const before = rendered();
    const first = await visit("/");
    expect(first.status).toBe(200);
    expect(cacheOf(first)).toBe("MISS");
    const second = await visit("/");
    expect(cacheOf(second)).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(second.headers.get("cache-control")).toMatch(/^public,/);
    expect(second.headers.get("vary")).toMatch(/Cookie/);
    expect(second.headers.get("content-type")).toMatch(/text\/html/);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    const head = await requestAs(h.origin, "", "/", { method: "HEAD" });
    expect(cacheOf(head)).toBe("HIT");
    expect(rendered() - before).toBe(1);
  });

  it("keeps every page of the sitemap: none reads the database outside a tagged cache", async () => {
    const warn = vi.spyOn(rootLogger(), "warn");
    try {
      const sitemap = await visit("/sitemap.xml");
      const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
      expect(paths).toContain(productPage);
      expect(paths.length).toBeGreaterThan(10);
      const untaggedBefore = h.app.pageCache.stats.untagged;
      const notKept: string[] = [];
      for (const path of paths) {
        const first = await visit(path);
        expect(first.status, path).toBe(200);
        if (cacheOf(await visit(path)) !== "HIT") notKept.push(path);
      }
      expect(notKept).toEqual([]);
      expect(h.app.pageCache.stats.untagged).toBe(untaggedBefore);
      expect(warn.mock.calls.filter(([line]) => String(line).includes("[page-cache]"))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it("keeps the compressed body per Accept-Encoding and replays it compressed", async () => {
    const before = rendered();
    await visit("/produtos", { "accept-encoding": "gzip" });
    const hit = await visit("/produtos", { "accept-encoding": "gzip" });
    expect(cacheOf(hit)).toBe("HIT");
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    // The replayed bytes, read as sent: valid gzip of the catalogue page.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${h.origin}/produtos`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks)));
        })
        .on("error", reject);
    });
    expect(zlib.gunzipSync(raw).toString()).toContain(productName);
    // Another encoding is another entry, rendered once.
    const brotli = await visit("/produtos", { "accept-encoding": "br" });
    expect(cacheOf(brotli)).toBe("MISS");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(cacheOf(await visit("/produtos", { "accept-encoding": "br" }))).toBe("HIT");
    expect(rendered() - before).toBe(2);
  });

  it("never answers a signed-in customer, a toast or an Authorization header from memory", async () => {
    await visit("/");
    expect(cacheOf(await visit("/"))).toBe("HIT");
    // The customer's own header (their name) comes from a rendering, never from the visitor's copy.
    const signedIn = await h.send("customer", "/");
    expect(cacheOf(signedIn)).not.toBe("HIT");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.body).toContain(h.fx.people.customer.fullName.split(" ")[0]);
    for (const cookie of ["rv_toast=xyz", "__Secure-rv.session_token=abc", "outro=1; rv.session_data=1"]) {
      expect(cacheOf(await visit("/", { cookie })), cookie).not.toBe("HIT");
    }
    expect(cacheOf(await visit("/", { authorization: "Bearer x" }))).not.toBe("HIT");
    // Other cookies (say, an analytics one) do not make a page personal.
    expect(cacheOf(await visit("/", { cookie: "consentimento=1" }))).toBe("HIT");
  });

  it("keeps nothing personal, not found or setting a cookie", async () => {
    for (const path of ["/pagina-que-nao-existe", "/produto/produto-que-nao-existe", "/auth", "/dashboard"]) {
      const first = await visit(path);
      const again = await visit(path);
      expect(again.status, path).toBe(first.status);
      expect(cacheOf(again), `${path} (${first.status}, ${first.headers.get("cache-control")})`).not.toBe("HIT");
    }
    expect(h.app.pageCache.size()).toBe(0);
  });

  it("a real write forgets the pages that show what it changed, and only those; requests that commit nothing forget nothing", async () => {
    const pages = ["/produtos", productPage, "/blog"];
    for (const page of pages) await visit(page);
    for (const page of pages) expect(cacheOf(await visit(page)), page).toBe("HIT");
    const [product] = await h.t.db.select().from(s.products).where(eq(s.products.id, h.fx.ids.product));
    const form = {
      intent: "product-update",
      id: product.id,
      name: product.name,
      slug: product.slug,
      description: product.description ?? "Descrição.",
      status: "active",
    };

    // Refused or empty-handed: a product form without a name, a wrong password, a sign-out without a
    // session, a blog view counted (left to expire, by design: it changes on every visit).
    expect((await h.send("admin", "/admin-panel/produtos", { form: { ...form, name: "" } })).status).toBe(400);
    const wrongPassword = await requestAs(h.origin, "", "/api/auth/sign-in/email", {
      form: { email: h.fx.people.customer.email, password: "senha-errada-123" },
      json: true,
    });
    expect(wrongPassword.status).toBe(401);
    const signOut = await h.send("anonymous", "/sair", { form: {} });
    expect(signOut.status).toBe(302);
    expect(signOut.location).toBe("/");
    await h.send("anonymous", `/blog/${h.fx.postSlug}/visualizar`, { form: {} });
    for (const page of pages) expect(cacheOf(await visit(page)), `${page} after writes that commit nothing`).toBe("HIT");

    // The panel renames the product: the catalogue and its page show the new name at once; the blog stays kept.
    const renamed = await h.send("admin", "/admin-panel/produtos", { form: { ...form, name: "Cápsulas de Teste do Cache" } });
    expect(renamed.status).toBeLessThan(400);
    for (const page of ["/produtos", productPage]) {
      const next = await visit(page);
      expect(cacheOf(next), page).toBe("MISS");
      expect(next.body, page).toContain("Cápsulas de Teste do Cache");
      expect(next.body, page).not.toContain(productName);
    }
    expect(cacheOf(await visit("/blog"))).toBe("HIT");
    await h.send("admin", "/admin-panel/produtos", { form });
  });

  it("renders a cold page once for requests that arrive together", async () => {
    const before = rendered();
    const answers = await Promise.all(Array.from({ length: 6 }, () => visit(productPage)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(answers[0].body);
    }
    expect(answers.filter((a) => cacheOf(a) === "MISS")).toHaveLength(1);
    expect(rendered() - before).toBe(1);
  });
});
