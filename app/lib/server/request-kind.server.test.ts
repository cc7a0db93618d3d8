import { describe, expect, it } from "vitest";
import { isDocumentRequest, isPageView, isPrefetch, returnPath } from "./request-kind.server";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

function req(headers: Record<string, string> = {}, method = "GET") {
  return new Request("http://localhost:3000/blog/x", { method, headers: { "user-agent": CHROME, ...headers } });
}

describe("request kinds", () => {
  it("tells a plain form post from a script's request", () => {
    expect(isDocumentRequest(req({ "sec-fetch-mode": "navigate" }, "POST"))).toBe(true);
    expect(isDocumentRequest(req({ "sec-fetch-mode": "cors", accept: "text/html" }, "POST"))).toBe(false);
    // Browsers without Sec-Fetch headers: by what they accept.
    expect(isDocumentRequest(req({ accept: "text/html,application/xhtml+xml" }, "POST"))).toBe(true);
    expect(isDocumentRequest(req({ accept: "application/json" }, "POST"))).toBe(false);
  });

  it("recognises prefetches and previews", () => {
    expect(isPrefetch(req({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(req({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(req({ "x-moz": "prefetch" }))).toBe(true);
    expect(isPrefetch(req({ "x-purpose": "preview" }))).toBe(true);
    expect(isPrefetch(req())).toBe(false);
  });

  it("counts a page view only for a person's GET", () => {
    expect(isPageView(req())).toBe(true);
    expect(isPageView(req({}, "HEAD"))).toBe(false);
    expect(isPageView(req({ purpose: "prefetch" }))).toBe(false);
    expect(isPageView(req({ "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }))).toBe(false);
  });

  it("sends a form back only to a path of this site", () => {
    const form = (redirectTo: string) => {
      const f = new FormData();
      f.set("redirectTo", redirectTo);
      return f;
    };
    expect(returnPath(req(), form("/blog?q=omega"))).toBe("/blog?q=omega");
    expect(returnPath(req(), form("https://evil.example/"))).toBe("/");
    expect(returnPath(req(), form("//evil.example/"))).toBe("/");
    expect(returnPath(req({ referer: "http://localhost:3000/blog/post?x=1" }))).toBe("/blog/post?x=1");
    expect(returnPath(req({ referer: "nao é url" }), undefined, "/blog")).toBe("/blog");
    expect(returnPath(req(), undefined, "/blog")).toBe("/blog");
  });
});
