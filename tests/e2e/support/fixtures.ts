import { test as base, expect, type Locator, type Page } from "@playwright/test";

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

/** Waits until React has hydrated the element (its props are attached): before, a focus or a click does nothing. */
export async function hydrated(locator: Locator) {
  await locator.evaluate((element) =>
    new Promise<void>((resolve) => {
      const check = () => (Object.keys(element).some((key) => key.startsWith("__reactProps")) ? resolve() : setTimeout(check, 50));
      check();
    }),
  );
}

export const test = base;
export { expect };
