import { test as base, expect, type Browser, type Locator, type Page } from "@playwright/test";

export const DEMO = {
  admin: { email: "admin@raizvital.com.br", password: "RaizVital@2026" },
  customer: { email: "cliente@raizvital.com.br", password: "Cliente@2026" },
} as const;

/** Signs in through the /auth form (the way a person does). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("E-mail", { exact: true }).fill(account.email);
  await form.getByLabel("Senha", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByTestId("points-badge")).toBeVisible();
}

/** Signs in through better-auth's endpoint, for tests about what comes after signing in. */
export async function signInViaApi(page: Page, account: { email: string; password: string }, baseURL = test.info().project.use.baseURL!) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password, rememberMe: true },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/**
 * The toast that says `text`: anywhere in its text, or (`exact`) as the whole text of its title or
 * description.
 */
export function toast(page: Page, text: string | RegExp, { exact = false } = {}) {
  const toasts = page.locator("[data-sonner-toast]");
  return (exact ? toasts.filter({ has: page.getByText(text, { exact: true }) }) : toasts.filter({ hasText: text })).first();
}

/** Waits until React has hydrated the element (its props are attached): before, a focus or a click does nothing. */
export async function hydrated(locator: Locator) {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(element).some((key) => key.startsWith("__reactProps")) ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
}

/** A desktop page of the panel, in Brazilian Portuguese and Brasília's time. */
async function desktopPage(browser: Browser): Promise<Page> {
  return browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
}

/**
 * The roles' fixtures. `adminPage`: one desktop page signed in as the demo administrator, kept for the
 * worker (the admin specs run in order and share it, as an administrator's day does).
 * `customerPage`: the test's own page, signed in as the demo customer.
 */
export const test = base.extend<{ customerPage: Page }, { adminPage: Page }>({
  adminPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await desktopPage(browser);
      await signInViaApi(page, DEMO.admin, workerInfo.project.use.baseURL);
      await use(page);
      await page.close();
    },
    { scope: "worker" },
  ],
  customerPage: async ({ page }, use) => {
    await signInViaApi(page, DEMO.customer);
    await use(page);
  },
});
export { expect };
