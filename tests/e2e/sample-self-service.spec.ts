/**
 * Issue 36 on a 390 px phone, each test with its own freshly signed-up customer: Minhas Amostras says
 * until when to pay the Pix and corrects the address of a pending request (5); the account deletion
 * dialog lists the open requests and what happens to each, and the panel then shows them cancelled
 * with nothing to record on them (6).
 */
import type { Browser } from "@playwright/test";
import { expect, hydrated, test, toast } from "./support/fixtures";
import { adminPage, confirmedCustomer } from "./support/accounts";
import { SHOTS, shots } from "./support/shots";
import { mySample, requestSample } from "./support/samples";

test.describe.configure({ timeout: 150_000 });
const VIEWPORT = { width: 390, height: 800 };
test.use({ viewport: VIEWPORT });

const stamp = Date.now();
const PASSWORD = "Raiz@Autonomia2026";
const AFTER_WRITE = { timeout: 30_000 };

/** Signs up a customer of this test's own (the page ends signed in). */
function freshCustomer(browser: Browser, tag: string, name: string) {
  return confirmedCustomer(browser, { email: `${tag}-${stamp}@exemplo.com.br`, password: PASSWORD, name }, VIEWPORT);
}

/** 'dd/mm/aaaa' of the São Paulo day `days` after today. */
function dayAfter(days: number): string {
  return new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "America/Sao_Paulo" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test("5. the Pix code says until when to pay, and the address of a pending request is corrected", async ({ browser }) => {
  const { context, page } = await freshCustomer(browser, "corrige", "Celia Corrige");
  await requestSample(page, "rhodiola-rosea");
  const row = await mySample(page, "Rhodiola Rosea");
  await expect(row.getByTestId("pay-by")).toContainText(`Pague até ${dayAfter(3)}`);
  await expect(row.getByTestId("pix-payment")).toContainText("R$ 12,90");

  const correct = row.getByRole("button", { name: "Corrigir endereço" });
  await hydrated(correct);
  await correct.click();
  const dialog = page.getByRole("dialog", { name: "Corrigir endereço" });
  await expect(dialog.getByLabel("CEP")).toHaveValue("01310-100");
  await dialog.getByLabel("CEP").fill("");
  await dialog.getByLabel("CEP").pressSequentially("40020000");
  // The CEP decides the state and fills the city.
  await expect(dialog.getByLabel("Estado")).toHaveValue("BA");
  await expect(dialog.getByLabel("Cidade")).toHaveValue("Salvador");
  await dialog.getByLabel("Rua ou avenida").fill("Rua Chile");
  await dialog.getByLabel("Número").fill("20");
  await dialog.getByLabel("Bairro").fill("Centro");
  await shots(page, "corrigir-endereco");
  await dialog.getByRole("button", { name: "Salvar endereço" }).click();
  await expect(toast(page, "Endereço corrigido.")).toBeVisible(AFTER_WRITE);
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("sample-delivery")).toContainText("Rua Chile, 20 – Centro, Salvador – BA · CEP 40020-000");
  // The fee follows the new region while it awaits payment.
  await expect(row.getByTestId("pix-payment")).toContainText("R$ 16,90");
  await shots(page, "minhas-amostras-prazo");
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await row.screenshot({ path: `${SHOTS}/minhas-amostras-pedido-${width}.png` });
    }
    await page.setViewportSize({ width: 390, height: 800 });
  }

  // The panel reads the new address.
  const admin = await adminPage(browser, VIEWPORT);
  const order = (await row.getByTestId("order-number").textContent())!;
  await admin.goto(`/admin-panel/amostras?q=${order}`);
  await expect(admin.getByTestId("sample-row").first()).toContainText("Rua Chile, 20 – Centro");
  await admin.close();
  await context.close();
});

test("6. the deletion dialog lists an open request and what happens to it; the panel then shows it cancelled, with nothing to mark", async ({
  browser,
}) => {
  const { context, page } = await freshCustomer(browser, "parte", "Paulo Parte");
  await requestSample(page, "passiflora-mulungu");
  const row = await mySample(page, "Passiflora + Mulungu");
  const order = (await row.getByTestId("order-number").textContent())!;

  // The fee is paid: deleting the account means a refund by the support team.
  const admin = await adminPage(browser, VIEWPORT);
  await admin.goto(`/admin-panel/amostras?q=${order}`);
  const adminRow = admin.getByTestId("sample-row").first();
  const markPaid = adminRow.getByRole("button", { name: "Marcar R$ 12,90 como pago" });
  await hydrated(markPaid);
  await markPaid.click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Marcar como pago" }).click();
  await expect(toast(admin, "Pagamento registrado!")).toBeVisible(AFTER_WRITE);

  await page.goto("/dashboard", { waitUntil: "networkidle" });
  const open = page.getByRole("button", { name: "Excluir minha conta" });
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Excluir minha conta" });
  const listed = dialog.getByTestId("delete-open-samples");
  await expect(dialog.getByRole("heading", { name: "Suas solicitações de amostra em andamento" })).toBeVisible();
  await expect(listed).toContainText("Passiflora + Mulungu");
  await expect(listed).toContainText(order);
  await expect(listed).toContainText("Será cancelada, e o frete pago (R$ 12,90) será devolvido pela nossa equipe de atendimento.");
  await expect(dialog.getByRole("link", { name: "contato@raizvital.com.br" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await shots(page, "excluir-conta-amostras");

  await dialog.getByLabel("Digite sua senha para confirmar").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Excluir minha conta definitivamente" }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_WRITE);

  await admin.goto(`/admin-panel/amostras?q=${order}`);
  const cancelled = admin.getByTestId("sample-row").first();
  await expect(cancelled).toContainText("Cancelado");
  await expect(cancelled.getByTestId("cancel-reason")).toHaveText("Conta excluída");
  // The paid fee goes to the refund step (issue 37).
  await expect(cancelled.getByTestId("refund-badge")).toHaveText("Frete a devolver");
  await expect(cancelled.getByRole("button", { name: /como pago/ })).toHaveCount(0);
  await expect(cancelled.getByRole("button", { name: "Isentar frete" })).toHaveCount(0);
  await expect(cancelled).toContainText("Dados apagados: nada a registrar.");
  if (SHOTS) await admin.screenshot({ path: `${SHOTS}/painel-conta-excluida-390.png`, fullPage: true });
  await admin.close();
  await context.close();
});
