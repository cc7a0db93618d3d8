import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, expect, hydrated, signInViaApi, test } from "./support/fixtures";

/** What customers meet on their phones. */

const SHOTS = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test.describe("search by need", () => {
  test("'dormir' finds the sleep line, stays in the URL; a search with no result suggests the categories", async ({ page }) => {
    test.slow(); // six screenshots when SHOTS_DIR is set
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/produtos");
    const search = page.getByPlaceholder("Buscar produtos...");
    await hydrated(search);
    await search.fill("dormir");
    await expect(page).toHaveURL(/[?&]q=dormir/);
    const results = page.getByRole("region", { name: "Resultados" });
    await expect(results.getByRole("heading", { name: "Melatonina + Camomila" })).toBeVisible();
    await expect(results.getByRole("heading", { name: "Passiflora + Mulungu" })).toBeVisible();
    await expect(results.getByText("Nenhum produto encontrado com os filtros aplicados.")).toHaveCount(0);
    await shoot(page, "busca-dormir");

    await page.goto("/produtos?q=Emagrecer");
    await expect(page.getByRole("heading", { name: "Glucomanan" })).toBeVisible();

    await page.goto("/produtos?q=xyzzyinexistente");
    await expect(page.getByText("Nenhum produto encontrado com os filtros aplicados.")).toBeVisible();
    const suggestions = page.getByRole("navigation", { name: "Veja nossas linhas de produtos" });
    await expect(suggestions.getByRole("link")).toHaveCount(6);
    await shoot(page, "busca-vazia");
    await suggestions.getByRole("link", { name: "Sono & Relaxamento" }).click();
    await expect(page).toHaveURL(/\/produtos\/sono-relaxamento$/);
  });
});

test.describe("review stars", () => {
  test("outlined until chosen, the arrow keys follow the visual order, the choice is announced", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/produto/psyllium-husk?aba=avaliacoes");
    const picker = page.getByTestId("star-picker");
    await expect(picker).toBeVisible();
    const fills = () => picker.locator("svg").evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).fill));
    const empty = (await fills())[0];
    // No star is filled before a rating is chosen.
    expect(new Set(await fills()).size).toBe(1);
    expect(empty).toMatch(/rgba\(0, 0, 0, 0\)|transparent|none/);
    await expect(page.getByTestId("star-choice")).toHaveText("Escolha de 1 a 5 estrelas");
    const one = page.getByRole("radio", { name: "1 estrela", exact: true });
    await hydrated(one);
    await one.check();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "2 estrelas" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "2 estrelas" })).toBeFocused();
    await expect(page.getByTestId("star-choice")).toHaveText("2 de 5 estrelas: Regular");
    const after = await fills();
    expect(after.slice(0, 2).every((f) => f !== empty)).toBe(true);
    expect(after.slice(2).every((f) => f === empty)).toBe(true);
    // Stars are left to right: the first radio is the leftmost.
    const x = await picker.locator("label").evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().x));
    expect([...x].sort((a, b) => a - b)).toEqual(x);
    await shoot(page, "estrelas");
  });
});

test.describe("fitting on a phone", () => {
  test("the header stays on one line at 360 px with a five-digit balance", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/");
    const badge = page.getByTestId("points-badge");
    await expect(badge).toBeVisible();
    // The widest balance the header must hold: the badge's digits as the server writes 99.999.
    await badge.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let digits: Node | null = null;
      while (!digits && walker.nextNode()) if (/\d/.test(walker.currentNode.textContent ?? "")) digits = walker.currentNode;
      if (digits) digits.textContent = "99.999";
    });
    await expect(badge).toContainText("99.999");
    const brand = page.getByRole("link", { name: /Raiz Vital – página inicial/ });
    for (const locator of [brand, badge]) {
      const box = (await locator.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(48);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const menu = page.getByRole("button", { name: "Abrir menu" });
    expect((await menu.boundingBox())!.x + 44).toBeLessThanOrEqual(360);
    await shoot(page, "cabecalho");
  });

  test("/contato: heading order passes axe, and the form is filled in for a signed-in customer", async ({ page }) => {
    await page.goto("/contato");
    const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
    expect(results.violations).toEqual([]);
    await signInViaApi(page, DEMO.customer);
    await page.goto("/contato");
    await expect(page.getByLabel("E-mail", { exact: false }).first()).toHaveValue(DEMO.customer.email);
    await shoot(page, "contato");
  });
});
