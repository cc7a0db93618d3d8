/**
 * The admin forms' one stack (conform + zod) as a person meets it. An invalid
 * form is not sent: the focus goes to the first bad field and the error stands beside it, tied by
 * aria-describedby; an error only the server knows (a taken slug) arrives the same way. Without
 * JavaScript the action answers and the page shows the errors beside the fields, keeping what was typed.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** The error shown beside a field: its text, and the field invalid and described by it. */
async function expectErrorBeside(field: ReturnType<Page["getByLabel"]>, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(
    describedBy
      .split(" ")
      .filter(Boolean)
      .map((id) => field.page().locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain(message);
}

test("an invalid product is not sent: focus on the first bad field, the error beside it, gone once fixed", async ({ adminPage: page }) => {
  await page.goto("/admin-panel/produtos");
  const open = page.getByRole("button", { name: "Novo produto" });
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Novo produto" });
  const name = dialog.getByLabel("Nome", { exact: false }).first();
  const description = dialog.getByLabel("Descrição completa");

  // Only the second required field is filled: the first bad one (Nome) gets the focus.
  await description.fill("Hibisco desidratado para chás.");
  await dialog.getByRole("button", { name: "Criar produto" }).click();
  await expect(name).toBeFocused();
  await expectErrorBeside(name, "Informe o nome do produto.");
  await expect(dialog.getByText("Informe a descrição completa.")).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  // Corrected as it is typed (revalidated on input).
  await name.fill("Hibisco");
  await expect(dialog.getByText("Informe o nome do produto.")).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-invalid", "true");

  // An error only the server knows, a taken slug, comes back beside the slug field.
  const slug = dialog.getByLabel("Slug");
  await slug.fill("bacopa-monnieri-500mg");
  await dialog.getByRole("button", { name: "Criar produto" }).click();
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  const message = await page.locator(`[id="${(await slug.getAttribute("aria-describedby"))!.split(" ")[0]}"]`).textContent();
  expect(message).toMatch(/slug/i);
  await expect(dialog).toBeVisible();
});

test("a field checked on leaving it: the points dialog says so beside 'Pontos' after a blur", async ({ adminPage: page }) => {
  await page.goto("/admin-panel/usuarios");
  const open = page.getByRole("button", { name: /^Ajustar pontos de/ }).first();
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Ajustar pontos" });
  const amount = dialog.getByLabel("Pontos");
  await amount.fill("0");
  await amount.blur();
  await expectErrorBeside(amount, "A quantidade não pode ser zero.");
  await dialog.getByRole("button", { name: "Ajustar pontos" }).click();
  await expect(amount).toBeFocused();
});

test("without JavaScript the retention form answers beside the fields, keeps what was typed and saves nothing", async ({
  adminPage: page,
  browser,
}) => {
  let savedDays = "";
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, locale: "pt-BR" });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  try {
    await plain.goto("/admin-panel/privacidade?aba=retencao");
    const days = plain.getByLabel("Endereços e telefones das amostras (dias após concluída ou rejeitada)");
    const months = plain.getByLabel("Mensagens de contato (meses após o envio)");
    savedDays = await days.inputValue();
    await days.fill("0");
    await months.fill("121");
    await plain.getByRole("button", { name: "Salvar prazos" }).click();
    await plain.waitForLoadState("load");

    await expect(days).toHaveValue("0");
    await expect(days).toHaveAttribute("aria-invalid", "true");
    const errorId = (await days.getAttribute("aria-describedby"))!;
    await expect(plain.locator(`[id="${errorId}"]`)).toHaveText("O prazo deve ser de pelo menos 1 dia.");
    await expect(months).toHaveValue("121");
    await expect(plain.locator(`[id="${(await months.getAttribute("aria-describedby"))!}"]`)).toHaveText(
      "O prazo deve ser de no máximo 120 meses.",
    );
    // The refusal's toast (the flash message) shows once, on the page this post rendered (the <noscript> banner)…
    const refused = plain.getByRole("alert").filter({ hasText: "Confira os prazos." });
    await expect(refused).toHaveCount(1);

    // Nothing was saved: the page read again shows the stored period.
    await plain.goto("/admin-panel/privacidade?aba=retencao");
    await expect(days).toHaveValue(savedDays);
    // …and not again on the next page.
    await expect(refused).toHaveCount(0);
    await expect(days).not.toHaveAttribute("aria-invalid", "true");

    // A valid period is saved and read back.
    await days.fill("200");
    await plain.getByRole("button", { name: "Salvar prazos" }).click();
    await plain.waitForLoadState("load");
    await plain.goto("/admin-panel/privacidade?aba=retencao");
    await expect(days).toHaveValue("200");
    await days.fill(savedDays);
    await plain.getByRole("button", { name: "Salvar prazos" }).click();
    await plain.waitForLoadState("load");
  } finally {
    await context.close();
  }
});
