import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";

// One account walks from sign-up to a forgotten password; the steps share it, in order.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now();
const account = { name: "Joana Teste da Silva", email: `joana-${stamp}@exemplo.com.br`, password: "Raiz@Teste2026" };
const NEW_PASSWORD = "Nova@Senha2026";
const CHANGED_PASSWORD = "Trocada@Senha2026";

const TEXTS = {
  signUpSuccess: "Cadastro realizado com sucesso! Verifique seu e-mail para confirmar sua conta.",
  invalidCredentials: "E-mail ou senha incorretos. Verifique suas credenciais e tente novamente.",
  forgotSuccess: "E-mail de recuperação enviado! Verifique sua caixa de entrada e siga as instruções para redefinir sua senha.",
};

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function signInForm(page: Page, email: string, password: string, remember: boolean) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(password);
  await form.getByLabel("Lembrar-me").setChecked(remember);
  await form.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** Signs the walk's account in and waits until the page shows it. */
async function signedIn(page: Page, password = account.password) {
  await signInForm(page, account.email, password, true);
  await expect(page.getByTestId("points-badge")).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Menu da conta" }).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page.getByRole("link", { name: "Entrar" })).toBeVisible();
}

async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === "rv.session_token");
}

test("sign-up validates as the person types and sends the confirmation e-mail", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Cadastrar" }).click();
  const form = page.getByRole("form", { name: "Cadastrar" });
  const submit = form.getByRole("button", { name: "Cadastrar", exact: true });
  const strength = form.getByTestId("password-strength");

  await form.getByLabel("Nome completo").fill(account.name);
  await form.getByLabel("E-mail", { exact: true }).fill("joana@sem-ponto");
  await form.getByLabel("Senha", { exact: true }).fill("abc");
  await expect(form.getByText("Digite um e-mail válido")).toBeVisible();
  await expect(strength).toContainText("Fraca");
  await expect(submit).toBeDisabled();
  await expect(form.getByText("Por favor, preencha todos os campos corretamente.")).toBeVisible();

  await form.getByLabel("E-mail", { exact: true }).fill(account.email);
  await form.getByLabel("Senha", { exact: true }).fill("abcdefgH1");
  await expect(strength).toContainText("Média");
  await form.getByLabel("Senha", { exact: true }).fill(account.password);
  await expect(strength).toContainText("Forte");
  await form.getByLabel("Confirmar senha").fill(`${account.password}x`);
  await expect(form.getByText("As senhas não coincidem")).toBeVisible();
  await expect(submit).toBeDisabled();

  await form.getByLabel("Confirmar senha").fill(account.password);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page, TEXTS.signUpSuccess)).toBeVisible();
  await expect(page.getByTestId("check-email")).toContainText(account.email);

  const mail = await waitForMail(account.email, { subject: /Confirme seu e-mail/ });
  expect(mail.html).toContain("Confirmar e-mail");
  // The address is not confirmed yet: the typed name is not repeated to it.
  expect(mail.text).toMatch(/^Olá!$/m);
  expect(mail.text).not.toContain("Joana");
});

test("an unconfirmed account is told to confirm, and can ask for the e-mail again", async ({ page }) => {
  await signInForm(page, account.email, account.password, false);
  const notice = page.getByRole("status").filter({ hasText: "Confirme seu e-mail para entrar." });
  await expect(notice).toBeVisible();
  const since = Date.now();
  await notice.getByRole("button", { name: "Reenviar e-mail de confirmação" }).click();
  await expect(toast(page, "enviamos um novo link")).toBeVisible();
  await waitForMail(account.email, { subject: /Confirme seu e-mail/, since });
});

test("the confirmation link signs in and opens the dashboard with 0 pontos", async ({ page }) => {
  const mail = await waitForMail(account.email, { subject: /Confirme seu e-mail/ });
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, "E-mail confirmado!")).toBeVisible();
  await expect(page.getByTestId("points-badge")).toHaveText("0 pontos");
  await expect(page.getByRole("heading", { name: "Olá, Joana!" })).toBeVisible();
  await signOut(page);
});

