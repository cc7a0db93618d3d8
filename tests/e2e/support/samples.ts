import { expect, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./fixtures";

/** Opens the product page's "Solicitar Amostra Grátis" dialog once its button is hydrated, and returns the dialog. */
export async function openSampleDialog(page: Page) {
  const button = page.getByRole("link", { name: "Solicitar Amostra Grátis" }).first();
  await hydrated(button);
  await button.click();
  return page.getByRole("dialog", { name: "Solicitar Amostra Grátis" });
}

/** Where a test's sample goes: CEP 01310-100 (São Paulo, R$ 12,90 by Pix) unless told; `fee` is checked before sending. */
export interface SampleAddress {
  cep?: string;
  street?: string;
  number?: string;
  cpf?: string;
  fee?: string;
}

/** Requests the product's sample as the signed-in customer and waits for the page to say it is pending. */
export async function requestSample(
  page: Page,
  slug: string,
  { cep = "01310100", street = "Avenida Paulista", number = "1000", cpf, fee }: SampleAddress = {},
): Promise<void> {
  await page.goto(`/produto/${slug}`);
  const dialog = await openSampleDialog(page);
  await dialog.getByLabel("CEP").fill("");
  await dialog.getByLabel("CEP").pressSequentially(cep);
  await dialog.getByLabel("Rua ou avenida").fill(street);
  await dialog.getByLabel("Número").fill(number);
  if (cpf) await dialog.getByLabel("CPF").pressSequentially(cpf);
  if (fee) await expect(dialog.getByTestId("shipping-fee")).toContainText(fee.replace(" ", "\u00a0"));
  await dialog.getByRole("button", { name: "Enviar Solicitação" }).click();
  await expect(page.getByRole("link", { name: /Amostra solicitada · Pendente/ })).toBeVisible({ timeout: 30_000 });
}

/** The customer's request of that product in Minhas Amostras. */
export async function mySample(page: Page, productName: string): Promise<Locator> {
  await page.goto("/dashboard?aba=amostras");
  return page.getByTestId("my-sample").filter({ hasText: productName });
}

/** Requests the product's sample and returns its order number from Minhas Amostras. */
export async function requestSampleOrder(page: Page, product: { slug: string; name: string }, address?: SampleAddress): Promise<string> {
  await requestSample(page, product.slug, address);
  const row = await mySample(page, product.name);
  return (await row.getByTestId("order-number").textContent())!.trim();
}
