import { test as base, expect, type Page } from "@playwright/test";

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
export async function signInViaApi(page: Page, account: { email: string; password: string }) {
  const baseURL = test.info().project.use.baseURL!;
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password, rememberMe: true },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/**
 * Waits until the page's JavaScript has taken over (root.tsx marks <html data-hydrated>): it loads
 * after the first paint (app/lib/paint-first.server.ts), and until then the page is plain HTML —
 * links and forms work, buttons that need JavaScript do nothing yet.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * `page.goto` and `page.reload` also wait for hydration, as a person looks at a page before using it
 * (pages opened without JavaScript are left alone).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});
export { expect };