test("wrong credentials get the specification's message", async ({ page }) => {
  await signInForm(page, account.email, "Errada@2026", true);
  await expect(toast(page, TEXTS.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test("without 'Lembrar-me' the session ends with the browser; with it, it lasts 30 days", async ({ page }) => {
  await signInForm(page, account.email, account.password, false);
  await expect(page.getByTestId("points-badge")).toHaveText("0 pontos");
  expect((await sessionCookie(page))?.expires).toBe(-1);
  await signOut(page);
  expect(await sessionCookie(page)).toBeUndefined();

  await signInForm(page, account.email, account.password, true);
  await expect(page.getByTestId("points-badge")).toBeVisible();
  const days = ((await sessionCookie(page))!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30);
});

test("editing the profile earns the profile points once", async ({ page }) => {
  await signedIn(page);
  await page.goto("/dashboard");
  await expect(page.getByText("Usuário", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Editar Perfil" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Perfil" });
  const phone = dialog.getByLabel("Telefone");
  await phone.fill("0012345");
  await phone.blur();
  await expect(dialog.getByText("Digite um telefone válido com DDD")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Salvar alterações" })).toBeDisabled();
  await phone.fill("11987654321");
  await expect(phone).toHaveValue("(11) 98765-4321");
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();

  await expect(toast(page, "Sucesso!")).toContainText("Perfil atualizado com sucesso.");
  await expect(toast(page, "Pontos Ganhos!")).toContainText("Você ganhou 20 pontos por completar seu perfil!");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("points-badge")).toHaveText("20 pontos");
  await expect(page.getByText("(11) 98765-4321")).toBeVisible();

  // A second save changes the data but earns nothing.
  await page.getByRole("button", { name: "Editar Perfil" }).click();
  await dialog.getByLabel("Nome completo").fill("Joana T. da Silva");
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Joana T. da Silva" })).toBeVisible();
  await expect(page.getByTestId("points-badge")).toHaveText("20 pontos");

  await page.getByRole("tab", { name: "Prêmios" }).click();
  const history = page.getByRole("table", { name: "Histórico de pontos" });
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history.getByRole("row").nth(1)).toContainText("Perfil completo");
  await expect(history.getByRole("row").nth(1)).toContainText("+20");
});

test("a reward is redeemed; the others say 'Pontos Insuficientes' or 'Esgotado'", async ({ page }) => {
  await signedIn(page);
  await page.goto("/dashboard?aba=premios");
  const rewards = page.getByRole("list", { name: "Prêmios disponíveis" });
  await expect(rewards.getByRole("button", { name: "Kit Sono Tranquilo: Esgotado" })).toBeDisabled();
  await expect(rewards.getByRole("button", { name: "E-book Guia da Vitalidade: Pontos Insuficientes" })).toBeDisabled();

  // Redeeming asks first: the points go only with "Confirmar resgate".
  const coupon = rewards.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Cupom de frete grátis" }) });
  await coupon.getByText("Resgatar", { exact: true }).click();
  await expect(page.getByTestId("points-badge")).toHaveText("20 pontos");
  await coupon.getByRole("button", { name: "Confirmar resgate" }).click();
  await expect(toast(page, 'Recompensa "Cupom de frete grátis" resgatada com sucesso!')).toBeVisible();
  await expect(page.getByTestId("points-badge")).toHaveText("0 pontos");
  await expect(rewards.getByRole("button", { name: "Cupom de frete grátis: Pontos Insuficientes" })).toBeDisabled();
  const redemptions = page.getByRole("list", { name: "Meus resgates" });
  await expect(redemptions.getByRole("listitem")).toHaveCount(1);
  await expect(redemptions).toContainText("Cupom de frete grátis");
  // The code is the reward: delivered at once.
  await expect(redemptions).toContainText("Concluído");
  await expect(redemptions.getByTestId("coupon")).toContainText(/FRETE-[A-Z2-9]{5}-[A-Z2-9]{5}/);
  await expect(page.getByRole("region", { name: "Resumo da conta" })).toContainText("Prêmios resgatados1");
  const history = page.getByRole("table", { name: "Histórico de pontos" });
  await expect(history.getByRole("row").nth(1)).toContainText("Resgate: Cupom de frete grátis");
  await expect(history.getByRole("row").nth(1)).toContainText("−20");
});

test("'Baixar meus dados' downloads the account as JSON", async ({ page }) => {
  await signedIn(page);
  await page.goto("/dashboard");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar meus dados" }).click();
  const file = await (await download).path();
  const json = JSON.parse(fs.readFileSync(file, "utf8"));
  expect(json.account.email).toBe(account.email);
  expect(json.profile).toMatchObject({ fullName: "Joana T. da Silva", phone: "(11) 98765-4321", points: 0 });
  expect(json.rewardRedemptions).toHaveLength(1);
  expect(json.pointsHistory.map((e: { amount: number }) => e.amount)).toEqual([-20, 20]);
  expect(JSON.stringify(json)).not.toMatch(/password|token/i);
});

async function signedInContext(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: "pt-BR", viewport });
  const page = await context.newPage();
  await signedIn(page);
  return { context, page };
}

test("'Sair' ends this device's session only; 'Sair de todos os aparelhos' lists the devices and ends them all", async ({ browser }) => {
  const phone = await signedInContext(browser, { width: 390, height: 844 });
  const laptop = await signedInContext(browser);
  await laptop.page.goto("/dashboard");
  await expect(laptop.page).toHaveURL(/\/dashboard$/);

  // The phone's menu: "Sair" signs this phone out, and the laptop carries on.
  await phone.page.getByRole("button", { name: "Abrir menu" }).click();
  await phone.page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Sair" }).click();
  await expect(toast(phone.page, "Você saiu da sua conta.")).toBeVisible();
  await phone.page.goto("/dashboard");
  await expect(phone.page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
  await laptop.page.reload();
  await expect(laptop.page).toHaveURL(/\/dashboard$/);

  // Signed in again on the phone: the account page lists both devices, this one marked.
  await signedIn(phone.page);
  await phone.page.goto("/dashboard");
  const devices = phone.page.getByRole("list", { name: "Sessões abertas" });
  await expect(devices.getByRole("listitem").first()).toContainText("este aparelho");
  await expect(devices.getByRole("listitem").first()).toContainText("Em uso agora");
  // This walk's earlier pages left their sessions open too: "Encerrar" ends each other one, the laptop's included.
  // (The project's browser calls itself Chrome on Windows.)
  const others = devices.getByRole("button", { name: "Encerrar sessão: Chrome no Windows" });
  expect(await others.count()).toBeGreaterThan(0);
  while ((await others.count()) > 0) {
    const left = await others.count();
    await others.first().click();
    await expect(others).toHaveCount(left - 1);
  }
  await expect(toast(phone.page, "Sessão encerrada: Chrome no Windows.")).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await laptop.page.goto("/dashboard");
  await expect(laptop.page).toHaveURL(/\/auth\?sessao=expirada&redirectTo=%2Fdashboard$/);

  await signedIn(laptop.page);
  await phone.page.getByRole("button", { name: "Sair de todos os aparelhos" }).click();
  await expect(toast(phone.page, "Você saiu de todos os aparelhos.")).toBeVisible();
  await expect(phone.page).toHaveURL(/\/$/);
  await laptop.page.goto("/dashboard");
  await expect(laptop.page).toHaveURL(/\/auth\?sessao=expirada&redirectTo=%2Fdashboard$/);
  await phone.context.close();
  await laptop.context.close();
});

test("changing the e-mail or the password asks for the current password; a new password ends the other sessions", async ({ browser }) => {
  const other = await signedInContext(browser);
  const here = await signedInContext(browser);
  const page = here.page;
  await page.goto("/dashboard");

  await page.getByRole("button", { name: "Editar Perfil" }).click();
  const profile = page.getByRole("dialog", { name: "Editar Perfil" });
  await expect(profile.getByLabel("Senha atual", { exact: true })).toBeHidden();
  await profile.getByLabel("E-mail").fill(`joana-nova-${stamp}@exemplo.com.br`);
  await expect(profile.getByLabel("Senha atual", { exact: true })).toBeVisible();
  await expect(profile.getByRole("button", { name: "Salvar alterações" })).toBeDisabled();
  await profile.getByRole("button", { name: "Cancelar" }).click();

  await page.getByRole("button", { name: "Trocar senha" }).click();
  const dialog = page.getByRole("dialog", { name: "Trocar senha" });
  await dialog.getByLabel("Senha atual", { exact: true }).fill("Errada@2026");
  await dialog.getByLabel("Nova senha", { exact: true }).fill(CHANGED_PASSWORD);
  await dialog.getByLabel("Confirmar nova senha", { exact: true }).fill(CHANGED_PASSWORD);
  await dialog.getByRole("button", { name: "Trocar senha" }).click();
  await expect(dialog.getByText("Senha atual incorreta.")).toBeVisible();

  await dialog.getByLabel("Senha atual", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Trocar senha" }).click();
  await expect(toast(page, "Senha alterada!")).toBeVisible();
  await expect(dialog).toBeHidden();
  // This browser carries on with a fresh session; the other one is signed out.
  await page.reload();
  await expect(page.getByTestId("points-badge")).toBeVisible();
  await other.page.goto("/dashboard");
  await expect(other.page).toHaveURL(/\/auth\?sessao=expirada&redirectTo=%2Fdashboard$/);
  await other.context.close();
  await here.context.close();
});

test("a forgotten password is reset through the e-mailed link", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Esqueceu sua senha?" }).click();
  await expect(page.getByRole("heading", { name: "Recuperar senha" })).toBeVisible();

  // An unknown address gets the same answer as a known one.
  const form = page.getByRole("form", { name: "Recuperar senha" });
  await form.getByLabel("E-mail", { exact: true }).fill(`ninguem-${stamp}@exemplo.com.br`);
  await form.getByRole("button", { name: "Enviar link de recuperação" }).click();
  await expect(toast(page, TEXTS.forgotSuccess)).toBeVisible();

  const since = Date.now();
  await form.getByLabel("E-mail", { exact: true }).fill(account.email);
  await form.getByRole("button", { name: "Enviar link de recuperação" }).click();
  await expect(page.getByRole("status").filter({ hasText: account.email })).toBeVisible();
  await page.getByRole("link", { name: "Voltar para o login" }).click();
  await expect(page.getByRole("form", { name: "Entrar" })).toBeVisible();

  const mail = await waitForMail(account.email, { subject: /Redefina sua senha/, since });
  await page.goto(linkIn(mail, "/api/auth/reset-password/"));
  await expect(page).toHaveURL(/\/auth\/nova-senha\?token=/);
  const reset = page.getByRole("form", { name: "Criar nova senha" });
  await reset.getByLabel("Nova senha", { exact: true }).fill("fraca");
  await expect(reset.getByTestId("password-strength")).toContainText("Fraca");
  await expect(reset.getByRole("button", { name: "Salvar nova senha" })).toBeDisabled();
  await reset.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
  await reset.getByLabel("Confirmar nova senha").fill(NEW_PASSWORD);
  await reset.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, "Senha redefinida!")).toBeVisible();

  await signInForm(page, account.email, account.password, false);
  await expect(toast(page, TEXTS.invalidCredentials)).toBeVisible();
  await signInForm(page, account.email, NEW_PASSWORD, false);
  await expect(page.getByTestId("points-badge")).toHaveText("0 pontos");

  // The link works once.
  await page.goto(linkIn(mail, "/api/auth/reset-password/"));
  await expect(page.getByText("Este link para criar uma nova senha expirou ou já foi usado.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-up and sign-in still validate and work", async ({ page }) => {
    await page.goto("/auth?tab=cadastrar");
    const signUp = page.getByRole("form", { name: "Cadastrar" });
    await signUp.getByLabel("Nome completo").fill("Sem Script");
    await signUp.getByLabel("E-mail", { exact: true }).fill(`sem-js-${stamp}@exemplo.com.br`);
    await signUp.getByLabel("Senha", { exact: true }).fill("Senha@Forte1");
    await signUp.getByLabel("Confirmar senha").fill("Outra@Forte1");
    await signUp.getByRole("button", { name: "Cadastrar", exact: true }).click();
    // Said beside the form, and in the page's banner that stands for the toast without JavaScript.
    await expect(
      page
        .getByRole("tabpanel", { name: "Cadastrar" })
        .getByRole("alert")
        .filter({ hasText: "Por favor, preencha todos os campos corretamente." }),
    ).toBeVisible();
    await expect(
      page.locator("noscript").getByRole("alert").filter({ hasText: "Por favor, preencha todos os campos corretamente." }),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Cadastrar" }).getByText("As senhas não coincidem")).toBeVisible();
    await expect(page.getByRole("form", { name: "Cadastrar" }).getByLabel("Nome completo")).toHaveValue("Sem Script");

    await signInForm(page, DEMO.customer.email, "Errada@2026", false);
    await expect(
      page.getByRole("tabpanel", { name: "Entrar" }).getByRole("alert").filter({ hasText: TEXTS.invalidCredentials }),
    ).toBeVisible();
    await signInForm(page, DEMO.customer.email, DEMO.customer.password, false);
    await expect(page.getByTestId("points-badge")).toBeVisible();
  });
});
