/**
 * Privacy rights end to end, in Chromium, from the e-mails themselves: a customer deletes
 * the account; a removal request for an address with an account, a sample request and a newsletter
 * subscription, confirmed by the address's owner through the e-mail's link, then carried out by an admin;
 * the newsletter's double opt-in, its same answer for a subscribed address, and one-click unsubscribe.
 */
import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { adminPage, confirmedCustomer } from "./support/accounts";

test.describe.configure({ mode: "serial", timeout: 150_000 });

const stamp = Date.now();
const PASSWORD = "Privacidade@2026";
const NEUTRAL = "Cliente Raiz Vital";
const AFTER_WRITE = { timeout: 30_000 };

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

function origin() {
  return { origin: test.info().project.use.baseURL! };
}

async function signInFails(request: APIRequestContext, email: string) {
  const response = await request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers: origin() });
  expect(response.ok()).toBeFalsy();
}

/** Footer newsletter → confirmation e-mail → its link → "Confirmar inscrição". */
async function subscribeAndConfirm(page: Page, email: string) {
  await page.goto("/", { waitUntil: "networkidle" });
  const footer = page.locator("footer");
  await expect(footer.getByText("Ao cadastrar, você concorda em receber a newsletter")).toBeVisible();
  const since = Date.now();
  await hydrated(footer.getByRole("button", { name: "Cadastrar" }));
  await footer.getByLabel("Seu e-mail").fill(email);
  await footer.getByRole("button", { name: "Cadastrar" }).click();
  await expect(toast(page, "Pronto! Enviamos uma mensagem para o seu e-mail.")).toBeVisible();
  const mail = await waitForMail(email, { subject: /Confirme sua inscrição na newsletter/, since });
  await page.goto(linkIn(mail, "/newsletter/confirmar"));
  await page.getByRole("button", { name: "Confirmar inscrição" }).click();
  await expect(page.getByText("Inscrição confirmada! Você vai receber nossas novidades.")).toBeVisible();
  return waitForMail(email, { subject: /Bem-vindo\(a\) à newsletter/, since });
}

test("a customer deletes the account: sign-in fails, the review shows the neutral name, the panel forgets the address, the address starts afresh", async ({
  browser,
}) => {
  const email = `excluir-${stamp}@exemplo.com.br`;
  const { context, page } = await confirmedCustomer(browser, { email, password: PASSWORD, name: "Dora Apagada" });

  // A review, approved by the admin, so it is public under the customer's name.
  await page.goto("/produto/propolis-verde?aba=avaliacoes", { waitUntil: "networkidle" });
  const form = page.getByRole("tabpanel", { name: "Avaliações" });
  await form.getByRole("radio", { name: "5 estrelas" }).check();
  await form.getByLabel("Título").fill("Própolis de confiança");
  await form.getByLabel("Comentário").fill("Uso todo inverno e gosto muito do sabor e da praticidade.");
  await form.getByRole("button", { name: "Enviar Avaliação" }).click();
  await expect(page.getByText("Obrigado pela sua avaliação!")).toBeVisible(AFTER_WRITE);
  const admin = await adminPage(browser);
  await admin.goto("/admin-panel/avaliacoes");
  await admin.getByTestId("pending-review").filter({ hasText: "Própolis de confiança" }).getByRole("button", { name: "Aprovar" }).click();
  await expect(toast(admin, "Avaliação aprovada com sucesso.")).toBeVisible();

  // Excluir minha conta: says what happens, asks for the password.
  await page.goto("/dashboard", { waitUntil: "networkidle" });
  const since = Date.now();
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Seus dados pessoais serão apagados de forma definitiva");
  await dialog.getByLabel("Digite sua senha para confirmar").fill("Errada@2026");
  await dialog.getByRole("button", { name: "Excluir minha conta definitivamente" }).click();
  await expect(dialog.getByText("Senha atual incorreta.")).toBeVisible(AFTER_WRITE);
  await dialog.getByLabel("Digite sua senha para confirmar").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Excluir minha conta definitivamente" }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_WRITE);
  await expect(toast(page, "Sua conta foi excluída.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Entrar" }).first()).toBeVisible();
  const goodbye = await waitForMail(email, { subject: /foi excluída/, since });
  expect(goodbye.text).toContain("Suas avaliações continuam publicadas, sem seu nome e sem foto.");

  await signInFails(page.request, email);

  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await visitor.goto("/produto/propolis-verde?aba=avaliacoes", { waitUntil: "networkidle" });
  const review = visitor
    .getByRole("tabpanel", { name: "Avaliações" })
    .locator("li, article")
    .filter({ hasText: "Própolis de confiança" })
    .first();
  await expect(review).toContainText(NEUTRAL);
  await expect(visitor.getByText("Dora Apagada")).toHaveCount(0);
  await visitor.close();

  await admin.goto(`/admin-panel/usuarios?q=${encodeURIComponent(email)}`);
  await expect(admin.getByTestId("user-row")).toHaveCount(0);
  await admin.goto("/admin-panel/relatorios");
  await expect(
    admin
      .getByRole("region", { name: "Registro de alterações" })
      .first()
      .getByRole("cell", { name: "Cliente excluiu a própria conta", exact: true })
      .first(),
  ).toBeVisible();
  await admin.close();
  await context.close();

  // The same address signs up again: nothing of the old account comes with it.
  const again = await confirmedCustomer(browser, { email, password: PASSWORD, name: "Dora Nova" });
  const download = again.page.waitForEvent("download");
  await again.page.getByRole("link", { name: "Baixar meus dados" }).click();
  const json = JSON.parse(fs.readFileSync(await (await download).path(), "utf8"));
  expect(json.account.email).toBe(email);
  expect(json).toMatchObject({
    sampleRequests: [],
    reviews: [],
    blogLikes: [],
    newsletter: [],
    contactMessages: [],
    dataRemovalRequests: [],
  });
  await again.context.close();
});

