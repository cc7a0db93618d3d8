import type { Locator, Page } from "@playwright/test";
import { readBrCode, validStaticPix } from "../helpers/br-code";
import { readQrCode } from "../helpers/qr-code";
import { DEMO, expect, hydrated, signIn, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { shots } from "./support/shots";

// One new customer's sample, from the request to the doorstep; the steps share it, in order.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now();
const customer = { name: "Bruna Amostra Teste", email: `bruna-${stamp}@exemplo.com.br`, password: "Raiz@Amostra2026" };
/** Typed in the dialog's e-mail field: contact data only, never a recipient. */
const contact = `contato-bruna-${stamp}@exemplo.com.br`;
const PRODUCT = { slug: "chlorella-organica", name: "Chlorella Orgânica" };
const AFTER_WRITE = { timeout: 30_000 };
let orderNumber = "";
let pixCode = "";

function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

/** The Pix QR code as the screen shows it (a screenshot of the drawn element), read as a phone's camera reads it. */
async function scanPixQr(pix: Locator): Promise<string | null> {
  const image = pix.getByRole("img", { name: "QR code do Pix" });
  await expect(image.locator("svg")).toBeVisible();
  return readQrCode(await image.screenshot());
}

async function signInAt(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Entrar", exact: true }).click();
}

test("a new customer signs up and confirms the account @postgres", async ({ page }) => {
  await page.goto("/auth?tab=cadastrar");
  const form = page.getByRole("form", { name: "Cadastrar" });
  await form.getByLabel("Nome completo").fill(customer.name);
  await form.getByLabel("E-mail", { exact: true }).fill(customer.email);
  await form.getByLabel("Senha", { exact: true }).fill(customer.password);
  await form.getByLabel("Confirmar senha").fill(customer.password);
  await form.getByRole("button", { name: "Cadastrar", exact: true }).click();
  const mail = await waitForMail(customer.email, { subject: /Confirme seu e-mail/ });
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("signing in from the sample dialog opens it again; closing it gives the focus back to its button @postgres", async ({ page }) => {
  await page.goto(`/produto/${PRODUCT.slug}`);
  const button = page.getByRole("link", { name: "Solicitar Amostra Grátis" });
  await hydrated(button);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Solicitar Amostra Grátis" });
  await expect(dialog.getByText("Você precisa estar logado para solicitar uma amostra.")).toBeVisible();
  await dialog.getByRole("link", { name: "Entrar para solicitar" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await signInAt(page, customer.email, customer.password);
  await expect(page).toHaveURL(new RegExp(`/produto/${PRODUCT.slug}$`), AFTER_WRITE);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Nome completo")).toHaveValue(customer.name);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Solicitar Amostra Grátis" })).toBeFocused();
});

test("the dialog shows the fee for the CEP's state before sending; on success it closes and the page shows the Pix code @postgres", async ({
  page,
}) => {
  await signIn(page, customer);
  await page.goto(`/produto/${PRODUCT.slug}`);
  const button = page.getByRole("link", { name: "Solicitar Amostra Grátis" });
  await hydrated(button);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Solicitar Amostra Grátis" });
  const fee = dialog.getByTestId("shipping-fee");
  await expect(fee).toContainText("você paga apenas o frete");
  // CEP first: a Salvador CEP chooses Bahia, and the Nordeste fee and time appear.
  await dialog.getByLabel("CEP").pressSequentially("40020000");
  await expect(dialog.getByLabel("Estado")).toHaveValue("BA");
  await expect(fee).toContainText(/Frete para BA \(Nordeste\): R\$\s16,90/);
  await expect(fee).toContainText("5 a 7 dias úteis");
  // Then street, number, complement, neighbourhood and city, as Brazilian stores ask them.
  await dialog.getByLabel("Rua ou avenida").fill("Avenida Sete de Setembro");
  await dialog.getByLabel("Número").fill("100");
  await dialog.getByLabel("Complemento").fill("Sala 2");
  await dialog.getByLabel("Bairro").fill("Centro");
  await dialog.getByLabel("Cidade").fill("Salvador");
  // The e-mail field is contact data: the request's mail goes to the account's confirmed address.
  await expect(dialog.getByText("Os avisos do pedido vão sempre para o e-mail da sua conta.")).toBeVisible();
  await dialog.getByLabel("E-mail").fill(contact);
  // A phone as WhatsApp copies it.
  await dialog.getByLabel("Telefone").fill("+55 71 98765-4321");
  await expect(dialog.getByLabel("Telefone")).toHaveValue("(71) 98765-4321");
  // The CPF is optional, and checked by its digits.
  const cpf = dialog.getByLabel("CPF");
  await cpf.pressSequentially("12345678900");
  await expect(cpf).toHaveValue("123.456.789-00");
  await cpf.blur();
  await expect(dialog.getByText("CPF inválido. Confira os 11 números.")).toBeVisible();
  await cpf.fill("");
  await cpf.pressSequentially("12345678909");
  await expect(dialog.getByText("CPF inválido. Confira os 11 números.")).toBeHidden();
  await shots(page, "dialog");

  await dialog.getByRole("button", { name: "Enviar Solicitação" }).click();
  await expect(toast(page, "Sua solicitação foi enviada com sucesso! Você ganhou 5 pontos!")).toBeVisible(AFTER_WRITE);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: /Amostra solicitada · Pendente/ })).toBeVisible();

  const open = page.getByTestId("open-sample");
  await expect(open.getByTestId("order-number")).toHaveText(/^AM-\d{4}-\d{6}$/);
  orderNumber = (await open.getByTestId("order-number").textContent())!;
  await expect(open.getByTestId("payment-status")).toHaveText("Aguardando pagamento");
  const pix = open.getByTestId("pix-payment");
  await expect(pix.getByRole("heading")).toHaveText(/Pague o frete com Pix: R\$\s16,90/);
  pixCode = await pix.getByTestId("pix-code").inputValue();
  // What the bank app reads from the QR code is the copy-and-paste code beside it: a valid BR Code
  // for this fee, to the store's key, with the order number as the transaction id.
  expect(await scanPixQr(pix)).toBe(pixCode);
  expect(readBrCode(pixCode)).toEqual(
    validStaticPix({
      key: "contato@raizvital.com.br",
      amount: "16.90",
      merchantName: "RAIZ VITAL",
      city: "SAO PAULO",
      txid: orderNumber.replace(/-/g, ""),
    }),
  );
  await pix.scrollIntoViewIfNeeded();
  await shots(page, "pix");

  const mail = await waitForMail(customer.email, { subject: /Recebemos sua solicitação/ });
  expect(mail.subject).toBe(`Recebemos sua solicitação ${orderNumber} – Raiz Vital`);
  expect(mail.text).toMatch(/Frete: R\$\s16,90/);
  expect(mail.text).toContain(pixCode);
  await expect(waitForMail(contact, { timeoutMs: 1_500 })).rejects.toThrow();
});

