/**
 * Issue 36, "Finding and trusting", on a 390 px phone: the home page's true figures (point 9), search
 * by need (point 7), the search in the header (point 8).
 */
import { expect, test } from "./support/fixtures";
import { MODERATION } from "./support/moderation-fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("point 9: the home page's figures and testimonials are the database's", async ({ page }) => {
  await page.goto("/");
  const main = page.locator("main");
  const figures = main.getByRole("region", { name: "Números da marca" });
  // The made-up figures are gone; the products on sale are counted.
  await expect(main).not.toContainText("10k+");
  await expect(main).not.toContainText("clientes satisfeitos");
  await expect(figures.getByRole("term").filter({ hasText: "produtos naturais" })).toBeVisible();
  await expect(figures.getByRole("definition").last()).toHaveText(/^\d+$/);
  // Fewer than 10 approved reviews: no average is claimed.
  await expect(figures).not.toContainText("avaliação");

  // The testimonials are approved reviews: the first name and the city of the customer's latest request.
  const testimonials = main.locator("section").filter({ has: page.getByRole("heading", { name: "O que dizem nossos clientes" }) });
  const mara = testimonials.getByRole("listitem").filter({ hasText: "Mara" });
  await expect(mara).toContainText(`Londrina – PR`);
  await expect(testimonials).not.toContainText(MODERATION.customer.fullName);
  await expect(testimonials).not.toContainText("Seja o primeiro a avaliar");
});

test("point 7: a search for sleep or anxiety never offers the caffeine product", async ({ page }) => {
  for (const q of ["insônia", "sono", "dormir", "ansiedade"]) {
    await page.goto(`/produtos?q=${encodeURIComponent(q)}`);
    await expect(
      page
        .locator("main")
        .getByRole("link", { name: /Melatonina/ })
        .first(),
      q,
    ).toBeVisible();
    await expect(page.locator("main"), q).not.toContainText("L-Teanina + Cafeína");
  }
});

test("point 8: the phone header's search button opens the field, which searches the catalogue", async ({ page }) => {
  await page.goto("/blog");
  const header = page.getByRole("banner");
  await header.locator('summary[aria-label="Buscar produtos"]').click();
  const field = header.getByRole("searchbox", { name: "Buscar produtos" });
  await field.fill("dormir");
  await header.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/\/produtos\?q=dormir$/);
  await expect(page.locator("main")).not.toContainText("L-Teanina + Cafeína");
});

test("point 8: on a desktop the field is in the header, and it works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto("/blog");
  const field = page.getByRole("banner").getByRole("searchbox", { name: "Buscar produtos" });
  await expect(field).toBeVisible();
  await field.fill("magnésio");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/produtos\?q=magn/);
  await expect(
    page
      .locator("main")
      .getByRole("link", { name: /Magnésio/ })
      .first(),
  ).toBeVisible();
  await context.close();
});