test("an admin carries out a removal request for an address with an account, a sample request and a newsletter subscription", async ({
  browser,
}) => {
  const email = `remover-${stamp}@exemplo.com.br`;
  const { context, page } = await confirmedCustomer(browser, { email, password: PASSWORD, name: "Rui Removido" });

  await page.goto("/produto/psyllium-husk", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Solicitar Amostra Grátis" }).first().click();
  const sample = page.getByRole("dialog");
  await sample.getByLabel("CEP").pressSequentially("01310100");
  await sample.getByLabel("Rua ou avenida").fill("Rua dos Removidos");
  await sample.getByLabel("Número").fill("42");
  await sample.getByLabel("Bairro").fill("Centro");
  await sample.getByLabel("Cidade").fill("São Paulo");
  await sample.getByLabel("Estado").selectOption("SP");
  await sample.getByRole("button", { name: "Enviar Solicitação" }).click();
  await expect(page.getByText(/^Sua solicitação foi enviada com sucesso!/)).toBeVisible(AFTER_WRITE);

  await subscribeAndConfirm(page, email);

  // The removal request, from /lgpd, signed out: the address gets a fixed text and a link, nothing typed.
  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await visitor.goto("/lgpd", { waitUntil: "networkidle" });
  const removalForm = visitor.locator("#remocao-de-dados");
  await removalForm.getByLabel("Nome completo").fill("Rui Removido");
  await removalForm.getByLabel("E-mail").fill(email);
  await removalForm.getByRole("button", { name: /Enviar/ }).click();
  await expect(removalForm.getByRole("status")).toContainText(`Enviamos um link de confirmação para ${email}`);
  const request = await waitForMail(email, { subject: /Confirme sua solicitação de privacidade/ });
  expect(request.text).not.toContain("Rui Removido");
  const protocol = request.subject.match(/LGPD-\d{4}-\d{6}/)![0];
  await visitor.close();

  // Until the address's owner confirms, the panel cannot carry it out.
  const admin = await adminPage(browser);
  await admin.goto("/admin-panel/privacidade", { waitUntil: "networkidle" });
  const row = admin.getByTestId("removal-row").filter({ hasText: protocol });
  await expect(row).toContainText("Aguardando confirmação do titular");
  await expect(row.getByRole("button", { name: `Executar remoção do pedido ${protocol}` })).toHaveCount(0);

  // The owner follows the link in the e-mail: the page shows a button, which confirms.
  const confirmedSince = Date.now();
  await page.goto(linkIn(request, "/lgpd/confirmar"));
  await expect(page.getByRole("heading", { name: "Confirmar solicitação de remoção de dados" })).toBeVisible();
  await expect(page.getByText(protocol)).toBeVisible();
  await page.getByRole("button", { name: "Confirmar solicitação" }).click();
  await expect(page.getByText("Solicitação confirmada!")).toBeVisible(AFTER_WRITE);
  await waitForMail("privacidade@raizvital.com.br", { subject: new RegExp(protocol), since: confirmedSince });

  await admin.reload({ waitUntil: "networkidle" });
  await expect(row).toContainText("Confirmado pelo titular em");
  const holdings = row.getByRole("list", { name: "Dados guardados" });
  await expect(holdings).toContainText("Conta: Rui Removido");
  await expect(holdings).toContainText("1 solicitação de amostra com endereço");
  await expect(holdings).toContainText("Newsletter: inscrito (confirmado)");
  const since = Date.now();
  await row.getByRole("button", { name: `Executar remoção do pedido ${protocol}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Executar remoção" }).click();
  await expect(toast(admin, `Remoção executada (protocolo ${protocol}).`)).toBeVisible(AFTER_WRITE);
  await expect(row).toContainText("Atendido em");
  await expect(row).toContainText("Removido: conta anonimizada, 1 endereço de amostra, inscrição na newsletter");
  const done = await waitForMail(email, { subject: /foi atendida/, since });
  expect(done.text).toContain(protocol);

  await signInFails(admin.request, email);
  await admin.goto(`/admin-panel/amostras?q=${encodeURIComponent("Rui Removido")}`);
  await expect(admin.getByText("Rua dos Removidos, 42")).toHaveCount(0);
  await expect(admin.getByText("Rua dos Removidos")).toHaveCount(0);
  await admin.goto("/admin-panel/relatorios");
  await expect(
    admin
      .getByRole("region", { name: "Registro de alterações" })
      .first()
      .getByRole("cell", { name: new RegExp(`^Executou pedido de remoção ${protocol}`) })
      .first(),
  ).toBeVisible();
  await admin.close();
  await context.close();
});

test("newsletter: double opt-in and one-click unsubscribe work from the e-mails themselves", async ({ page, request }) => {
  const email = `news-${stamp}@exemplo.com.br`;
  const welcome = await subscribeAndConfirm(page, email);
  expect(welcome.html).toContain("Cancelar inscrição");

  // Asking again once subscribed: the page answers as for a new address; only the e-mail says it is subscribed.
  const again = Date.now();
  const footer = page.locator("footer");
  await page.goto("/", { waitUntil: "networkidle" });
  await hydrated(footer.getByRole("button", { name: "Cadastrar" }));
  await footer.getByLabel("Seu e-mail").fill(email);
  await footer.getByRole("button", { name: "Cadastrar" }).click();
  await expect(toast(page, "Pronto! Enviamos uma mensagem para o seu e-mail.")).toBeVisible();
  const already = await waitForMail(email, { subject: /já está inscrito/, since: again });
  expect(linkIn(already, "/newsletter/cancelar")).toContain("token=");

  // A link scanner opening the address changes nothing; the button does it, no account needed.
  const link = linkIn(welcome, "/newsletter/cancelar");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Cancelar inscrição na newsletter" })).toBeVisible();
  await page.getByRole("button", { name: "Cancelar inscrição" }).click();
  await expect(page.getByText("Inscrição cancelada. Você não vai mais receber a newsletter.")).toBeVisible();

  // A mail client's RFC 8058 one-click POST (no cookies, no Origin) to the List-Unsubscribe address.
  const other = `news2-${stamp}@exemplo.com.br`;
  const second = await subscribeAndConfirm(page, other);
  const oneClick = await request.post(linkIn(second, "/newsletter/cancelar"), {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status()).toBe(200);
  // Subscribing again starts over with a confirmation: the address was really removed.
  await page.goto("/", { waitUntil: "networkidle" });
  await hydrated(footer.getByRole("button", { name: "Cadastrar" }));
  await footer.getByLabel("Seu e-mail").fill(other);
  await footer.getByRole("button", { name: "Cadastrar" }).click();
  await expect(toast(page, "Enviamos uma mensagem para o seu e-mail.")).toBeVisible();
});

test("/lgpd lists the rights of art. 18 with where each is exercised, and the retention periods", async ({ page }) => {
  await page.goto("/lgpd");
  const rights = page.getByRole("list", { name: "Direitos do titular" }).getByRole("listitem");
  await expect(rights).toHaveCount(8);
  for (const right of [
    "Confirmação",
    "Acesso",
    "Correção",
    "Anonimização, bloqueio ou eliminação",
    "Portabilidade",
    "Informação sobre compartilhamento",
    "Revogação do consentimento",
  ]) {
    await expect(rights.filter({ hasText: right }).first()).toContainText("Onde:");
  }
  await expect(page.locator("#retencao")).toContainText("apagados 180 dias depois que a solicitação é concluída ou rejeitada");
  await expect(page.locator("#retencao")).toContainText("apagadas 24 meses depois do envio");
});
