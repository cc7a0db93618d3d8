import { createHash } from "node:crypto";
import { test as base, expect, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";

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
 * The client address a test's requests come from: the X-Forwarded-For hop nginx would add (the e2e
 * server trusts it, tests/e2e/support/global-setup.ts). Each test is a client of its own (an address in
 * 10.0.0.0/8 drawn from its id and attempt), so the per-address limits (10 sample requests an hour, sign-in
 * attempts) count that test's requests only and the suite passes in any order and at any size. A test
 * about those limits sets its own (help.spec.ts).
 */
export function clientAddress(testInfo: Pick<TestInfo, "testId" | "retry">): string {
  const [a, b, c] = createHash("sha256").update(`${testInfo.testId}#${testInfo.retry}`).digest();
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

/**
 * The roles' fixtures. `adminPage`: one desktop page signed in as the demo administrator, kept for the
 * worker (the admin specs run in order and share it, as an administrator's day does).
 * `customerPage`: the test's own page, signed in as the demo customer.
 */
export const test = base.extend<{ customerPage: Page }, { adminPage: Page }>({
  // Every context the test opens (its page, and browser.newContext's) carries it. Playwright reads the
  // fixture's dependencies from the destructured first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => use({ "x-forwarded-for": clientAddress(testInfo) }),
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
