/**
 * Requests the site never meant to serve get a plain refusal, never a server error, through the real
 * request handler (createApp of server/app.ts):
 * - control characters in a query string (a NUL broke the database's text and answered 500) are
 *   dropped from every parameter before any route reads it, so a term with one finds what the term
 *   without it finds, on public pages, admin lists and CSV exports alike;
 * - a method the site does not serve (TRACE, WebDAV's, PUT…) answers 405 with Allow.
 */
import http from "node:http";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hasBuild, rawRequest, useSecurityHarness, type Answer, type Role } from "./support/harness";
import { withoutControlCharacters } from "../../server/security";
import * as s from "~/db/schema";

/** A control character in each of its forms: NUL, another C0 one, DEL and a C1 one (U+0085, two bytes in UTF-8). */
const CONTROLS = ["%00", "%01", "%1F", "%7F", "%C2%85"];

/** The links to products or posts a listing shows, in order. */
function links(answer: Answer, prefix: "/produto/" | "/blog/"): string[] {
  return [...answer.body.matchAll(new RegExp(`href="(${prefix}[a-z0-9-]+)"`, "g"))].map((m) => m[1]);
}

/** The term with a control character after its first letter. */
const broken = (term: string, control: string) => `${encodeURIComponent(term.slice(0, 1))}${control}${encodeURIComponent(term.slice(1))}`;

describe("withoutControlCharacters (the address as every route reads it)", () => {
  it("leaves an address without control characters as it came, the same string", () => {
    for (const url of [
      "/",
      "/blog",
      "/produtos?q=vitamina%20c&pagina=2",
      "/produtos?q=vitamina+c",
      "/blog?q=%25%30%30",
      "/a%00b?q=%C3%A1",
      "/?q=%C2%A0",
    ]) {
      expect(withoutControlCharacters(url)).toBe(url);
    }
  });

  it("drops every control character from the query's names and values, encoded or raw", () => {
    expect(withoutControlCharacters("/blog?q=%00")).toBe("/blog?q=");
    expect(withoutControlCharacters("/produtos?q=%00abc&pagina=2")).toBe("/produtos?q=abc&pagina=2");
    expect(withoutControlCharacters("/produtos?q=vita%01mi%1Fna%7F%C2%85%c2%9f+c")).toBe("/produtos?q=vitamina+c");
    expect(withoutControlCharacters("/produtos?q%00=a&%0D%0Astatus=x")).toBe("/produtos?q=a&status=x");
    expect(withoutControlCharacters("/produtos?q=\u0085a")).toBe("/produtos?q=a");
  });
});

