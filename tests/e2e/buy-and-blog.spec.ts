/**
 * Issue 36 on a 390 px phone: "Comprar" leads to the store (point 11); the blog leads to products
 * (point 12). The products written here are written by no other spec.
 */
import { expect, test, toast } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const STORE_PAGE = "https://loja.example.com/curcuma?sku=RV-17";

test("point 11: Comprar opens the product's store address with the campaign tags; without a store address there is none", async ({
  adminPage,
  page,
}) => {
  await adminPage.goto("/admin-panel/produtos?q=curcuma");
  await adminPage
    .getByRole("row", { name: /Cúrcuma com Piperina/ })
    .getByRole("button", { name: /^Editar/ })
    .click();
  const dialog = adminPage.getByRole("dialog", { name: "Editar produto" });
  await dialog.getByLabel("Endereço na loja").fill(STORE_PAGE);
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(adminPage, "Produto atualizado!", { exact: true })).toBeVisible();

  await page.goto("/produto/curcuma-com-piperina");
  const buy = page.getByRole("link", { name: /^Comprar/ });
  await expect(buy).toBeVisible();
  await expect(buy).toHaveAccessibleName("Comprar (abre a loja em uma nova aba)");
  await expect(buy).toHaveAttribute(
    "href",
    "https://loja.example.com/curcuma?sku=RV-17&utm_source=raizvital&utm_medium=site&utm_campaign=curcuma-com-piperina",
  );
  await expect(buy).toHaveAttribute("target", "_blank");
  await expect(buy).toHaveAttribute("rel", "noopener");
  const box = await buy.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  // No address of its own and no STORE_URL in this install: no button.
  await page.goto("/produto/cardo-mariano");
  await expect(page.getByRole("heading", { level: 1, name: "Cardo Mariano" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Comprar/ })).toHaveCount(0);
});
