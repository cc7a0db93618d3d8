import { test as base, expect, type Page } from "@playwright/test";

export const DEMO = {
  admin: { email: "admin@raizvital.com.br", password: "RaizVital@2026" },
  customer: { email: "cliente@raizvital.com.br", password: "Cliente@2026" },
} as const;

/** Signs in through the /auth form (the way a person does). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").first().fill(account.email);
  await page.getByLabel("Senha", { exact: true }).first().fill(account.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).last().click();
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

export const test = base;
export { expect };
