/**
 * Issue 37 points 5 and 3, on the panel's desk: a Pix the bank reports (the Banco Central's Pix API
 * webhook) marks the request paid only with its txid and amount, and only what may ship goes into the
 * packing list, whose labels carry the sender and a barcode, and whose exports hold nothing else.
 * Each test signs up its own customer, so it passes in any order.
 */
import fs from "node:fs";
import type { Browser } from "@playwright/test";
import { expect, hydrated, test, toast } from "./support/fixtures";
import { adminPage, confirmedCustomer } from "./support/accounts";
import { waitForMail } from "./support/mail";
import { endToEndId, postPix } from "./support/pix-webhook";
import { shots } from "./support/shots";
import { requestSampleOrder } from "./support/samples";

test.describe.configure({ timeout: 180_000 });

const stamp = Date.now();
const AFTER_WRITE = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };
/** A Salvador address: R$ 16,90 by Pix. */
const SALVADOR = { cep: "40020000", street: "Rua Chile", number: "10", fee: "R$ 16,90" };

async function customer(browser: Browser, tag: string, name: string) {
  const email = `${tag}-${stamp}@exemplo.com.br`;
  return { email, ...(await confirmedCustomer(browser, { email, password: "Raiz@Balcao2026", name }, PHONE)) };
}

test("5. the bank's Pix marks the request paid only with its txid and amount; a wrong amount is flagged, a repeat changes nothing", async ({
  browser,
}) => {
  const name = "Pietra Pix";
  const { email, context, page } = await customer(browser, "pix-banco", name);
  const order = await requestSampleOrder(page, { slug: "omega-3-ultra", name: "Ômega-3 Ultra" }, SALVADOR);
  const txid = order.replace(/-/g, "");

  // Another secret: the address does not exist.
  expect((await postPix(page.request, { txid, valor: "16.90", endToEndId: endToEndId() }, "outro-segredo-0123456789abcdef")).status()).toBe(
    404,
  );
  // A wrong amount is kept for the administrator, never applied.
  expect((await postPix(page.request, { txid, valor: "1.00", endToEndId: endToEndId() })).status()).toBe(200);
  const admin = await adminPage(browser, PHONE);
  await admin.goto(`/admin-panel/amostras?q=${order}`);
  const row = admin.getByTestId("sample-row").first();
  await expect(row).toContainText("Pix recebido com valor diferente: R$\u00a01,00");
  await expect(row.getByRole("button", { name: "Marcar R$ 16,90 como pago" })).toBeVisible();
  await shots(admin, "pix-valor-diferente");

  // The right amount marks it paid, e-mails the customer, and a second delivery of it changes nothing.
  const since = Date.now();
  const paid = { txid, valor: "16.90", endToEndId: endToEndId() };
  expect((await postPix(page.request, paid)).status()).toBe(200);
  expect((await postPix(page.request, paid)).status()).toBe(200);
  const mail = await waitForMail(email, { subject: new RegExp(`${order}.*Pagamento do frete confirmado`), since });
  expect(mail.text).toContain("Recebemos o pagamento do frete (R$\u00a016,90)");
  await page.goto("/dashboard?aba=amostras");
  await expect(page.getByTestId("my-sample").filter({ hasText: "Ômega-3 Ultra" })).toContainText("Pago");
  await admin.goto(`/admin-panel/amostras?q=${order}`);
  await expect(row.getByRole("button", { name: "Marcar R$ 16,90 como pago" })).toHaveCount(0);
  await expect(waitForMail(email, { subject: /Pagamento do frete confirmado/, since: Date.now(), timeoutMs: 2_000 })).rejects.toThrow();
  await admin.close();
  await context.close();
});

test("3. only approved, paid requests with a full address are packed; labels carry the sender and a barcode; the exports hold only those", async ({
  browser,
}) => {
  const name = "Bento Balcão";
  const { context, page } = await customer(browser, "separacao", name);
  const ready = await requestSampleOrder(page, { slug: "maca-peruana", name: "Maca Peruana" }, SALVADOR);
  const unpaid = await requestSampleOrder(page, { slug: "psyllium-husk", name: "Psyllium Husk" }, SALVADOR);
  // The first is paid by the bank, then approved.
  expect((await postPix(page.request, { txid: ready.replace(/-/g, ""), valor: "16.90", endToEndId: endToEndId() })).status()).toBe(200);
  await context.close();

  const admin = await adminPage(browser, { width: 1280, height: 900 });
  // The sender printed on the labels.
  await admin.goto("/admin-panel/configuracoes");
  const sender = admin
    .getByRole("form", { name: /Remetente das etiquetas/ })
    .or(admin.locator("form").filter({ hasText: "Salvar remetente" }));
  await hydrated(sender.getByLabel("Razão social"));
  await sender.getByLabel("Razão social").fill("Raiz Vital Suplementos Ltda");
  await sender.getByLabel("CNPJ").fill("11.222.333/0001-81");
  await sender.getByRole("button", { name: "Salvar remetente" }).click();
  await expect(toast(admin, "Remetente atualizado com sucesso!")).toBeVisible(AFTER_WRITE);

  await admin.goto(`/admin-panel/amostras?q=${ready}`);
  const row = admin.getByTestId("sample-row").first();
  await hydrated(row.getByLabel(`Status da solicitação de ${name}`));
  await row.getByLabel(`Status da solicitação de ${name}`).selectOption("approved");
  await row.getByRole("button", { name: "Atualizar status" }).click();
  await expect(toast(admin, "Status atualizado!")).toBeVisible(AFTER_WRITE);

  // Both selected: the unpaid one is listed apart, with the reason.
  await admin.goto(`/admin-panel/amostras?q=${encodeURIComponent(name)}`);
  for (const order of [ready, unpaid]) await admin.getByRole("checkbox", { name: new RegExp(`Selecionar o pedido ${order}`) }).check();
  const [list] = await Promise.all([
    admin.waitForEvent("popup"),
    admin.getByRole("button", { name: "Lista de separação e etiquetas" }).click(),
  ]);
  await expect(list.getByRole("heading", { name: "Lista de separação" })).toBeVisible();
  await expect(list.getByTestId("packing-row")).toHaveCount(1);
  await expect(list.getByTestId("packing-row")).toContainText(ready);
  const held = list.getByTestId("packing-held-row");
  await expect(held).toHaveCount(1);
  await expect(held).toContainText(unpaid);
  await expect(held).toContainText("Frete aguardando pagamento");
  const label = list.getByTestId("address-label");
  await expect(label).toContainText("REMETENTE: Raiz Vital Suplementos Ltda");
  await expect(label.getByTestId("label-barcode").locator("svg")).toBeVisible();
  await shots(list, "separacao");

  for (const [link, expectHeader] of [
    ["Exportar CSV", /Pedido/],
    ["Exportar pré-postagem dos Correios", /;/],
  ] as const) {
    const [download] = await Promise.all([list.waitForEvent("download"), list.getByRole("link", { name: link }).click()]);
    const text = fs.readFileSync(await download.path(), "latin1");
    expect(text).toMatch(expectHeader);
    expect(text).toContain(ready);
    expect(text).not.toContain(unpaid);
  }
  await admin.close();
});
