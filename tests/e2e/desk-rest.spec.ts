/**
 * Issue 37 point 15, the smaller things of the panel: an inactive product previewed by an
 * administrator (a 404 for everyone else), and a customer's page with the phone of their newest sample
 * request. Each test uses what no other spec writes to (its own customer; the Chlorella, active again
 * at the end), so it passes in any order.
 */
import { expect, hydrated, test, toast } from "./support/fixtures";
import { adminPage, confirmedCustomer } from "./support/accounts";
import { shots } from "./support/shots";

test.describe.configure({ timeout: 120_000 });

const AFTER_WRITE = { timeout: 30_000 };

test("an administrator previews an inactive product; a visitor gets the store's 404", async ({ browser, page }) => {
  const admin = await adminPage(browser, { width: 390, height: 844 });
  const setStatus = async (status: "Ativo" | "Inativo") => {
    await admin.goto("/admin-panel/produtos?q=chlorella");
    await admin.getByRole("button", { name: "Editar Chlorella Orgânica" }).click();
    const dialog = admin.getByRole("dialog", { name: "Editar produto" });
    await dialog.getByLabel("Status").selectOption({ label: status });
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(admin, "Produto atualizado!", { exact: true })).toBeVisible(AFTER_WRITE);
  };
  await setStatus("Inativo");
  try {
    await admin.goto("/admin-panel/produtos?q=chlorella");
    const preview = admin.getByRole("link", { name: /^Pré-visualizar Chlorella Orgânica/ });
    await expect(preview).toHaveAttribute("href", "/produto/chlorella-organica");
    await admin.goto("/produto/chlorella-organica");
    await expect(
      admin.getByRole("status").filter({ hasText: "Pré-visualização: este produto está inativo e não aparece na loja." }),
    ).toBeVisible();
    await expect(admin.getByRole("heading", { level: 1, name: "Chlorella Orgânica" })).toBeVisible();
    await shots(admin, "product-preview");

    const visitor = await page.goto("/produto/chlorella-organica");
    expect(visitor?.status()).toBe(404);
    await expect(page.getByText("Pré-visualização")).toHaveCount(0);
  } finally {
    await setStatus("Ativo");
  }
  expect((await page.goto("/produto/chlorella-organica"))?.status()).toBe(200);
  await admin.close();
});

test("a customer's page shows the phone of their newest sample request beside the profile's", async ({ browser }) => {
  const email = `telefone-${Date.now()}@exemplo.com.br`;
  const { context, page } = await confirmedCustomer(
    browser,
    { email, password: "Raiz@Telefone2026", name: "Paula Telefone" },
    { width: 390, height: 844 },
  );
  await page.goto("/produto/passiflora-mulungu");
  const open = page.getByRole("link", { name: "Solicitar Amostra Grátis" }).first();
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Solicitar Amostra Grátis" });
  await dialog.getByLabel("CEP").pressSequentially("01310100");
  await dialog.getByLabel("Rua ou avenida").fill("Avenida Paulista");
  await dialog.getByLabel("Número").fill("1000");
  await dialog.getByLabel("Telefone").pressSequentially("21987654321");
  await dialog.getByRole("button", { name: "Enviar Solicitação" }).click();
  await expect(page.getByRole("link", { name: /Amostra solicitada · Pendente/ })).toBeVisible(AFTER_WRITE);
  await context.close();

  const admin = await adminPage(browser, { width: 1280, height: 900 });
  await admin.goto(`/admin-panel/usuarios?q=${encodeURIComponent(email)}`);
  await admin.getByRole("link", { name: "Paula Telefone" }).first().click();
  await expect(admin.getByRole("heading", { level: 1, name: "Paula Telefone" })).toBeVisible();
  await expect(admin.getByTestId("last-sample-phone")).toContainText("(21) 98765-4321 (da última solicitação de amostra)");
  await shots(admin, "customer-last-phone");
  await admin.close();
});
