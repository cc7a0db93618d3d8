import fs from "node:fs";
import { expect, test } from "./support/fixtures";

/** Related products on the product page. */

/** Screenshots for people to look at: SHOTS=<folder> npx playwright test tests/e2e/product-related.spec.ts */
const SHOTS = process.env.SHOTS;

test("a product page suggests up to four others, its own line first, and leads to them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/produto/bacopa-monnieri-500mg");
  const related = page.getByRole("region", { name: "Produtos relacionados" });
  await expect(related).toBeVisible();
  const names = await related.getByRole("heading", { level: 3 }).allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(2);
  expect(names.length).toBeLessThanOrEqual(4);
  expect(names).not.toContain("Bacopa Monnieri 500 mg");
  // The other two products of Cérebro & Foco come first.
  expect(names.slice(0, 2).sort()).toEqual(["L-Teanina + Cafeína", "Ômega-3 Ultra"]);
  await expect(related.getByRole("button", { name: "Adicionar Ômega-3 Ultra aos favoritos" })).toBeVisible();
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: width < 800 ? 800 : 900 });
      await related.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/relacionados-${width}.png` });
    }
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await related.getByRole("link", { name: "Ômega-3 Ultra" }).click();
  await expect(page).toHaveURL(/\/produto\/omega-3-ultra$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ômega-3 Ultra" })).toBeVisible();
});
