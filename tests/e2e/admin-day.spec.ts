/**
 * The administrator's working day: edits that cannot break the store.
 * One signed-in admin page walks the points in order (sign-in is rate limited per IP).
 */
import { expect, test, toast } from "./support/fixtures";
import { FIXTURES } from "./support/admin-fixtures";

test.describe.configure({ mode: "serial", timeout: 120_000 });

test("addresses stay: a rename keeps the slug, an edited slug answers 301 from every earlier address, the sitemap follows", async ({
  adminPage: page,
}) => {
  await page.goto("/admin-panel/produtos?q=glucomanan");
  const row = page.getByRole("row", { name: /Glucomanan/ });
  await row.getByRole("button", { name: /^Editar Glucomanan/ }).click();
  let dialog = page.getByRole("dialog", { name: "Editar produto" });
  await dialog.getByLabel("Nome").fill("Glucomanan Konjac");
  await expect(dialog.getByLabel("Slug")).toHaveValue("glucomanan");
  await expect(dialog.getByText("Endereço na web: continua o mesmo se o nome mudar.", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Produto atualizado!", { exact: true })).toBeVisible();
  await page.goto("/produto/glucomanan");
  await expect(page.getByRole("heading", { level: 1, name: "Glucomanan Konjac" })).toBeVisible();

  await page.goto("/admin-panel/produtos?q=glucomanan");
  await page
    .getByRole("row", { name: /Glucomanan Konjac/ })
    .getByRole("button", { name: /^Editar/ })
    .click();
  dialog = page.getByRole("dialog", { name: "Editar produto" });
  await dialog.getByLabel("Slug").fill("glucomanan-konjac");
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Produto atualizado!", { exact: true })).toBeVisible();

  const moved = await page.request.get("/produto/glucomanan?aba=beneficios", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe("/produto/glucomanan-konjac?aba=beneficios");
  await page.goto("/produto/glucomanan");
  await expect(page).toHaveURL(/\/produto\/glucomanan-konjac$/);
  await expect(page.getByRole("heading", { level: 1, name: "Glucomanan Konjac" })).toBeVisible();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/produto/glucomanan-konjac</loc>");
  expect(sitemap).not.toContain("/produto/glucomanan</loc>");

  // Back to the first address and name (the other specs know the seeded catalogue): it is live again.
  await page.goto("/admin-panel/produtos?q=glucomanan");
  await page
    .getByRole("row", { name: /Glucomanan Konjac/ })
    .getByRole("button", { name: /^Editar/ })
    .click();
  dialog = page.getByRole("dialog", { name: "Editar produto" });
  await dialog.getByLabel("Nome").fill("Glucomanan");
  await dialog.getByLabel("Slug").fill("glucomanan");
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Produto atualizado!", { exact: true })).toBeVisible();
  expect((await page.request.get("/produto/glucomanan", { maxRedirects: 0 })).status()).toBe(200);
  expect((await page.request.get("/produto/glucomanan-konjac", { maxRedirects: 0 })).headers()["location"]).toBe("/produto/glucomanan");
});

test("a product with open sample requests cannot be deleted: the confirmation says why and deactivates it instead", async ({
  adminPage: page,
  request,
}) => {
  const name = FIXTURES.openSample.productName;
  await page.goto(`/admin-panel/produtos?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await row.getByRole("button", { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Este produto não pode ser excluído" });
  await expect(confirm).toContainText("Este produto tem 1 solicitação de amostra em aberto.");
  await expect(confirm).toContainText("Desative-o: ele sai da loja e as solicitações continuam.");
  await expect(confirm.getByRole("button", { name: "Excluir" })).toHaveCount(0);
  await confirm.getByRole("button", { name: "Desativar produto" }).click();
  await expect(toast(page, "Produto desativado!", { exact: true })).toBeVisible();
  await expect(row).toContainText("Inativo");
  // Out of the store: a visitor gets the 404 (an administrator still previews it, desk-rest.spec.ts).
  expect((await request.get(`/produto/${FIXTURES.openSample.product}`)).status()).toBe(404);

  // Inactive and still awaited: the dialog only explains.
  await row.getByRole("button", { name: `Excluir ${name}` }).click();
  await expect(confirm).toContainText("Ele já está inativo");
  await confirm.getByRole("button", { name: "Fechar" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);

  // Put back in the store (the catalogue specs count the seeded products).
  await row.getByRole("button", { name: `Editar ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Editar produto" });
  await dialog.getByLabel("Status").selectOption("active");
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Produto atualizado!", { exact: true })).toBeVisible();
});

test("no saving past a field error: a refused image keeps the form from being sent", async ({ adminPage: page }) => {
  await page.goto("/admin-panel/produtos");
  await page.getByRole("button", { name: "Novo produto" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo produto" });
  await dialog.getByLabel("Nome").fill("Hibisco Sem Foto Teste");
  await dialog.getByLabel("Descrição completa").fill("Hibisco desidratado para chás e infusões.");
  await dialog.getByLabel("Status").selectOption("inactive");
  const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
  await dialog.locator('input[type="file"]').setInputFiles({ name: "grande.png", mimeType: "image/png", buffer: big });
  await expect(dialog.getByText("A imagem deve ter no máximo 5 MB.")).toBeVisible();
  // The browser sends a form in the click's own task once its check passes: the posts seen by the time
  // the refused field has the focus are all the click made.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await dialog.getByRole("button", { name: "Criar produto" }).click();
  await expect(dialog.locator('input[type="file"]')).toBeFocused();
  expect(posts).toEqual([]);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("A imagem deve ter no máximo 5 MB.")).toBeVisible();
  await expect(toast(page, "Produto criado!", { exact: true })).toHaveCount(0);
  await page.goto("/admin-panel/produtos?q=hibisco");
  await expect(page.getByText("Nenhum produto encontrado com os filtros aplicados.")).toBeVisible();

  // Taking the file away lets the product be saved without an image.
  await page.getByRole("button", { name: "Novo produto" }).click();
  await dialog.getByLabel("Nome").fill("Hibisco Sem Foto Teste");
  await dialog.getByLabel("Descrição completa").fill("Hibisco desidratado para chás e infusões.");
  await dialog.getByLabel("Status").selectOption("inactive");
  await dialog.locator('input[type="file"]').setInputFiles({ name: "grande.png", mimeType: "image/png", buffer: big });
  await dialog.getByRole("button", { name: "Remover arquivo" }).click();
  await expect(dialog.getByText("A imagem deve ter no máximo 5 MB.")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Criar produto" }).click();
  await expect(toast(page, "Produto criado!", { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /Hibisco Sem Foto Teste/ })).toBeVisible();
});

test("typed work is kept: Escape or a click outside a changed dialog asks before discarding", async ({ adminPage: page }) => {
  await page.goto("/admin-panel/premios");
  await page.getByRole("button", { name: "Novo prêmio" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo prêmio" });
  // Nothing typed: Escape closes at once.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Novo prêmio" }).click();
  await dialog.getByLabel("Nome").fill("Garrafa Térmica Teste");
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: "Descartar as alterações?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Continuar editando" }).click();
  await expect(dialog.getByLabel("Nome")).toHaveValue("Garrafa Térmica Teste");

  await page.mouse.click(5, 5);
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Descartar" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Novo prêmio" }).click();
  await expect(dialog.getByLabel("Nome")).toHaveValue("");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
});

test("Ctrl+B toggles the sidebar only outside text fields and dialogs", async ({ adminPage: page }) => {
  await page.goto("/admin-panel/blog");
  const sidebar = page.getByTestId("admin-sidebar");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.getByRole("button", { name: "Novo post" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo post" });
  await dialog.getByLabel("Conteúdo (Markdown)").click();
  await page.keyboard.press("Control+b");
  await dialog.getByLabel(/^Título/).click();
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await page.getByLabel("Buscar").click();
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});