describe.skipIf(!hasBuild)("request hygiene (through the real request handler)", () => {
  const h = useSecurityHarness();

  describe("control characters in the query string", () => {
    const PAGES: [string, Role, string][] = [
      ["blog search", "anonymous", "/blog?q=%00"],
      ["blog category", "anonymous", "/blog?categoria=%00&pagina=%00"],
      ["catalog search", "anonymous", "/produtos?q=%00abc"],
      ["catalog, the page's data (client navigation)", "anonymous", "/produtos.data?q=%00abc"],
      ["help search", "anonymous", "/ajuda?q=%00"],
      ["admin: products", "admin", "/admin-panel/produtos?q=%00&status=%00"],
      ["admin: samples", "admin", "/admin-panel/amostras?q=Rec%00ife&status=%00&pagamento=%00&ordem=%00"],
      ["admin: users", "admin", "/admin-panel/usuarios?q=%00&role=%00&status=%00"],
      ["admin: blog", "admin", "/admin-panel/blog?q=%00&status=%00"],
      ["admin: rewards", "admin", "/admin-panel/premios?status=%00&pagina=%00"],
      ["admin: samples CSV", "admin", "/admin-panel/amostras.csv?q=%00&status=%00"],
      ["admin: reports CSV", "admin", "/admin-panel/relatorios.csv?de=%00&ate=%00"],
      ["site admin", "admin", "/admin?pagina=%00&amostras=%00"],
    ];

    it.each(PAGES)("%s answers 200, not 500, with control characters in its parameters", async (_label, role, url) => {
      for (const control of CONTROLS) {
        const answer = await h.send(role, url.replaceAll("%00", control));
        expect(answer.status, `${url.replaceAll("%00", control)}: ${answer.body.slice(0, 300)}`).toBe(200);
      }
    });

    it("a catalog search with a control character finds what the same term finds without it", async () => {
      const [product] = await h.t.db.select({ name: s.products.name }).from(s.products).where(eq(s.products.slug, h.fx.productSlug));
      const term = product.name.split(/\s+/)[0];
      const plain = links(await h.send("anonymous", `/produtos?q=${encodeURIComponent(term)}`), "/produto/");
      expect(plain).toContain(`/produto/${h.fx.productSlug}`);
      for (const control of CONTROLS)
        expect(links(await h.send("anonymous", `/produtos?q=${broken(term, control)}`), "/produto/"), control).toEqual(plain);
    });

    it("a blog search with a control character finds what the same term finds without it", async () => {
      const [post] = await h.t.db.select({ title: s.blogPosts.title }).from(s.blogPosts).where(eq(s.blogPosts.slug, h.fx.postSlug));
      const term = post.title.split(/\s+/).find((word) => word.length > 4)!;
      const plain = links(await h.send("anonymous", `/blog?q=${encodeURIComponent(term)}`), "/blog/");
      expect(plain).toContain(`/blog/${h.fx.postSlug}`);
      for (const control of CONTROLS)
        expect(links(await h.send("anonymous", `/blog?q=${broken(term, control)}`), "/blog/"), control).toEqual(plain);
    });

    it("the admin's user search and the samples CSV find with a control character what they find without it", async () => {
      const users = await h.send("admin", "/admin-panel/usuarios?q=Ivone");
      expect(users.body).toContain(h.fx.people.customer.email);
      for (const control of CONTROLS)
        expect((await h.send("admin", `/admin-panel/usuarios?q=${broken("Ivone", control)}`)).body, control).toContain(
          h.fx.people.customer.email,
        );

      const csv = await h.send("admin", "/admin-panel/amostras.csv?q=Recife");
      expect(csv.body).toContain(h.fx.people.customer.email);
      expect(csv.body).toContain(h.fx.people.other.email);
      for (const control of CONTROLS)
        expect((await h.send("admin", `/admin-panel/amostras.csv?q=${broken("Recife", control)}`)).body, control).toBe(csv.body);
    });
  });

  describe("HTTP methods", () => {
    const ALLOWED = ["GET", "HEAD", "POST"];
    const raw = (method: string, path: string) => {
      const target = new URL(h.origin);
      return rawRequest({
        host: target.hostname,
        port: target.port,
        path,
        method,
        headers: { host: "localhost:3000", accept: "text/html" },
      });
    };
    // Every other method Node's HTTP parser knows (CONNECT opens a tunnel instead: Node never hands it to a request handler).
    const OTHERS = http.METHODS.filter((m) => !ALLOWED.includes(m) && m !== "CONNECT");

    it.each(OTHERS)("%s answers 405 with Allow, on pages, exports and the auth endpoints", async (method) => {
      for (const path of ["/produtos", "/", "/admin-panel/amostras.csv", "/api/auth/get-session", "/nao-existe"]) {
        const answer = await raw(method, path);
        expect(answer.status, `${method} ${path}: ${answer.body.slice(0, 300)}`).toBe(405);
        expect(answer.headers.get("allow"), `${method} ${path}`).toBe(ALLOWED.join(", "));
      }
    });

    it("a method Node's parser does not know (FOO) is refused by the parser with 400, before any of the app runs", async () => {
      const answer = await raw("FOO", "/produtos");
      expect(answer.status).toBe(400);
      expect(answer.headers.get("x-request-id")).toBeNull();
    });

    it("GET, HEAD and POST still work", async () => {
      expect((await raw("GET", "/produtos")).status).toBe(200);
      const head = await raw("HEAD", "/produtos");
      expect(head.status).toBe(200);
      expect(head.body).toBe("");
      // A POST through the real sign-in endpoint (a fresh session).
      expect(await h.signIn("customer")).toContain("session_token=");
    });
  });
});