test("the panel shows the request's address line and CPF @postgres", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin-panel/amostras?q=${orderNumber}`);
  const row = page.getByTestId("sample-row").filter({ hasText: orderNumber });
  await expect(row).toContainText("Avenida Sete de Setembro, 100, Sala 2 – Centro");
  await expect(row).toContainText("Salvador – BA · CEP 40020-000");
  await expect(row.getByTestId("sample-cpf")).toHaveText("CPF 123.456.789-09");
  await expect(row).toContainText("(71) 98765-4321");
});

test("Minhas Amostras shows the order, the fee awaiting payment and the Pix code @postgres", async ({ page }) => {
  await signIn(page, customer);
  await page.goto("/dashboard?aba=amostras");
  const item = page.getByTestId("my-sample").filter({ hasText: PRODUCT.name });
  await expect(item.getByTestId("order-number")).toHaveText(orderNumber);
  await expect(item.getByTestId("payment-status")).toHaveText("Aguardando pagamento");
  await expect(item.getByTestId("pix-code")).toHaveValue(pixCode);
  expect(await scanPixQr(item.getByTestId("pix-payment"))).toBe(pixCode);
  await shots(page, "minhas-amostras");
});

test("the admin cannot approve before payment, marks it paid, approves and ships with a tracking code; the customer gets each e-mail @postgres", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin-panel/amostras?q=${orderNumber}`);
  const row = page.getByTestId("sample-row").filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("payment-badge")).toHaveText(/Frete R\$\s16,90 · Aguardando pagamento/);
  await shots(page, "painel");
  const status = row.getByLabel(`Status da solicitação de ${customer.name}`);

  // Awaiting payment, it may only be rejected (the table of moves).
  await expect(status.locator("option")).toHaveText(["Pendente", "Rejeitado"]);

  let since = Date.now();
  await row.getByRole("button", { name: /Marcar R\$\s16,90 como pago/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Marcar como pago" }).click();
  await expect(toast(page, "Pagamento registrado!")).toBeVisible(AFTER_WRITE);
  await expect(row.getByTestId("payment-badge")).toHaveText(/Pago/);
  await waitForMail(customer.email, { subject: new RegExp(`${orderNumber} – Pagamento do frete confirmado`), since });

  since = Date.now();
  await status.selectOption("approved");
  await row.getByRole("button", { name: "Atualizar status" }).click();
  await expect(toast(page, "Status atualizado!")).toBeVisible(AFTER_WRITE);
  await waitForMail(customer.email, { subject: new RegExp(`${orderNumber}.*Aprovada`), since });

  since = Date.now();
  await status.selectOption("shipped");
  await row.getByLabel("Código de rastreio").fill("AA12345678BR");
  await row.getByRole("button", { name: "Atualizar status" }).click();
  await expect(row.getByText("Código de rastreio inválido: use o formato dos Correios, como AA123456789BR.")).toBeVisible(AFTER_WRITE);
  await row.getByLabel("Código de rastreio").fill("aa123456789br");
  await row.getByRole("button", { name: "Atualizar status" }).click();
  await expect(row.getByRole("link", { name: "Rastreio: AA123456789BR" })).toBeVisible(AFTER_WRITE);
  const shipped = await waitForMail(customer.email, { subject: new RegExp(`${orderNumber}.*Enviada`), since });
  expect(shipped.text).toContain("AA123456789BR");
  expect(shipped.text).toContain("https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR");
});

