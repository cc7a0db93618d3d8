import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, hashNoncedScripts } from "./content-security-policy.server";

const sha = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");

describe("content security policy", () => {
  it("hashes the inline scripts rendered with the page's nonce, once each, and removes the nonce", () => {
    const html = `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="N0+/="/><script src="/assets/a.js" nonce="N0+/="></script><script type="module" nonce="N0+/=">import "/assets/b.js";</script></head>
      <body><p>texto</p><script>alert("injetado")</script><script nonce="outro">alert(2)</script>
      <script nonce="N0+/=">window.__ctx = {"é":"</scr"+"ipt>"};</script><script nonce="N0+/=">console.log(1)</script><script nonce="N0+/=">console.log(1)</script></body></html>`;
    const { html: shared, hashes } = hashNoncedScripts(html, "N0+/=");
    expect(hashes.sort()).toEqual(
      [sha('import "/assets/b.js";'), sha('window.__ctx = {"é":"</scr"+"ipt>"};'), sha("console.log(1)")].sort(),
    );
    expect(hashes).not.toContain(sha('alert("injetado")'));
    expect(hashes).not.toContain(sha("alert(2)"));
    expect(shared).not.toContain("N0+/=");
    expect(shared).toContain('<script type="module">import "/assets/b.js";</script>');
  });

  it("a page for one visitor: its nonce and strict-dynamic; a shared page: 'self' and the hashes, no nonce", () => {
    expect(contentSecurityPolicy({ nonce: "abc" })).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    const shared = contentSecurityPolicy({ hashes: ["h1=", "h2="] });
    expect(shared).toContain("script-src 'self' 'sha256-h1=' 'sha256-h2=';");
    expect(/script-src[^;]*/.exec(shared)![0]).not.toMatch(/nonce|unsafe-inline|strict-dynamic/);
  });
});
