import type { Page } from "@playwright/test";
import { hydrated } from "./fixtures";

/** Opens the product page's "Solicitar Amostra Grátis" dialog once its button is hydrated, and returns the dialog. */
export async function openSampleDialog(page: Page) {
  const button = page.getByRole("link", { name: "Solicitar Amostra Grátis" }).first();
  await hydrated(button);
  await button.click();
  return page.getByRole("dialog", { name: "Solicitar Amostra Grátis" });
}
