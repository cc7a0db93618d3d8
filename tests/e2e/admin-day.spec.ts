/**
 * Issue #23, the administrator's working day: edits that cannot break the store.
 * One signed-in admin page walks the points in order (sign-in is rate limited per IP).
 */
import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, signInViaApi, test } from "./support/fixtures";
import { FIXTURES } from "./support/admin-fixtures";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (browser as Browser).newPage({ viewport: { width: 1280, height: 900 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  await signInViaApi(page, DEMO.admin);
});

test.afterAll(async () => {
  await page.close();
});

function toast(title: string) {
  return page.locator("[data-sonner-toast]").filter({ has: page.getByText(title, { exact: true }) }).first();
}

test("addresses stay: a rename keeps the slug, an edited slug answers 301 from every earlier address, the sitemap follows", async () => {
  await page.goto("/admin-panel/produtos?q=glucomanan");
  const row = page.getByRole("row", { name: /Glucomanan/ });
  await row.getByRole("button", { name: /^Editar Glucomanan/ }).click();
  let dialog = page.getByRole("dialog", { name: "Editar produto" });
  await dialog.getByLabel("Nome").fill("Glucomanan Konjac");
  await expect(dialog.getByLabel("Slug")).toHaveValue("glucomanan");
  await expect(dialog.getByText("Endereço na web: continua o mesmo se o nome mudar.", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Produto atualizado!")).toBeVisible();
  await page.goto("/produto/glucomanan");
  await expect(page.getByRole("heading", { level: 1, name: "Glucomanan Konjac" })).toBeVisible();

  await page.goto("/admin-panel/produtos?q=glucomanan");
  await page.getByRole("row", { name: /Glucomanan Konjac/ }).getByRole("button", { name: /^Editar/ }).click();
  dialog = page.getByRole("dialog", { name: "Editar produto" });
  await dialog.getByLabel("Slug").fill("glucomanan-konjac");
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast("Produto atualizado!")).toBeVisible();

  const moved = await page.request.get("/produto/glucomanan?aba=beneficios", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe("/produto/glucomanan-konjac?aba=beneficios");
  await page.goto("/produto/glucomanan");
  await expect(page).toHaveURL(/\/produto\/glucomanan-konjac$/);
  await expect(page.getByRole("heading", { level: 1, name: "Glucomanan Konjac" })).toBeVisible();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/produto/glucomanan-konjac</loc>");
  expect(sitemap).not.toContain("/produto/glucomanan</loc>");
});

test("a product with open sample requests cannot be deleted: the confirmation says why and deactivates it instead", async () => {
  const name = FIXTURES.openSample.productName;
  await page.goto(`/admin-panel/produtos?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await row.getByRole("button", { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Este produto não pode ser excluído" });
  await expect(confirm).toContainText("Este produto tem 1 solicitação de amostra em aberto.");
  await expect(confirm).toContainText("Desative-o: ele sai da loja e as solicitações continuam.");
  await expect(confirm.getByRole("button", { name: "Excluir" })).toHaveCount(0);
  await confirm.getByRole("button", { name: "Desativar produto" }).click();
  await expect(toast("Produto desativado!")).toBeVisible();
  await expect(row).toContainText("Inativo");
  expect((await page.request.get(`/produto/${FIXTURES.openSample.product}`)).status()).toBe(404);

  // Inactive and still awaited: the dialog only explains.
  await row.getByRole("button", { name: `Excluir ${name}` }).click();
  await expect(confirm).toContainText("Ele já está inativo");
  await confirm.getByRole("button", { name: "Fechar" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);
});
