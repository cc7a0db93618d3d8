import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.server";

const sha = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");

describe("content security policy", () => {
  it("hashes every inline script of a page, once each, and no external one", () => {
    const html = `<html><head><script src="/assets/a.js"></script><script type="module">import "/assets/b.js";</script></head>
      <body><script>window.__ctx = {"é":"</scr"+"ipt>"};</script><script>console.log(1)</script><script>console.log(1)</script></body></html>`;
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha('import "/assets/b.js";'), sha('window.__ctx = {"é":"</scr"+"ipt>"};'), sha("console.log(1)")].sort(),
    );
  });

  it("a page for one visitor: its nonce and strict-dynamic; a shared page: 'self' and the hashes, no nonce", () => {
    expect(contentSecurityPolicy({ nonce: "abc" })).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    const shared = contentSecurityPolicy({ hashes: ["h1=", "h2="] });
    expect(shared).toContain("script-src 'self' 'sha256-h1=' 'sha256-h2=';");
    expect(/script-src[^;]*/.exec(shared)![0]).not.toMatch(/nonce|unsafe-inline|strict-dynamic/);
  });
});
