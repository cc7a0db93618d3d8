/**
 * Issue 37 on a 390 px phone, each test with its own freshly signed-up customer: the panel offers only
 * the allowed moves and says why a move is refused; a step back asks the reason and keeps the code (1);
 * the dispatch screen takes a code per row, Enter moving to the next, and lists apart what cannot ship
 * (2); a paid request rejected owes its fee, and "Pix devolvido" is recorded with its end-to-end id (4).
 */
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, test, toast } from "./support/fixtures";
import { adminPage, confirmedCustomer } from "./support/accounts";
import { waitForMail } from "./support/mail";
import { SHOTS } from "./support/shots";
import { requestSampleOrder } from "./support/samples";

test.describe.configure({ timeout: 300_000 });
const VIEWPORT = { width: 390, height: 800 };
test.use({ viewport: VIEWPORT });

const stamp = Date.now();
const PASSWORD = "Raiz@Estados2026";
const AFTER_WRITE = { timeout: 30_000 };

function freshCustomer(browser: Browser, tag: string, name: string) {
  return confirmedCustomer(browser, { email: `${tag}-${stamp}@exemplo.com.br`, password: PASSWORD, name }, VIEWPORT);
}

/** The panel's row of one order. */
async function panelRow(admin: Page, order: string) {
  await admin.goto(`/admin-panel/amostras?q=${order}`);
  const row = admin.getByTestId("sample-row").first();
  await expect(row).toContainText(order);
  return row;
}

async function markPaid(admin: Page, row: ReturnType<Page["getByTestId"]>) {
  const button = row.getByRole("button", { name: "Marcar R$ 12,90 como pago" });
  await hydrated(button);
  await button.click();
  const confirm = admin.getByRole("alertdialog");
  await expect(confirm).toContainText("Marcar o frete de R$ 12,90");
  await confirm.getByRole("button", { name: "Marcar como pago" }).click();
  await expect(toast(admin, "Pagamento registrado!")).toBeVisible(AFTER_WRITE);
}

async function setStatus(row: ReturnType<Page["getByTestId"]>, name: string, value: string) {
  await row.getByLabel(`Status da solicitação de ${name}`).selectOption(value);
}

test("1. only allowed moves; 'Enviado' without a code is refused with the reason; a step back asks the reason, keeps the code, and asks before mailing", async ({
  browser,
}) => {
  const name = "Estela Estados";
  const { context, page } = await freshCustomer(browser, "estados", name);
  const email = `estados-${stamp}@exemplo.com.br`;
  const order = await requestSampleOrder(page, { slug: "melatonina-camomila", name: "Melatonina + Camomila" });
  const admin = await adminPage(browser, VIEWPORT);
  const row = await panelRow(admin, order);
  const select = row.getByLabel(`Status da solicitação de ${name}`);
  // Awaiting payment: only Rejeitado is offered.
  await expect(select.locator("option")).toHaveText(["Pendente", "Rejeitado"]);
  await markPaid(admin, row);
  await expect(select.locator("option")).toHaveText(["Pendente", "Aprovado", "Rejeitado"]);

  await setStatus(row, name, "approved");
  await row.getByRole("button", { name: "Atualizar status" }).click();
  await expect(toast(admin, "Status atualizado!")).toBeVisible(AFTER_WRITE);
  await expect(select.locator("option")).toHaveText(["Aprovado", "Enviado", "Rejeitado", "Voltar para Pendente"]);

  // "Enviado" with no code: refused, and the toast says why.
  await setStatus(row, name, "shipped");
  await expect(row.getByLabel("Não avisar o cliente")).not.toBeChecked();
  await row.getByRole("button", { name: "Atualizar status" }).click();
  await expect(toast(admin, "Informe o código de rastreio para marcar como Enviado.")).toBeVisible(AFTER_WRITE);
  const since = Date.now();
  await row.getByLabel("Código de rastreio").fill("ES123456789BR");
  await row.getByRole("button", { name: "Atualizar status" }).click();
  await expect(row.getByRole("link", { name: "Rastreio: ES123456789BR" })).toBeVisible(AFTER_WRITE);
  const shipped = await waitForMail(email, { subject: new RegExp(`${order}.*Enviada`), since });
  expect(shipped.text).toContain("ES123456789BR");

  for (const [value, label] of [
    ["delivered", "Entregue"],
    ["completed", "Concluído"],
  ] as const) {
    await setStatus(row, name, value);
    await row.getByRole("button", { name: "Atualizar status" }).click();
    await expect(row.locator('[data-slot="badge"]:not([data-testid="payment-badge"]):not([data-testid="refund-badge"])')).toHaveText(
      label,
      AFTER_WRITE,
    );
    // The forward "Entregue" e-mail is sent by the queue: waited for here, so the correction below is not mistaken for it.
    if (value === "delivered") await waitForMail(email, { subject: new RegExp(`${order}.*Entregue`), since });
  }
  // Concluído back: only one step, with a reason; asked before the customer hears of it.
  await expect(select.locator("option")).toHaveText(["Concluído", "Voltar para Entregue"]);
  await setStatus(row, name, "delivered");
  await expect(row.getByLabel("Não avisar o cliente")).toBeChecked();
  await row.getByLabel("Motivo").fill("Concluída por engano: a cliente ainda não respondeu.");
  await row.getByLabel("Não avisar o cliente").uncheck();
  await row.getByRole("button", { name: "Atualizar status" }).click();
  const ask = row.getByRole("alert");
  await expect(ask).toContainText(`Avisar o cliente que o pedido ${order} voltou para Entregue?`);
  if (SHOTS) await admin.screenshot({ path: `${SHOTS}/voltar-status-390.png` });
  const back = Date.now();
  await ask.getByRole("button", { name: "Voltar e avisar o cliente" }).click();
  await expect(toast(admin, "O cliente foi avisado por e-mail.")).toBeVisible(AFTER_WRITE);
  // The tracking code is kept.
  await expect(row.getByRole("link", { name: "Rastreio: ES123456789BR" })).toBeVisible();
  const corrected = await waitForMail(email, { subject: new RegExp(`${order}.*Entregue`), since: back });
  expect(corrected.text).toContain("Houve uma correção no andamento");
  await admin.close();
  await context.close();
});

