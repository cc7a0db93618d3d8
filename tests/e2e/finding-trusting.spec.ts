/**
 * Issue 36, "Finding and trusting", on a 390 px phone: the home page's true figures (point 9), search
 * by need (point 7).
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
