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

const SLEEP_POST = "Higiene do sono: 7 hábitos para noites mais tranquilas";

test("point 12: the admin picks a post's products, the post shows them with the sample button, the product page lists the post", async ({
  adminPage,
  page,
}) => {
  await adminPage.goto("/admin-panel/blog?q=Higiene");
  await adminPage
    .getByTestId("post-row")
    .filter({ hasText: SLEEP_POST })
    .getByRole("button", { name: `Editar ${SLEEP_POST}` })
    .click();
  const editor = adminPage.getByRole("dialog", { name: "Editar post" });
  const chosen = editor.getByRole("list", { name: "Produtos citados (em ordem)" });
  // From whatever an earlier run left: none chosen.
  const remove = chosen.getByRole("button", { name: /^Remover / });
  while ((await remove.count()) > 0) await remove.first().click();
  await expect(editor.getByText("Nenhum produto escolhido.")).toBeVisible();

  // The post's words suggest the products it names; one click adds each.
  const suggestions = editor.getByRole("list", { name: "Sugestões pelo texto do post" });
  await suggestions.getByRole("button", { name: "Adicionar Melatonina + Camomila" }).click();
  await suggestions.getByRole("button", { name: "Adicionar Passiflora + Mulungu" }).click();
  await expect(suggestions).not.toContainText("Melatonina + Camomila");
  // Any other active product from the list.
  await editor.getByLabel("Produtos citados", { exact: true }).selectOption({ label: "Ashwagandha KSM-66" });
  await chosen.getByRole("button", { name: "Subir Ashwagandha KSM-66" }).click();
  await expect(chosen.getByRole("listitem")).toHaveText([/Melatonina \+ Camomila/, /Ashwagandha KSM-66/, /Passiflora \+ Mulungu/]);
  await editor.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(adminPage, "Post atualizado com sucesso!", { exact: true })).toBeVisible();

  await page.goto("/blog/higiene-do-sono-habitos-noites-tranquilas", { waitUntil: "networkidle" });
  const named = page.getByRole("region", { name: "Produtos citados neste artigo" });
  await named.scrollIntoViewIfNeeded();
  await expect(named.getByRole("heading", { level: 3 })).toHaveText([
    "Melatonina + Camomila",
    "Ashwagandha KSM-66",
    "Passiflora + Mulungu",
  ]);
  await expect(named.getByRole("link", { name: "Solicitar Amostra Grátis" })).toHaveCount(3);
  // A visitor's sample button asks to sign in first, as on the catalogue, and comes back to this product.
  await named.getByRole("link", { name: "Solicitar Amostra Grátis" }).nth(1).click();
  const dialog = page.getByRole("dialog", { name: "Solicitar Amostra Grátis" });
  await expect(dialog.getByText("Você precisa estar logado para solicitar uma amostra.")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Entrar para solicitar" })).toHaveAttribute("href", /abrirAmostra%3Dashwagandha-ksm-66/);
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await page.goto("/produto/ashwagandha-ksm-66");
  const articles = page.getByRole("region", { name: "Artigos sobre este produto" });
  await articles.getByRole("link", { name: /Higiene do sono/ }).click();
  await expect(page).toHaveURL(/\/blog\/higiene-do-sono-habitos-noites-tranquilas$/);
  await expect(page.getByRole("heading", { level: 1, name: SLEEP_POST })).toBeVisible();
});
