import fc from "fast-check";
// The parser sanitize-html itself uses (a dependency of it), to read the output back as a browser would.
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { MARKDOWN_TAGS, markdownToText, renderMarkdown } from "./markdown.server";

/** Every tag and attribute the output carries, read back by an HTML parser. */
function tagsAndAttributes(html: string) {
  const found: { tag: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (tag, attribs) => found.push({ tag, attribs }) }, { decodeEntities: true, lowerCaseTags: true });
  parser.write(html);
  parser.end();
  return found;
}

const SAFE_TAGS = new Set<string>(MARKDOWN_TAGS);

function expectSafe(html: string) {
  for (const { tag, attribs } of tagsAndAttributes(html)) {
    expect(SAFE_TAGS.has(tag), `tag <${tag}> in ${html}`).toBe(true);
    for (const [name, value] of Object.entries(attribs)) {
      expect(name.startsWith("on"), `event handler ${name} in ${html}`).toBe(false);
      expect(["style", "formaction", "xlink:href", "action"]).not.toContain(name);
      // The renderer writes srcset itself, with the copies of the store's own uploads only.
      if (name === "srcset")
        for (const candidate of value.split(",")) expect(candidate.trim()).toMatch(/^\/uploads\/[0-9a-f]{32}(-\d+)?\.webp \d+w$/);
      if (name === "href" || name === "src") {
        // What a browser would take as the scheme, after dropping the control characters and spaces it ignores.
        const url = value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
        if (scheme) expect(["http", "https", "mailto", "tel"], `${name}=${value}`).toContain(scheme);
        else expect(url.startsWith("//") || url.startsWith("\\/") || url.startsWith("/\\"), `${name}=${value}`).toBe(false);
      }
    }
  }
  expect(html.toLowerCase()).not.toMatch(/<\s*(script|iframe|object|embed|style|svg|math|form|input|base|meta|link)\b/);
}

// Payloads from the usual XSS cheat sheets, in Markdown and in raw HTML.
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<img src="javascript:alert(1)">',
  "<img src=x:alert(alt) onerror=eval(src) alt=0>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="\\\\evil.example">x</a>',
  "[x](/\\evil.example)",
  '<a href="#" onclick="alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="position:fixed;inset:0">cobre a página</p>',
  "<details open ontoggle=alert(1)>x</details>",
  "<body onload=alert(1)>",
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  "<input autofocus onfocus=alert(1)>",
  '<base href="//evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="//evil.example/x.css">',
  "<style>body{display:none}</style>",
  "<<script>script>alert(1)<</script>/script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<!--<script>alert(1)</script>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<video><source onerror="alert(1)"></video>',
  "<audio src=x onerror=alert(1)>",
  "<marquee onstart=alert(1)>x</marquee>",
  "<isindex type=image src=1 onerror=alert(1)>",
  "[clique](javascript:alert(1))",
  "[clique](JAVASCRIPT:alert(1))",
  "[clique](javascript&#58;alert(1))",
  "[clique](data:text/html,<script>alert(1)</script>)",
  "[clique](vbscript:alert(1))",
  "![imagem](javascript:alert(1))",
  "![imagem](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  '[a](https://ok.example "title" onmouseover=alert(1))',
  "[x]: javascript:alert(1)\n\n[link][x]",
  '<a href="https://ok.example" target="_self" onmouseover="alert(1)">x</a>',
  "```html\n<script>alert(1)</script>\n```",
  "`<img src=x onerror=alert(1)>`",
  "<div><p>ok</p><script>alert(1)</script></div>",
];

