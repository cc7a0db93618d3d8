/**
 * Markdown of blog posts to safe HTML, on the server. marked turns Markdown into HTML (raw HTML in the
 * source passes through it), then sanitize-html keeps only an allow-list of tags, attributes and URL
 * schemes, so whatever an editor types cannot run script in a reader's browser.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { bodyImageSource } from "~/lib/common/post-body-image";

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** The only tags the rendered HTML may hold (what sanitize-html keeps; the tests check the output against it). */
export const MARKDOWN_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "del",
  "s",
  "code",
  "pre",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "sup",
  "sub",
  "figure",
  "figcaption",
] as const;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...MARKDOWN_TAGS],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"],
    ol: ["start"],
    th: ["align", "colspan", "rowspan"],
    td: ["align", "colspan", "rowspan"],
    code: ["class"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Images are further held to the store's own paths (transformTags.img): no scheme at all.
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The page's title is the only h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const { rel: _rel, target: _target, ...rest } = attribs;
      const external = /^https?:\/\//i.test(rest.href ?? "");
      return { tagName, attribs: external ? { ...rest, rel: "noopener noreferrer nofollow", target: "_blank" } : rest };
    },
    // Only the store's own images (its uploads and shipped illustrations), never another origin's: an
    // upload gets its size (no layout shift) and its smaller copies; anything else loses its src and is dropped.
    img: (tagName, attribs) => {
      const image = bodyImageSource(attribs.src);
      if (!image) return { tagName, attribs: {} };
      const kept: sanitizeHtml.Attributes = { src: image.src };
      if (image.srcSet) Object.assign(kept, { srcset: image.srcSet, sizes: "(min-width: 768px) 720px, 100vw" });
      kept.alt = attribs.alt ?? "";
      if (attribs.title) kept.title = attribs.title;
      if (image.width && image.height) Object.assign(kept, { width: String(image.width), height: String(image.height) });
      return { tagName, attribs: { ...kept, loading: "lazy", decoding: "async" } };
    },
  },
  // An image whose address was refused has nothing left to show.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** The last texts rendered (a pure function of its input, and the costliest step of a post page). */
const rendered = new Map<string, string>();
const RENDERED_MAX = 200;

/**
 * Renders Markdown to HTML that is safe to put in the page as is. The HTML of the last 200 texts is
 * kept: a post's page is rendered again whenever the caches expire, and its text rarely changes.
 */
export function renderMarkdown(markdown: string): string {
  const source = markdown ?? "";
  const known = rendered.get(source);
  if (known !== undefined) {
    // Most recently used last, so the oldest goes first.
    rendered.delete(source);
    rendered.set(source, known);
    return known;
  }
  const html = sanitizeHtml(marked.parse(source) as string, SANITIZE);
  if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
  rendered.set(source, html);
  return html;
}

/** Plain text of a Markdown document (for descriptions and word counts). */
export function markdownToText(markdown: string): string {
  const html = marked.parse(markdown ?? "") as string;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