test("2. the dispatch screen: a code per row, Enter moves to the next field, one confirmation, one e-mail per sample; the unpaid one is listed apart", async ({
  browser,
}) => {
  const name = "Diogo Despacho";
  const email = `despacho-${stamp}@exemplo.com.br`;
  const { context, page } = await freshCustomer(browser, "despacho", name);
  const first = await requestSampleOrder(page, { slug: "melatonina-camomila", name: "Melatonina + Camomila" });
  const second = await requestSampleOrder(page, { slug: "l-teanina-cafeina", name: "L-Teanina + Cafeína" });
  const unpaid = await requestSampleOrder(page, { slug: "vitamina-d3-k2", name: "Vitamina D3 + K2" });
  const admin = await adminPage(browser, VIEWPORT);
  for (const order of [first, second]) {
    const row = await panelRow(admin, order);
    await markPaid(admin, row);
    await setStatus(row, name, "approved");
    await row.getByRole("button", { name: "Atualizar status" }).click();
    await expect(toast(admin, "Status atualizado!")).toBeVisible(AFTER_WRITE);
  }
  // The bulk selector no longer offers Enviado: the dispatch screen does.
  await admin.goto(`/admin-panel/amostras?q=${encodeURIComponent(email)}`);
  await expect(admin.getByLabel("Status dos selecionados").locator("option", { hasText: "Enviado" })).toHaveCount(0);
  for (const order of [first, second, unpaid])
    await admin.getByRole("checkbox", { name: new RegExp(`Selecionar o pedido ${order}`) }).check();
  await admin.getByRole("button", { name: "Despachar selecionados" }).click();
  await expect(admin).toHaveURL(/\/admin-panel\/amostras\/despacho\?/);
  await expect(admin.getByRole("heading", { name: "Despachar amostras" })).toBeVisible();
  await expect(admin.getByTestId("dispatch-row")).toHaveCount(2);
  const blocked = admin.getByTestId("dispatch-blocked");
  await expect(blocked).toHaveCount(1);
  await expect(blocked).toContainText(unpaid);
  await expect(blocked).toContainText("Frete de R$ 12,90 aguardando pagamento.");

  // A scanner types the code and presses Enter: the focus goes to the next row, nothing is sent.
  const firstCode = admin.getByLabel(`Código de rastreio de ${first}`);
  const secondCode = admin.getByLabel(`Código de rastreio de ${second}`);
  await hydrated(firstCode);
  await firstCode.fill("DA123456789BR");
  await firstCode.press("Enter");
  await expect(secondCode).toBeFocused();
  await secondCode.fill("DB123456789BR");
  await secondCode.press("Enter");
  // On the last row Enter sends nothing either.
  await expect(secondCode).toBeFocused();
  await expect(admin.getByRole("alertdialog")).toHaveCount(0);
  if (SHOTS) {
    await admin.screenshot({ path: `${SHOTS}/despacho-390.png`, fullPage: true });
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.screenshot({ path: `${SHOTS}/despacho-1440.png`, fullPage: true });
    await admin.setViewportSize(VIEWPORT);
  }
  const since = Date.now();
  await admin.getByRole("button", { name: "Marcar 2 amostras como Enviado" }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Marcar 2 amostras como Enviado?" });
  await expect(confirm).toContainText("Cada cliente recebe um e-mail com o seu código de rastreio");
  await confirm.getByRole("button", { name: "Confirmar envio" }).click();
  await expect(admin).toHaveURL(/\/admin-panel\/amostras$/, AFTER_WRITE);
  await expect(toast(admin, "Amostras despachadas!")).toBeVisible();
  await expect(toast(admin, "2 amostras enviadas")).toBeVisible();
  for (const [order, code] of [
    [first, "DA123456789BR"],
    [second, "DB123456789BR"],
  ]) {
    const mail = await waitForMail(email, { subject: new RegExp(`${order}.*Enviada`), since });
    expect(mail.text).toContain(code);
  }
  await admin.close();
  await context.close();
});

test("4. a paid request rejected owes its fee: 'Frete a devolver', then 'Pix devolvido' with its date and end-to-end id, e-mailed and in the fee report", async ({
  browser,
}) => {
  const name = "Renata Reembolso";
  const email = `reembolso-${stamp}@exemplo.com.br`;
  const { context, page } = await freshCustomer(browser, "reembolso", name);
  const order = await requestSampleOrder(page, { slug: "l-teanina-cafeina", name: "L-Teanina + Cafeína" });
  const admin = await adminPage(browser, VIEWPORT);
  const row = await panelRow(admin, order);
  await markPaid(admin, row);
  const since = Date.now();
  await setStatus(row, name, "rejected");
  await row.getByRole("button", { name: "Atualizar status" }).click();
  await expect(row.getByTestId("refund-badge")).toHaveText("Frete a devolver", AFTER_WRITE);
  const rejected = await waitForMail(email, { subject: new RegExp(`${order}.*Rejeitada`), since });
  expect(rejected.text).toMatch(/O frete de R\$\s12,90 que você pagou será devolvido por Pix\./);

  const open = row.getByRole("button", { name: "Registrar Pix devolvido" });
  await hydrated(open);
  await open.click();
  const dialog = admin.getByRole("dialog", { name: "Registrar Pix devolvido" });
  await dialog.getByLabel("Identificador do Pix (end-to-end)").fill("E123");
  await dialog.getByRole("button", { name: "Registrar devolução" }).click();
  await expect(dialog.getByText(/Identificador inválido: o EndToEndId do Pix tem 32 caracteres e começa com E/)).toBeVisible();
  const e2e = `E00000000202611291200${String(stamp).slice(-11)}`;
  await dialog.getByLabel("Identificador do Pix (end-to-end)").fill(e2e);
  if (SHOTS) {
    await admin.screenshot({ path: `${SHOTS}/devolucao-390.png` });
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.screenshot({ path: `${SHOTS}/devolucao-1440.png` });
    await admin.setViewportSize(VIEWPORT);
  }
  const refundSince = Date.now();
  await dialog.getByRole("button", { name: "Registrar devolução" }).click();
  await expect(toast(admin, "Devolução registrada!")).toBeVisible(AFTER_WRITE);
  await expect(row.getByTestId("refund-badge")).toHaveText("Pix devolvido");
  await expect(row.getByTestId("refund-done")).toContainText(e2e);
  const refunded = await waitForMail(email, { subject: new RegExp(`${order}.*frete devolvido`), since: refundSince });
  expect(refunded.text).toContain(e2e);
  if (SHOTS) {
    await row.screenshot({ path: `${SHOTS}/devolucao-feita-390.png` });
  }

  // The report of fees counts it; the audit log names it.
  await admin.goto("/admin-panel/relatorios");
  await expect(admin.getByTestId("fee-refunded")).not.toContainText("R$ 0,00");
  await expect(admin.getByText("Registrou a devolução do frete (Pix devolvido)").first()).toBeVisible();
  if (SHOTS) await admin.getByRole("region", { name: "Fretes das amostras" }).screenshot({ path: `${SHOTS}/relatorio-fretes-390.png` });
  await admin.close();
  await context.close();
});
