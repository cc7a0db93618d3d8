import type { Browser, BrowserContext, Page } from "@playwright/test";
import { DEMO, expect, signInViaApi, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail";

/** A browser context as the specs open them: the project's server, Brazilian locale and time zone. */
function contextOptions(viewport?: { width: number; height: number }) {
  return { baseURL: test.info().project.use.baseURL, locale: "pt-BR", timezoneId: "America/Sao_Paulo", ...(viewport ? { viewport } : {}) };
}

/**
 * A new customer of the spec's own: signs up through better-auth and follows the confirmation link in
 * a fresh context, which ends signed in on /dashboard. Passes in any order, whatever ran before.
 */
export async function confirmedCustomer(
  browser: Browser,
  account: { email: string; password: string; name: string },
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions(viewport));
  const page = await context.newPage();
  const since = Date.now();
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email: account.email, password: account.password, name: account.name },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const mail = await waitForMail(account.email, { subject: /Confirme seu e-mail/, since });
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/dashboard/);
  return { context, page };
}

/** A page signed in as the demo administrator. */
export async function adminPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage(contextOptions(viewport));
  await signInViaApi(page, DEMO.admin);
  return page;
}
