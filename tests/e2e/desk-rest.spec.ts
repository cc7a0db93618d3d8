/**
 * Issue 37 point 15, the smaller things of the panel: an inactive product previewed by an
 * administrator (a 404 for everyone else), a customer's page with the phone of their newest sample
 * request, and a physical reward sent with its tracking code before it is completed. Each test uses what no other spec writes to (its own customer; the Chlorella, active again
 * at the end), so it passes in any order.
 */
import { expect, hydrated, test, toast } from "./support/fixtures";
import { adminPage, confirmedCustomer } from "./support/accounts";
import { openSampleDialog } from "./support/samples";
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
  const dialog = await openSampleDialog(page);
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

test("a physical reward is sent with its tracking code before it is completed; the customer sees the code", async ({ browser }) => {
  const email = `premio-${Date.now()}@exemplo.com.br`;
  const name = "Rita Remessa";
  const { context, page } = await confirmedCustomer(browser, { email, password: "Raiz@Premio2026", name }, { width: 390, height: 844 });
  const admin = await adminPage(browser, { width: 390, height: 844 });

  // The store gives the points the Ecobag asks for.
  await admin.goto(`/admin-panel/usuarios?q=${encodeURIComponent(email)}`);
  const user = admin.getByTestId("user-row");
  await hydrated(user.getByRole("button", { name: `Ajustar pontos de ${name}` }));
  await user.getByRole("button", { name: `Ajustar pontos de ${name}` }).click();
  const points = admin.getByRole("dialog", { name: "Ajustar pontos" });
  await points.getByLabel("Pontos").fill("300");
  await points.getByLabel("Motivo").fill("Teste do envio de prêmio");
  await points.getByRole("button", { name: "Ajustar pontos" }).click();
  await expect(toast(admin, "Pontos ajustados com sucesso!", { exact: true })).toBeVisible();

  // The customer redeems it, with the delivery address.
  await page.goto("/dashboard?aba=premios");
  const card = page
    .getByRole("list", { name: "Prêmios disponíveis" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Ecobag Raiz Vital" }) });
  await hydrated(card.getByText("Resgatar", { exact: true }));
  await card.getByText("Resgatar", { exact: true }).click();
  await card.getByLabel("CEP").fill("40020000");
  await card.getByLabel("Estado").selectOption("BA");
  await card.getByLabel("Rua ou avenida").fill("Rua Chile");
  await card.getByLabel("Número").fill("10");
  await card.getByLabel("Bairro").fill("Comércio");
  await card.getByLabel("Cidade").fill("Salvador");
  await card.getByRole("button", { name: "Confirmar resgate" }).click();
  await expect(toast(page, 'Recompensa "Ecobag Raiz Vital" resgatada com sucesso!')).toBeVisible(AFTER_WRITE);

  // The panel: "Enviar" asks for the code (none is refused beside the field), then only "Concluir" is left.
  await admin.goto("/admin-panel/premios?status=pending");
  const send = admin.getByRole("button", { name: `Enviar prêmio de ${name}` });
  await hydrated(send);
  await expect(admin.getByRole("button", { name: `Concluir resgate de ${name}` })).toHaveCount(0);
  await send.click();
  const dialog = admin.getByRole("dialog", { name: "Enviar prêmio" });
  await expect(dialog).toContainText("Ecobag Raiz Vital");
  await dialog.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(dialog.getByText("Informe o código de rastreio.")).toBeVisible();
  await dialog.getByLabel("Código de rastreio").fill("qb123456789br");
  await shots(admin, "reward-ship-dialog");
  await dialog.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(toast(admin, "Prêmio enviado!", { exact: true })).toBeVisible(AFTER_WRITE);
  await admin.goto("/admin-panel/premios?status=shipped");
  await expect(admin.getByTestId("redemption-tracking").first()).toHaveText("QB123456789BR");
  await expect(admin.getByRole("button", { name: `Cancelar resgate de ${name}` })).toHaveCount(0);
  await shots(admin, "reward-shipped-row");

  // The customer reads the code, linked to the Correios.
  await page.goto("/dashboard?aba=premios");
  const tracking = page.getByRole("list", { name: "Meus resgates" }).getByTestId("redemption-tracking");
  await expect(tracking).toContainText("QB123456789BR");
  await expect(tracking.getByRole("link")).toHaveAttribute(
    "href",
    "https://rastreamento.correios.com.br/app/index.php?objetos=QB123456789BR",
  );
  await expect(page.getByRole("list", { name: "Meus resgates" })).toContainText("Enviado");
  await context.close();

  await admin.getByRole("button", { name: `Concluir resgate de ${name}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Concluir resgate" }).click();
  await expect(toast(admin, "Resgate concluído!", { exact: true })).toBeVisible(AFTER_WRITE);
  await admin.close();
});
