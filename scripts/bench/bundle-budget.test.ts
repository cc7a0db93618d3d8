/**
 * Bundle budgets of the public pages (issue #8): the gzip JavaScript and CSS each page loads on
 * first load, from the production build (`npm test` builds before running this). A page that grows
 * past its budget fails here with the files it loads, biggest first. The budgets sit 1–2 KB above
 * the sizes measured when they were set (22 Nov 2026, gzip as the server sends it: the build's Zopfli
 * copies; docs/performance.md), and never above issue #20's 130 KB: lower one when a page gets
 * lighter. React DOM, React and React Router alone are ~106 KB of the JS (Zopfli gzip, minified), the
 * site's root, layout, header and footer ~5 KB more: a page's own code has a few KB, and what is not
 * needed at once loads on demand (import(), lib/deferred.tsx) or stays the server's HTML
 * (lib/static-part.tsx, lib/kept-part.tsx).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoad, readBrowserManifest } from "./bundle";

const CLIENT_DIR = path.resolve(import.meta.dirname, "../../build/client");
const KB = 1024;
/** Issue #8's ceiling for the CSS of a page (gzip). */
const CSS_TARGET_KB = 25;
/** Issue #20's ceiling for the JavaScript of a page on first load (gzip; #8 had 120 KB). */
const JS_TARGET_KB = 130;

/** Budgets in KB of gzip JavaScript on first load, per public page route (measured size + 1–2 KB, never above the JS target). */
const JS_BUDGET_KB: Record<string, number> = {
  "routes/site/home": 119, // 117.6 KB when set
  "routes/site/catalog": 120, // 118.4
  "routes/site/category": 120, // 118.8
  "routes/site/product": 120, // 119.2
  "routes/site/blog": 120, // 118.2
  "routes/site/post": 119, // 117.9
  "routes/site/help": 120, // 119.5
  "routes/site/returns": 118, // 116.8
  "routes/site/privacy": 119, // 117.5
  "routes/site/contact": 117, // 115.8
  "routes/site/about": 116, // 114.8
  "routes/site/points": 116, // 114.4
  "routes/site/guide": 119, // 117.5
  "routes/site/not-found": 114, // 112.6
};
/** Every page shares one stylesheet (10.2 KB when set). */
const CSS_BUDGET_KB = 12;

describe("bundle budgets of the public pages", () => {
  // Fails (does not skip) without a build: under `npm test` the build always exists.
  const manifest = readBrowserManifest(CLIENT_DIR);

  it.each(Object.entries(JS_BUDGET_KB))("%s stays within its JS and CSS budgets", (routeId, budgetKb) => {
    const page = firstLoad(CLIENT_DIR, routeId, manifest);
    const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
    const files = page.jsFiles.slice(0, 12).map((f) => `  ${f.file} ${kb(f.gzip)}`).join("\n");
    expect(
      page.js,
      `${routeId} loads ${kb(page.js)} of JavaScript (gzip) on first load, over its budget of ${budgetKb} KB.\n` +
        `Load what is not needed at once on demand (import()), or raise the budget with a reason.\nBiggest files:\n${files}`,
    ).toBeLessThanOrEqual(budgetKb * KB);
    expect(page.css, `${routeId} loads ${kb(page.css)} of CSS (gzip), over the budget of ${CSS_BUDGET_KB} KB.`).toBeLessThanOrEqual(CSS_BUDGET_KB * KB);
  });

  // The ceiling holds for every public page, and no budget may be raised past it. The last four
  // over it came within it when the help centre's answers, the privacy policy's text, the product
  // page's text-and-links parts and the home page's blog teasers left their first load
  // (docs/performance.md).
  it("every public page's JS budget is within issue #20's 130 KB", () => {
    for (const [routeId, budgetKb] of Object.entries(JS_BUDGET_KB)) {
      expect(budgetKb, routeId).toBeLessThanOrEqual(JS_TARGET_KB);
    }
  });

  it("the CSS budget is within issue #8's target", () => {
    expect(CSS_BUDGET_KB).toBeLessThanOrEqual(CSS_TARGET_KB);
  });

  it("counts what a page really loads: the framework and the page's own module are in it", () => {
    const home = firstLoad(CLIENT_DIR, "routes/site/home", manifest);
    const files = home.jsFiles.map((f) => f.file);
    expect(files).toContain(manifest.entry.module);
    expect(files).toContain(manifest.routes["routes/site/home"].module);
    expect(files).toContain(manifest.routes.root.module);
    // The site's stylesheet (linked by the root's links(), not in the manifest) is counted.
    expect(home.css).toBeGreaterThan(5 * 1024);
    // Loaded on demand, never on first load: the sample dialog and the header's menus.
    expect(files.some((f) => /sample-request-dialog|site-header-menus/.test(f))).toBe(false);
    // Nor, on the pages that have them, the Radix tab list and FAQ accordion (loaded when reached),
    // the review form and the no-JavaScript sample form (only some visitors see them), error pages.
    const onDemand = /product-tab-list|faq-accordion|review-form|sample-section|sample-request-form|error-page|load-error|privacy-requests-card|radix|dist-/;
    // Nor what these pages keep as the server's HTML or load when used: the FAQ's answers, the privacy
    // policy's text, the product page's breadcrumb, review list and sign-in note, a customer's notes,
    // the home page's blog teasers (and the post cards' like button, which they do not have).
    const ownOnDemand: Record<string, RegExp> = {
      "routes/site/home": /blog-teasers|post-card|like-button/,
      "routes/site/product": /breadcrumb|review-list|review-notes|customer-notes/,
      "routes/site/help": /faq-answer|help-fixed/,
      "routes/site/privacy": /privacy-fixed/,
    };
    for (const routeId of ["routes/site/home", "routes/site/product", "routes/site/help", "routes/site/privacy", "routes/site/category", "routes/site/post"]) {
      const page = firstLoad(CLIENT_DIR, routeId, manifest).jsFiles.map((f) => f.file);
      expect(page.filter((f) => onDemand.test(f) || ownOnDemand[routeId]?.test(f)), routeId).toEqual([]);
    }
  });

  it("every public page route of the site has a budget", () => {
    const publicRoutes = Object.values(manifest.routes)
      .filter((route) => route.parentId === "routes/site/layout" && route.id.startsWith("routes/site/"))
      .map((route) => route.id);
    expect(publicRoutes.filter((id) => !(id in JS_BUDGET_KB))).toEqual([]);
  });
});