test("the customer sees each step: paid, shipped, with the Correios tracking link @postgres", async ({ page }) => {
  await signIn(page, customer);
  await page.goto("/dashboard?aba=amostras");
  const item = page.getByTestId("my-sample").filter({ hasText: PRODUCT.name });
  await expect(item).toContainText("Enviado");
  await expect(item.getByTestId("payment-status")).toHaveText("Pago");
  await expect(item.getByTestId("pix-payment")).toHaveCount(0);
  await expect(item.getByRole("link", { name: /AA123456789BR/ })).toHaveAttribute(
    "href",
    "https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR",
  );
  await shots(page, "minhas-amostras-enviado");
});

test("a free-shipping coupon: redeemed after confirming, shown in Prêmios and e-mailed, then used in the dialog (fee zero) with the last address offered @postgres", async ({
  page,
}) => {
  await signIn(page, customer);
  // The profile with a phone pasted from WhatsApp earns the 20 points the coupon costs.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Editar Perfil" }).click();
  const profile = page.getByRole("dialog", { name: "Editar Perfil" });
  await profile.getByLabel("Telefone").fill("+55 11 98765-4321");
  await expect(profile.getByLabel("Telefone")).toHaveValue("(11) 98765-4321");
  await profile.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Pontos Ganhos!")).toBeVisible(AFTER_WRITE);
  await expect(page.getByTestId("points-badge")).toHaveText("25 pontos");

  await page.goto("/dashboard?aba=premios");
  const rewards = page.getByRole("list", { name: "Prêmios disponíveis" });
  const card = rewards.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Cupom de frete grátis" }) });
  await hydrated(card.getByText("Resgatar", { exact: true }));
  // Asking first: nothing is spent by the first click.
  await card.getByText("Resgatar", { exact: true }).click();
  await expect(card).toContainText("Trocar 20 pontos por Cupom de frete grátis? Seu saldo passa de 25 para 5 pontos.");
  await expect(page.getByTestId("points-badge")).toHaveText("25 pontos");
  await shots(page, "premios-confirmar");
  const since = Date.now();
  await card.getByRole("button", { name: "Confirmar resgate" }).click();
  await expect(toast(page, 'Recompensa "Cupom de frete grátis" resgatada com sucesso!')).toBeVisible(AFTER_WRITE);
  await expect(page.getByTestId("points-badge")).toHaveText("5 pontos");
  const coupon = page.getByRole("list", { name: "Meus resgates" }).getByTestId("coupon");
  await expect(coupon).toContainText("Disponível");
  const code = (await coupon.locator("code").textContent())!;
  expect(code).toMatch(/^FRETE-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await coupon.scrollIntoViewIfNeeded();
  await shots(page, "premios-cupom");
  const mail = await waitForMail(customer.email, { subject: /Seu cupom de frete grátis/, since });
  expect(mail.text).toContain(code);

  // The next request: the dialog offers the coupon and the last address; the fee becomes zero.
  const other = { slug: "maca-peruana" };
  await page.goto(`/produto/${other.slug}`);
  const button = page.getByRole("link", { name: "Solicitar Amostra Grátis" });
  await hydrated(button);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Solicitar Amostra Grátis" });
  await expect(dialog.getByLabel("Rua ou avenida")).toHaveValue("Avenida Sete de Setembro");
  await expect(dialog.getByLabel("Número")).toHaveValue("100");
  await expect(dialog.getByLabel("Bairro")).toHaveValue("Centro");
  await expect(dialog.getByLabel("CEP")).toHaveValue("40020-000");
  await expect(dialog.getByLabel("Estado")).toHaveValue("BA");
  const fee = dialog.getByTestId("shipping-fee");
  await expect(fee).toContainText(/R\$\s16,90, pago por Pix/);
  await dialog.getByRole("button", { name: `Usar o cupom ${code}` }).click();
  await expect(dialog.getByLabel("Cupom de frete grátis")).toHaveValue(code);
  await expect(fee).toContainText(/Frete para BA: R\$\s0,00 com o seu cupom de frete grátis/);
  await shots(page, "dialog-cupom");
  await dialog.getByRole("button", { name: "Enviar Solicitação" }).click();
  await expect(toast(page, /^Sua solicitação foi enviada com sucesso!/)).toBeVisible(AFTER_WRITE);
  await expect(dialog).toBeHidden();
  const open = page.getByTestId("open-sample");
  await expect(open.getByTestId("payment-status")).toHaveText("Isento");
  await expect(open.getByTestId("pix-payment")).toHaveCount(0);

  // Used once: Prêmios says on which order, and the dialog no longer offers it.
  const order = (await open.getByTestId("order-number").textContent())!;
  await page.goto("/dashboard?aba=premios");
  await expect(page.getByRole("list", { name: "Meus resgates" }).getByTestId("coupon")).toContainText(`Usado no pedido ${order}`);
});
