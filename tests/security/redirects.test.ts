/**
 * A redirect target is accepted only when it resolves, against BASE_URL, to the
 * site's own origin, and what is used is the resolved path (never an absolute URL elsewhere).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { call, makeAccount, PASSWORD } from "./support";
import { authReturnPath, safeRedirect } from "~/lib/server/safe-redirect.server";
import { returnPath } from "~/lib/server/request-kind.server";
import { action as authAction, loader as authLoader } from "~/routes/auth/auth";

useTestDatabase();
const ORIGIN = "http://localhost:3000";

/** Targets that lead a browser (or a lenient parser) off the site, or are not paths at all. */
const HOSTILE = [
  "/\t/evil.example",
  "/\t\t/evil.example/x",
  "\t//evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\r/evil.example",
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "/\\\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/\t\\evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https://evil.example",
  "http://localhost:3000.evil.example/",
  "http://evil.example",
  "HTTPS://EVIL.EXAMPLE",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " //evil.example",
  " /dashboard",
  "\u0000//evil.example",
  "\u00a0//evil.example",
  "／／evil.example",
  "\uff0f\uff0fevil.example",
  "evil.example",
  "",
  "@evil.example",
];

/** Same-site paths that stay as they are (after the browser's own normalisation). */
const FRIENDLY: [string, string][] = [
  ["/", "/"],
  ["/dashboard", "/dashboard"],
  ["/dashboard?aba=pontos#x", "/dashboard?aba=pontos#x"],
  ["/produto/bacopa-monnieri-500mg?ref=home", "/produto/bacopa-monnieri-500mg?ref=home"],
  ["/busca?q=//evil.example", "/busca?q=//evil.example"],
  ["/blog#comentarios", "/blog#comentarios"],
];

/** Encoded forms stay on the site: whatever they spell is a path of this origin. */
const ENCODED = [
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  "/%E2%88%95%E2%88%95evil.example",
  "/\u2215\u2215evil.example",
];

describe("safeRedirect", () => {
  it.each(HOSTILE.map((to) => [JSON.stringify(to), to]))("refuses %s", (_label, to) => {
    expect(safeRedirect(to, "/fallback")).toBe("/fallback");
  });

  it.each(FRIENDLY)("keeps %s", (to, expected) => {
    expect(safeRedirect(to, "/fallback")).toBe(expected);
  });

  it.each(ENCODED)("keeps the encoded form %s on the site", (to) => {
    const result = safeRedirect(to, "/fallback");
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
  });

  it("returns the resolved path, never the text as sent", () => {
    expect(safeRedirect("/a/../dashboard", "/fallback")).toBe("/dashboard");
    expect(safeRedirect(`${ORIGIN}/dashboard`, "/fallback")).toBe("/fallback");
    expect(safeRedirect(null, "/fallback")).toBe("/fallback");
    expect(safeRedirect(undefined)).toBe("/");
  });

  it("a form's redirectTo and a hostile Referer fall back too", () => {
    const form = new FormData();
    form.set("redirectTo", "/\t/evil.example");
    expect(returnPath(new Request(`${ORIGIN}/newsletter`, { method: "POST" }), form, "/x")).toBe("/x");
    const request = new Request(`${ORIGIN}/newsletter`, { method: "POST", headers: { referer: "https://evil.example//evil.example/" } });
    expect(returnPath(request, undefined, "/x")).toBe("/x");
  });
});

describe("after sign-in", () => {
  let email = "";
  beforeAll(async () => {
    email = (await makeAccount("redirect")).email;
  });

  it.each(["/\t/evil.example", "/\n/evil.example", "https:evil.example", "/%09/evil.example", "/.//evil.example"])(
    "the sign-in with redirectTo %j lands on the site",
    async (redirectTo) => {
      const answer = await call(authAction, "/auth", { fields: { intent: "sign-in", email, password: PASSWORD, redirectTo } });
      expect(answer.status).toBe(302);
      const location = answer.headers.get("location")!;
      expect(location.startsWith("/")).toBe(true);
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
      expect(location).not.toMatch(/^\/[\\/\t\n\r]/);
    },
  );

  it("a same-site target is kept", async () => {
    const answer = await call(authAction, "/auth", {
      fields: { intent: "sign-in", email, password: PASSWORD, redirectTo: "/dashboard?aba=pontos#x" },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/dashboard?aba=pontos#x");
  });

  it("the sign-in page does not pass a hostile redirectTo to its form", async () => {
    const answer = await call(authLoader, `/auth?redirectTo=${encodeURIComponent("/\t/evil.example")}`);
    expect(answer.body?.redirectTo).toBe("/");
  });
});

describe("the page an auth e-mail's link goes on to (issue 36: back to the product)", () => {
  it("keeps a product page with its sample form", () => {
    expect(authReturnPath("/produto/magnesio-dimalato?abrirAmostra=magnesio-dimalato")).toBe(
      "/produto/magnesio-dimalato?abrirAmostra=magnesio-dimalato",
    );
  });

  it.each([...HOSTILE, "/", "/auth?tab=cadastrar", "/api/auth/sign-out", "https://evil.example/x", null, ""])("drops %j", (target) => {
    expect(authReturnPath(target)).toBeNull();
  });
});
