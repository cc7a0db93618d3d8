import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferredModules, PaintFirst } from "./paint-first.server";

// What React Router's <Scripts/> writes (react-router dom/ssr/components.js), in the order React sends it.
const HEAD =
  '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/page.js" nonce="abc"/></head>';
const CODE = ';\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");';
const BODY =
  '<body><main>Olá</main><script nonce="abc">window.__reactRouterContext = {};</script>' +
  `<script nonce="abc" type="module" async="">${CODE}</script>` +
  '<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body>';

/** Runs a boot script with a fake DOM and returns what it adds to the <head> once painted. */
function runBoot(script: string) {
  const added: Array<Record<string, string>> = [];
  let paintObserver: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
  const timers: Array<() => void> = [];
  const document = {
    currentScript: { nonce: "abc" },
    head: { appendChild: (element: Record<string, string>) => added.push({ ...element }) },
    createElement: (tag: string) => ({ tag }),
  };
  vm.runInNewContext(script, {
    document,
    setTimeout: (fn: () => void) => timers.push(fn),
    requestAnimationFrame: (fn: () => void) => timers.push(fn),
    PerformanceObserver: class {
      constructor(callback: typeof paintObserver) {
        paintObserver = callback;
      }
      observe() {}
    },
  });
  return {
    added,
    paint() {
      paintObserver?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect() {} });
    },
    /** Runs the callbacks due now (not the ones they schedule). */
    tick() {
      for (const fn of timers.splice(0)) fn();
    },
  };
}

function inlineScript(html: string) {
  return /<script nonce="abc">(\(function\(m,c\)[\s\S]*?)<\/script>/.exec(html)![1];
}

describe("PaintFirst", () => {
  it("takes the module preloads out of the head and loads them, and the module script, after the first paint", () => {
    const paintFirst = new PaintFirst();
    const html = paintFirst.transform(HEAD + BODY) + paintFirst.finish();

    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(html).toContain("window.__reactRouterContext.streamController.close();");
    expect(deferredModules(html)).toEqual(["/assets/entry.client.js", "/assets/framework.js", "/assets/page.js"]);

    const boot = runBoot(inlineScript(html));
    boot.tick(); // the first frame: nothing yet, the page has not been painted
    expect(boot.added).toEqual([]);
    boot.paint();
    boot.tick();
    expect(boot.added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js", nonce: "abc" },
      { tag: "link", rel: "modulepreload", href: "/assets/framework.js", nonce: "abc" },
      { tag: "link", rel: "modulepreload", href: "/assets/page.js", nonce: "abc" },
      { tag: "script", type: "module", nonce: "abc", textContent: CODE },
    ]);
  });

  it("loads the modules a moment after the first frame where no paint is reported", () => {
    const paintFirst = new PaintFirst();
    const boot = runBoot(inlineScript(paintFirst.transform(HEAD + BODY)));
    for (let i = 0; i < 3; i++) boot.tick(); // a frame, 500 ms, a frame: nothing painted yet
    expect(boot.added).toEqual([]);
    boot.tick();
    expect(boot.added.map((element) => element.tag)).toEqual(["link", "link", "link", "script"]);
  });

  it("works across React's batches, holding back a module script whose end has not arrived", () => {
    const whole = HEAD + BODY;
    const cut = whole.indexOf("window.__reactRouterRouteModules");
    const paintFirst = new PaintFirst();
    const parts = [whole.slice(0, 120), whole.slice(120, cut), whole.slice(cut)].map((part) => paintFirst.transform(part));
    expect(parts[1]).not.toContain("import");
    const html = parts.join("") + paintFirst.finish();
    expect(html).toBe(new PaintFirst().transform(whole));
  });

  it("escapes every < of the module's text, so that nothing in it can end the boot script", () => {
    const code = 'if (a<b) window.x = "<!--";';
    const html = new PaintFirst().transform(HEAD + BODY.replace(CODE, code));
    const script = inlineScript(html);
    expect(script).not.toContain("<");
    const boot = runBoot(script);
    boot.paint();
    boot.tick();
    expect(boot.added.at(-1)?.textContent).toBe(code);
  });

  it("passes on a page without React Router's scripts unchanged", () => {
    const page = "<html><head><title>Erro</title></head><body><p>Algo deu errado.</p></body></html>";
    const paintFirst = new PaintFirst();
    expect(paintFirst.transform(page) + paintFirst.finish()).toBe(page);
    expect(deferredModules(page)).toEqual([]);
  });

  it("sends an unclosed module script as it was when the response ends", () => {
    const paintFirst = new PaintFirst();
    const start = '<body><script nonce="abc" type="module" async="">import "/a.js";';
    expect(paintFirst.transform(start)).toBe("<body>");
    expect(paintFirst.finish()).toBe('<script nonce="abc" type="module" async="">import "/a.js";');
  });
});