describe("renderMarkdown", () => {
  it("renders the Markdown of the articles: headings, lists, emphasis, links, tables and code", () => {
    const html = renderMarkdown(
      "## Seção\n\nTexto **forte** e *ênfase*, [um link](https://exemplo.com.br) e [interno](/blog).\n\n- um\n- dois\n\n1. primeiro\n\n> citação\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst a = 1;\n```",
    );
    expect(html).toContain("<h2>Seção</h2>");
    expect(html).toContain("<strong>forte</strong>");
    expect(html).toContain("<em>ênfase</em>");
    expect(html).toContain('<a href="https://exemplo.com.br" rel="noopener noreferrer nofollow" target="_blank">um link</a>');
    expect(html).toContain('<a href="/blog">interno</a>');
    expect(html).toMatch(/<ul>\s*<li>um<\/li>/);
    expect(html).toContain("<ol>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<table>");
    expect(html).toContain('<code class="language-js">');
  });

  it("gives a text seen before the same HTML without parsing it again, and a changed text its own", () => {
    const text =
      `## Repetido ${Date.now()}\n\nTexto com [link](javascript:alert(1)).\n\n` +
      "Um parágrafo com **ênfase** e [um link](https://exemplo.com.br).\n\n".repeat(200);
    const first = renderMarkdown(text);
    const started = performance.now();
    for (let i = 0; i < 1000; i++) expect(renderMarkdown(text)).toBe(first);
    expect(performance.now() - started).toBeLessThan(500); // 1,000 parses of this text take several seconds
    expect(first).not.toContain("javascript:");
    expect(renderMarkdown(text + " Mais.")).toContain("Mais.");
  });

  it("turns a level-1 heading into h2: the page title is the only h1", () => {
    expect(renderMarkdown("# Título")).toBe("<h2>Título</h2>\n");
  });

  it("keeps safe images, lazily loaded", () => {
    expect(renderMarkdown("![Frasco](/images/blog/x.webp)")).toContain(
      '<img src="/images/blog/x.webp" alt="Frasco" loading="lazy" decoding="async" />',
    );
  });

  describe("images in a post's body", () => {
    const id = "0123456789abcdef".repeat(2);
    const upload = `/uploads/${id}.webp`;
    const imageOf = (html: string) => tagsAndAttributes(html).find((t) => t.tag === "img")!;

    it("shows an upload with its size, its smaller copies and its description, lazily", () => {
      const html = renderMarkdown(`![Cápsulas sobre a mesa](${upload}#1200x800)`);
      const img = imageOf(html);
      expect(img.attribs).toMatchObject({
        src: upload,
        alt: "Cápsulas sobre a mesa",
        width: "1200",
        height: "800",
        loading: "lazy",
        decoding: "async",
        srcset: `/uploads/${id}-400.webp 400w, /uploads/${id}-800.webp 800w, ${upload} 1200w`,
      });
      expect(img.attribs.sizes).toBeTruthy();
    });

    it("gives a portrait upload its copies' real widths, and a small one no copies", () => {
      const portrait = imageOf(renderMarkdown(`![Frasco](${upload}#600x1200)`));
      expect(portrait.attribs.srcset).toBe(`/uploads/${id}-400.webp 200w, /uploads/${id}-800.webp 400w, ${upload} 600w`);
      const small = imageOf(renderMarkdown(`![Ícone](${upload}#300x200)`));
      expect(small.attribs).toMatchObject({ src: upload, width: "300", height: "200" });
      expect(small.attribs.srcset).toBeUndefined();
    });

    it("refuses images of any other origin or path, in Markdown and in HTML", () => {
      for (const source of [
        "![x](https://outro-site.example/foto.webp)",
        "![x](http://localhost:3000/uploads/" + id + ".webp)",
        "![x](//outro-site.example/foto.webp)",
        "![x](/uploads/../data/segredo.webp)",
        "![x](/uploads/foto.png)",
        "![x](/api/auth/get-session)",
        '<img src="https://rastreador.example/pixel.gif" alt="x">',
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">',
      ]) {
        expect(renderMarkdown(source), source).not.toContain("<img");
      }
    });

    it("keeps no srcset, sizes or size that the text brought itself", () => {
      const html = renderMarkdown(`<img src="${upload}" srcset="https://outro.example/a.webp 1w" sizes="1px" width="1" alt="x">`);
      expect(imageOf(html).attribs).toEqual({ src: upload, alt: "x", loading: "lazy", decoding: "async" });
    });
  });

  it("escapes code instead of running it", () => {
    expect(renderMarkdown("`<b>negrito</b>`")).toContain("<code>&lt;b&gt;negrito&lt;/b&gt;</code>");
  });

  it("has a checker that does catch unsafe HTML", () => {
    for (const unsafe of [
      '<a href="javascript:alert(1)">x</a>',
      '<img src="x" onerror="alert(1)">',
      "<script>alert(1)</script>",
      '<p style="x">y</p>',
      '<a href="//evil.example">x</a>',
      '<a href="/\\evil.example">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
    ]) {
      expect(() => expectSafe(unsafe), unsafe).toThrow();
    }
  });

  it.each(PAYLOADS)("neutralises %s", (payload) => {
    // Text may still read "onerror" or "javascript:" (escaped, inert); no element or attribute may carry them.
    expectSafe(renderMarkdown(payload));
  });

  it("is safe for any text mixing Markdown and HTML fragments", () => {
    const fragment = fc.constantFrom(
      "<script>",
      "</script>",
      "<img src=x onerror=alert(1)>",
      "<a href='javascript:alert(1)'>",
      "</a>",
      "[x](",
      ")",
      "javascript:",
      "<svg onload=alert(1)>",
      "<iframe>",
      '"',
      "'",
      ">",
      "<",
      "**",
      "\n\n",
      "# ",
      "- ",
      "![i](",
      "onclick=",
      "<div style='x'>",
      "`",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fragment, fc.string({ maxLength: 8 })), { maxLength: 25 }), (parts) => {
        const html = renderMarkdown(parts.join(""));
        expectSafe(html);
        expect(html).not.toMatch(/<a [^>]*href="\s*javascript:/i);
      }),
      { numRuns: 300 },
    );
  });
});

describe("markdownToText", () => {
  it("gives the plain words", () => {
    expect(markdownToText("## Olá & adeus\n\n- um\n- **dois**")).toBe("Olá & adeus um dois");
  });
});
