/**
 * "Paint first, then load the JavaScript": the page's HTML is complete and works without JavaScript
 * (links, forms), so the browser is let draw it before it downloads the ~115 KB of modules that
 * hydrate it. React Router's `<Scripts/>` asks for them at once — a `<link rel="modulepreload">` per
 * module in the <head> and a `<script type="module">` whose static imports load the matched routes —
 * and on a slow mobile link those downloads share the bandwidth with the stylesheet, the fonts and the
 * main image, so the page is drawn later (Lighthouse's LCP counts every request that ends before the
 * paint). Here, as React's HTML goes out, the preloads are taken out of the <head> and the module
 * script becomes a small classic script that adds the same preloads and the same module script once
 * the page has been painted (its first contentful paint; a frame later where paint timing is not
 * reported). Clicks and form posts before that work as on any HTML page; hydration then takes over
 * exactly as React Router does it.
 *
 * The transformation is textual and depends on what `<Scripts/>` writes (react-router's
 * dom/ssr/components.js); anything that does not match is passed on unchanged, and the browser tests
 * fail if the page stops hydrating.
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="[^"]*" type="module" async="">|<script type="module" async="">/;
const CLOSE = "</script>";

/**
 * What the browser runs in place of React Router's module script: `modules` are preloaded and `code`
 * (the module script's own text) is run as a module, with this script's nonce, after the first paint.
 */
function bootScript(modules: string[], code: string) {
  // JSON is a JavaScript literal; `<` escaped so that no "</script>" or "<!--" ends the element early.
  const literal = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    "(function(m,c){var d=document,n=d.currentScript&&d.currentScript.nonce,done=0;" +
    "function go(){if(done)return;done=1;" +
    "m.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;if(n)l.nonce=n;d.head.appendChild(l)});" +
    "var s=d.createElement('script');s.type='module';if(n)s.nonce=n;s.textContent=c;d.head.appendChild(s)}" +
    "function later(){setTimeout(go,0)}" +
    "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}})" +
    ".observe({type:'paint',buffered:true})}catch(e){}" +
    // No paint entry (paint timing not supported, nothing contentful on the page): a frame after the first paint.
    "requestAnimationFrame(function(){setTimeout(function(){requestAnimationFrame(later)},500)})" +
    `})(${literal(modules)},${literal(code)})`
  );
}

/** The state of one response's transformation, kept across React's batches. */
export class PaintFirst {
  private modules: string[] = [];
  private pending = "";
  private done = false;

  /** One batch of HTML in, the HTML to send out (part of it may be held back until its end arrives). */
  transform(html: string): string {
    if (this.done) return html;
    let text = this.pending + html;
    this.pending = "";
    if (text.includes("modulepreload")) {
      text = text.replace(PRELOAD, (_tag, href: string) => {
        if (!this.modules.includes(href)) this.modules.push(href);
        return "";
      });
      // A preload cut by the end of the batch: held back until the rest of it arrives.
      const cut = text.lastIndexOf('<link rel="modulepreload"');
      if (cut >= 0 && !MODULE_SCRIPT.test(text.slice(cut))) {
        this.pending = text.slice(cut);
        return text.slice(0, cut);
      }
    }
    const open = MODULE_SCRIPT.exec(text);
    if (!open) return text;
    const start = open.index + open[0].length;
    const end = text.indexOf(CLOSE, start);
    if (end < 0) {
      // The script's end is in a later batch: hold it back.
      this.pending = text.slice(open.index);
      return text.slice(0, open.index);
    }
    this.done = true;
    const code = text.slice(start, end);
    const nonce = /nonce="([^"]*)"/.exec(open[0])?.[1];
    const tag = nonce === undefined ? "<script>" : `<script nonce="${nonce}">`;
    return text.slice(0, open.index) + tag + bootScript(this.modules, code) + text.slice(end);
  }

  /** What is still held back when the response ends (a module script never closed: sent as it was). */
  finish(): string {
    const rest = this.pending;
    this.pending = "";
    return rest;
  }
}

/** The modules a page's boot script loads after its first paint (for the bench's first-load count). */
export function deferredModules(html: string): string[] {
  const match = /\}\)\((\["[^\]]*\]),"/.exec(html);
  return match ? (JSON.parse(match[1]) as string[]) : [];
}
