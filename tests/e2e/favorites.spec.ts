import type { BrowserContext, Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { shots } from "./support/shots";

/**
 * "Meus favoritos" and the phone menu without JavaScript: a visitor's
 * hearts stay on the device; a customer's are kept in the account, merged with the device's on
 * signing in, the same on another device, and removed everywhere at once.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const stamp = Date.now();
const customer = { name: "Helena Favoritos Teste", email: `helena-fav-${stamp}@exemplo.com.br`, password: "Raiz@Favoritos2026" };

const heart = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^(Adicionar ${name} aos|Remover ${name} dos) favoritos$`) });
const favorites = (page: Page) => page.getByRole("list", { name: "Produtos favoritos" });
const deviceList = (page: Page) => page.evaluate(() => window.localStorage.getItem("rv:favoritos"));

async function signInWith(context: BrowserContext, baseURL: string) {
  const response = await context.request.post("/api/auth/sign-in/email", {
    data: { email: customer.email, password: customer.password, rememberMe: true },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test("a visitor's hearts stay on the device; 'Meus favoritos' (phone menu) lists them and removes them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/produtos/cerebro-foco");
  const bacopa = heart(page, "Bacopa Monnieri 500 mg");
  await hydrated(bacopa);
  await bacopa.click();
  await heart(page, "Ômega-3 Ultra").click();
  await expect(bacopa).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Abrir menu" }).click();
  await page.getByRole("navigation", { name: "Menu móvel" }).getByRole("link", { name: "Meus favoritos" }).click();
  await expect(page).toHaveURL(/\/favoritos$/);
  await expect(page.getByRole("heading", { level: 1, name: "Meus favoritos" })).toBeVisible();
  await expect(favorites(page).getByRole("heading", { name: "Bacopa Monnieri 500 mg" })).toBeVisible();
  await expect(favorites(page).getByRole("heading", { name: "Ômega-3 Ultra" })).toBeVisible();
  await expect(page.getByText("Seus favoritos ficam salvos neste aparelho.")).toBeVisible();
  await shots(page, "favoritos-visitante");

  await page.getByRole("button", { name: "Remover dos favoritos: Ômega-3 Ultra" }).click();
  await expect(favorites(page).getByRole("heading", { name: "Ômega-3 Ultra" })).toHaveCount(0);
  await page.reload();
  await expect(favorites(page).getByRole("heading", { name: "Bacopa Monnieri 500 mg" })).toBeVisible();
  await expect(favorites(page).getByRole("heading", { name: "Ômega-3 Ultra" })).toHaveCount(0);
  // The heart removes too.
  await heart(page, "Bacopa Monnieri 500 mg").click();
  await expect(page.getByText("Você ainda não tem favoritos.")).toBeVisible();
  await shots(page, "favoritos-vazio");
  expect(JSON.parse((await deviceList(page)) ?? "[]")).toEqual([]);
});

test("a new customer signs up and confirms the account", async ({ page }) => {
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

test("signed in, the device's favourites go into the account: another device shows them, and a removal anywhere holds everywhere", async ({
  browser,
  baseURL,
}) => {
  // The phone: hearts before signing in.
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const onPhone = await phone.newPage();
  await onPhone.goto("/produto/psyllium-husk");
  const psyllium = heart(onPhone, "Psyllium Husk");
  await hydrated(psyllium);
  await psyllium.click();
  await expect(psyllium).toHaveAttribute("aria-pressed", "true");

  // Signing in: the first page (here the dashboard, with no heart on it) moves them into the account.
  await signInWith(phone, baseURL!);
  await onPhone.goto("/dashboard");
  await expect.poll(() => deviceList(onPhone)).toBeNull();
  await onPhone.getByRole("link", { name: "Meus favoritos" }).click();
  await expect(onPhone).toHaveURL(/\/favoritos$/);
  await expect(favorites(onPhone).getByRole("heading", { name: "Psyllium Husk" })).toBeVisible();
  await expect(onPhone.getByText("Seus favoritos ficam guardados na sua conta")).toBeVisible();

  // The desktop: the same account sees them, and adds one.
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const onDesktop = await desktop.newPage();
  await signInWith(desktop, baseURL!);
  await onDesktop.goto("/produtos/emagrecimento");
  await expect(heart(onDesktop, "Psyllium Husk")).toHaveAttribute("aria-pressed", "true");
  await onDesktop.goto("/produtos/energia-metabolismo");
  await heart(onDesktop, "Maca Peruana").click();
  await expect(heart(onDesktop, "Maca Peruana")).toHaveAttribute("aria-pressed", "true");
  await onDesktop.getByRole("link", { name: "Meus favoritos" }).click();
  await expect(favorites(onDesktop).getByRole("heading", { name: "Maca Peruana" })).toBeVisible();
  await expect(favorites(onDesktop).getByRole("heading", { name: "Psyllium Husk" })).toBeVisible();
  await shots(onDesktop, "favoritos-conta");
  // Removed on the desktop…
  await onDesktop.getByRole("button", { name: "Remover dos favoritos: Psyllium Husk" }).click();
  await expect(favorites(onDesktop).getByRole("heading", { name: "Psyllium Husk" })).toHaveCount(0);

  // …it is gone on the phone, and the desktop's addition is there.
  await onPhone.goto("/favoritos");
  await expect(favorites(onPhone).getByRole("heading", { name: "Maca Peruana" })).toBeVisible();
  await expect(favorites(onPhone).getByRole("heading", { name: "Psyllium Husk" })).toHaveCount(0);
  await onPhone.goto("/produto/psyllium-husk");
  await expect(heart(onPhone, "Psyllium Husk")).toHaveAttribute("aria-pressed", "false");
  await onPhone.reload();
  await expect(heart(onPhone, "Psyllium Husk")).toHaveAttribute("aria-pressed", "false");

  // The phone's heart removes from the account as well.
  await onPhone.goto("/produto/maca-peruana");
  const maca = heart(onPhone, "Maca Peruana");
  await expect(maca).toHaveAttribute("aria-pressed", "true");
  await maca.click();
  await expect(maca).toHaveAttribute("aria-pressed", "false");
  await onDesktop.goto("/favoritos");
  await expect(onDesktop.getByText("Você ainda não tem favoritos.")).toBeVisible();
  await phone.close();
  await desktop.close();
});

test.describe("without JavaScript", () => {
  test("the phone menu opens, its links work, and a customer removes a favourite with the plain form", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Abrir menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    const menu = page.getByRole("navigation", { name: "Menu móvel" });
    for (const label of ["Início", "Produtos", "Blog", "Ajuda", "Meus favoritos"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Entrar", exact: true })).toBeVisible();
    await shots(page, "menu-sem-js");
    await menu.getByRole("link", { name: "Produtos", exact: true }).click();
    await expect(page).toHaveURL(/\/produtos$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Signed in: the menu has the account's links; "Meus favoritos" removes with a form post.
    await signInWith(context, baseURL!);
    const added = await context.request.post("/favoritos/conta", {
      form: { intent: "add", produto: "cardo-mariano" },
      headers: { origin: baseURL!, accept: "application/json" },
    });
    expect(await added.json()).toEqual({ ok: true, slugs: ["cardo-mariano"] });
    await page.goto("/");
    await page.getByRole("link", { name: "Abrir menu" }).click();
    await expect(menu.getByRole("link", { name: "Meus favoritos" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Sair" })).toBeVisible();
    await menu.getByRole("link", { name: "Meus favoritos" }).click();
    await expect(favorites(page).getByRole("heading", { name: "Cardo Mariano" })).toBeVisible();
    await page.getByRole("button", { name: "Remover dos favoritos: Cardo Mariano" }).click();
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(page.getByText("Você ainda não tem favoritos.")).toBeVisible();
    await context.close();
  });
});
