/**
 * The tab list of the product page and the FAQ accordion are drawn without Radix until someone
 * reaches for them (Radix loads on demand); then Radix takes over. These tests check
 * that the first drawing is what Radix draws — same elements, attributes and classes — so the swap
 * changes nothing on screen, and that the first drawing's ids link labels and regions.
 */
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductTabList } from "~/components/catalog/product-tab-list";
import { FirstTabList, type ProductTabIds } from "~/components/catalog/product-tabs";
import { FaqAccordion } from "~/components/help/faq-accordion";
import { FirstFaq } from "~/components/help/faq-browser";
import { FAQ_GROUPS } from "~/i18n/faq";

const noop = () => {};
const inRouter = (element: ReactElement) => renderToStaticMarkup(createElement(MemoryRouter, null, element));

/** Radix's ids (useId) and roving tab stops (set after mounting) differ by design: compared apart. */
function comparable(html: string) {
  return html.replace(/ (id|aria-controls|aria-labelledby|tabindex)="[^"]*"/g, "");
}

function linksResolve(html: string) {
  const ids = new Set([...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]));
  const refs = [...html.matchAll(/ aria-(?:controls|labelledby)="([^"]*)"/g)].map((m) => m[1]);
  return refs.filter((ref) => !ids.has(ref));
}

describe("the product tabs before Radix", () => {
  const ids: ProductTabIds = { trigger: (t) => `tabs-tab-${t}`, panel: (t) => `tabs-panel-${t}` };

  it("are drawn as the Radix tab list draws them, whichever tab is open", () => {
    for (const tab of ["descricao", "avaliacoes"] as const) {
      const first = renderToStaticMarkup(createElement(FirstTabList, { tab, ids, onSelect: noop, onReach: noop }));
      const radix = renderToStaticMarkup(createElement(ProductTabList, { tab, ids, onTabChange: noop, focus: null }));
      expect(comparable(first)).toBe(comparable(radix));
      expect(first).toContain(`aria-selected="true" aria-controls="tabs-panel-${tab}"`);
    }
  });

  it("give the Radix triggers the same ids, so the panels stay linked after the swap", () => {
    const radix = renderToStaticMarkup(createElement(ProductTabList, { tab: "descricao", ids, onTabChange: noop, focus: null }));
    expect(radix).toContain('id="tabs-tab-beneficios"');
    expect(radix).toContain('aria-controls="tabs-panel-beneficios"');
  });

  it("can be reached with the keyboard: the open tab is the one tab stop", () => {
    const first = renderToStaticMarkup(createElement(FirstTabList, { tab: "beneficios", ids, onSelect: noop, onReach: noop }));
    expect(first.match(/tabindex="0"/g)).toHaveLength(1);
    expect(first).toMatch(/aria-selected="true"[^>]*tabindex="0"/);
  });
});

describe("the FAQ before Radix", () => {
  const open = [FAQ_GROUPS[0].items[1].id, FAQ_GROUPS[2].items[0].id];

  it("is drawn as the Radix accordion draws it, with open and closed answers", () => {
    const first = inRouter(createElement(FirstFaq, { groups: FAQ_GROUPS, tokens: ["frete"], open, onToggle: noop, onReach: noop }));
    const radix = inRouter(createElement(FaqAccordion, { groups: FAQ_GROUPS, tokens: ["frete"], open, onOpenChange: noop, focus: null }));
    expect(comparable(first)).toBe(comparable(radix));
    expect(first.match(/aria-expanded="true"/g)).toHaveLength(open.length);
    expect(first).toContain("<mark");
  });

  it("links each open question to its answer", () => {
    const first = inRouter(createElement(FirstFaq, { groups: FAQ_GROUPS, tokens: [], open, onToggle: noop, onReach: noop }));
    expect(linksResolve(first)).toEqual([]);
    expect(first).toContain(`aria-controls="${open[0]}-resposta"`);
  });
});
