import type { Page } from "@playwright/test";
import { DEMO, expect, hydrated, signInViaApi, test } from "./support/fixtures";
import { shots } from "./support/shots";

/**
 * Fitting fingers: every link and button a person can see on the main
 * pages is at least 44 × 44 CSS px on a 390 px phone (WCAG 2.5.5's size), and the dashboard's tabs
 * show the focus ring to the keyboard only.
 */

const MIN = 44;
const MAIN_PAGES = [
  "/",
  "/produtos",
  "/produtos/sono-relaxamento",
  "/produto/bacopa-monnieri-500mg",
  "/blog",
  "/blog/5-pilares-vitalidade-natural",
  "/ajuda",
  "/contato",
  "/lgpd",
];

/** The links and buttons of the page a person can see and that are smaller than MIN in either direction. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"]';
    /**
     * WCAG 2.5.8's inline exception: a link inside running text (a sentence) takes the size of its line;
     * making it 44 px tall would break the paragraph. Such a link is exempt: it is drawn inline and has
     * text of the same line beside it (a text node or inline text among its siblings, or its inline
     * parents' siblings). A link alone in its block is not in a sentence, whatever else the block holds.
     */
    function inRunningText(el: Element): boolean {
      if (getComputedStyle(el).display !== "inline") return false;
      let node: Element = el;
      while (node.parentElement) {
        for (const sibling of node.parentElement.childNodes) {
          if (sibling === node || !(sibling.textContent ?? "").trim()) continue;
          if (sibling.nodeType === Node.TEXT_NODE) return true;
          if (sibling instanceof Element && getComputedStyle(sibling).display === "inline") return true;
        }
        if (getComputedStyle(node.parentElement).display !== "inline") return false;
        node = node.parentElement;
      }
      return false;
    }
    /**
     * The area that answers a tap: the element's box, or, for a "stretched" link (an absolutely placed
     * ::after covering its card, as the post cards have), the box of the card it covers.
     */
    function tapArea(el: Element): DOMRect {
      const after = getComputedStyle(el, "::after");
      if (after.content !== "none" && after.position === "absolute") {
        let holder = el.parentElement;
        while (holder && getComputedStyle(holder).position === "static") holder = holder.parentElement;
        if (holder) return holder.getBoundingClientRect();
      }
      return el.getBoundingClientRect();
    }
    const out: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const rect = tapArea(el);
      // Not drawn for sighted people: hidden, or visually hidden (sr-only: a 1 px clip), like the skip link.
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || rect.width <= 1 || rect.height <= 1) continue;
      if (inRunningText(el)) continue;
      if (rect.width >= min - 0.5 && rect.height >= min - 0.5) continue;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    return out;
  }, MIN);
}

test("every visible link and button of the main pages is at least 44 × 44 px at 390 px", async ({ page }) => {
  test.slow(); // nine pages, fully loaded
  await page.setViewportSize({ width: 390, height: 844 });
  const found: string[] = [];
  for (const path of MAIN_PAGES) {
    await page.goto(path, { waitUntil: "networkidle" });
    found.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
  }
  expect(found).toEqual([]);
});

test("the check reports a 36 px link, and not a link inside a sentence (WCAG's inline exception)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contato");
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/";
    link.textContent = "Pequeno";
    link.style.cssText = "display:inline-block;height:36px;width:80px";
    const box = document.createElement("div");
    box.append(link);
    const sentence = document.createElement("p");
    sentence.innerHTML = 'Leia a <a href="/lgpd">política de privacidade</a> antes de enviar.';
    document.querySelector("main")!.prepend(box, sentence);
  });
  expect(await smallTargets(page)).toEqual(['a "Pequeno" 80×36']);
});

test("the dashboard's tabs show the focus ring to the keyboard, not after a click", async ({ page }) => {
  await signInViaApi(page, DEMO.customer);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  const samples = page.getByRole("tab", { name: "Minhas Amostras" });
  await hydrated(samples);
  const ring = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  await samples.click();
  await expect(samples).toHaveAttribute("aria-selected", "true");
  await expect(samples).toBeFocused();
  expect(await ring()).toBe("none");
  await page.keyboard.press("ArrowRight");
  const rewards = page.getByRole("tab", { name: "Prêmios" });
  await expect(rewards).toBeFocused();
  expect(await ring()).not.toBe("none");
  await shots(page, "painel-abas-teclado");
});
